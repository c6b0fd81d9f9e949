import { CarFactsMessages, type DrillDownResponse, type VehicleDetails } from '../../domain/catalogue/vehicle-data.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { catalogueDrillDown, emptySelection } from '../platform/registries/catalogue-drill-down.ts';
import { motorRegister } from '../platform/registries/motor-register.ts';
import { catalogueUnavailable, fromRegistries, selectionOf, selectionShape, vehicleNumber } from './vehicle-query.ts';
import { drillDownResponse } from './responses.ts';

const drillDownQuery = querySchema({ ...selectionShape, number: vehicleNumber('number', CarFactsMessages.noNumber).optional() });

/**
 * A look-up by number: the motor register's car, drilled down to the catalogue variant its type designation names,
 * the year its first registration. The error flag is set when no variant is found (spec part 1 §4).
 */
const byNumber = async (number: string): Promise<DrillDownResponse> => {
  const drill = catalogueDrillDown();
  const details: VehicleDetails | null = await motorRegister().byNumber(number);
  const variant = details?.CarGuid ? await drill.variant(details.CarGuid) : null;
  if (!details || !variant) {
    const answer = await drill.drillDown(emptySelection());
    return { ...answer, Variants: [], VehicleDetails: details, Error: true };
  }
  const year = Number(details.FirstRegistrationDate.slice(0, 4));
  const answer = await drill.drillDown({ ...variant.Selection, Year: year });
  return {
    ...answer,
    Variants: [{ ...variant, Selection: answer.Selection }],
    VehicleDetails: details,
    Error: false,
  };
};

/**
 * GET /api/CarCatalog/DrillDown?type=&make=&model=&year=&fuel= or ?number=: the choose-car-specification modal
 * (spec part 1 §2, §3 "Drill-down response"): the choices left at each step and the variants of the selection with
 * their production periods; by registration or chassis number, the motor register's car and its variant.
 */
export const handler = query({
  summary: 'Vælg bilspecifikation: næste trin i kataloget.',
  responses: { 200: drillDownResponse },
  query: drillDownQuery,
  run: ({ query: filters }) =>
    fromRegistries(filters.number ? CarFactsMessages.unavailable : catalogueUnavailable, async (): Promise<DrillDownResponse> => {
      if (filters.number) return byNumber(filters.number);
      const answer = await catalogueDrillDown().drillDown(selectionOf(filters));
      return { ...answer, VehicleDetails: null, Error: false };
    }),
});
