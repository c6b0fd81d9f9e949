import { DebtCheckMessages } from '../../domain/catalogue/vehicle-data.ts';
import { HttpError } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { debtRegister } from '../platform/registries/debt-register.ts';
import { debtCheckResultOf } from './debt-check.ts';
import { debtReportBody, printFlags, renderPrint } from './vehicle-prints.ts';
import { fromRegistries, vehicleNumber } from './vehicle-query.ts';
import { PDF } from '../platform/http/contract.ts';

const printDebtReportQuery = querySchema({
  ChassisNumber: vehicleNumber('ChassisNumber', DebtCheckMessages.unknown).optional(),
  RegistrationNumber: vehicleNumber('RegistrationNumber', DebtCheckMessages.unknown).optional(),
  ...printFlags,
});

/**
 * GET /api/DebtCheck/PrintDebtReport?ChassisNumber=&RegistrationNumber=&RenderPdf=: the debt report as a PDF (spec
 * part 1 §3 "Debt-report document"), with the numbers the register matched and every registered debt. Like the debt
 * check it needs the dealer's `debt_check` function. Numbers the register does not know: 404 'Ukendt stel- eller
 * reg. nr.'.
 */
export const handler = query({
  summary: 'Gældsrapporten som PDF.',
  responses: { 200: PDF },
  query: printDebtReportQuery,
  run: ({ query: { ChassisNumber, RegistrationNumber, ...flags }, session }) => {
    if (!ChassisNumber && !RegistrationNumber) throw new HttpError(400, DebtCheckMessages.unknown, { field: 'RegistrationNumber' });
    return fromRegistries(DebtCheckMessages.failed, async () => {
      const answer = await debtRegister().check({ chassisNumber: ChassisNumber, registrationNumber: RegistrationNumber });
      if (!answer) throw new HttpError(404, DebtCheckMessages.unknown, { field: 'RegistrationNumber', code: 'NotFound' });
      const result = debtCheckResultOf(answer);
      return renderPrint({
        dealerId: session.dealerId,
        dealerName: session.dealerName,
        title: `Gældsrapport ${answer.RegistrationNumber}`,
        fileName: `Gaeldsrapport ${answer.RegistrationNumber}.pdf`,
        body: debtReportBody(result, answer, answer.Debts, session.dealerName),
        flags,
      });
    });
  },
});
