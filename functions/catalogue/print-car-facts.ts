import { CarFactsMessages } from '../../domain/catalogue/vehicle-data.ts';
import { HttpError } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { modelCatalogue } from '../platform/registries/model-catalogue.ts';
import { motorRegister } from '../platform/registries/motor-register.ts';
import { externalDetailsOf } from './dmr-external-details.ts';
import { carFactsBody, printFlags, renderPrint } from './vehicle-prints.ts';
import { carFactsNumber, fromRegistries, guidParam } from './vehicle-query.ts';
import { PDF } from '../platform/http/contract.ts';

const printCarFactsQuery = querySchema({ number: carFactsNumber, carGuid: guidParam('carGuid').optional(), ...printFlags });

/**
 * GET /api/PrintCarFacts/PrintCarFacts?number=&carGuid=&RenderPdf=: the car facts as a PDF (spec part 1 §2 "car facts
 * print"). A number the register has no data on is a 404 with the modal's text.
 */
export const handler = query({
  summary: 'Bilens fakta fra Motorregistret som PDF.',
  responses: { 200: PDF },
  query: printCarFactsQuery,
  run: ({ query: { number, carGuid, ...flags }, session }) =>
    fromRegistries(CarFactsMessages.unavailable, async () => {
      const details = await motorRegister().byNumber(number);
      if (!details) throw new HttpError(404, CarFactsMessages.noData(number), { field: 'number', code: 'NotFound' });
      const external = externalDetailsOf(details, carGuid);
      // The variant is extra detail: a catalogue outage still prints the register's facts.
      const variant = external.CarGuid ? await modelCatalogue().byGuid(external.CarGuid).catch(() => null) : null;
      return renderPrint({
        dealerId: session.dealerId,
        dealerName: session.dealerName,
        title: `Bilfakta ${details.RegistrationNumber}`,
        fileName: `Bilfakta ${details.RegistrationNumber}.pdf`,
        body: carFactsBody(external, variant, session.dealerName),
        flags,
      });
    }),
});
