import { DomainError } from '../../domain/errors.ts';
import { calculateRegistrationFee, FEE_ERROR_INVALID_DATE, feeRequestSchema, INVALID_DATE_CODE } from '../../domain/calculation/fee-request.ts';
import { danishToday } from '../../domain/format.ts';
import { command } from '../platform/http/endpoint.ts';
import { withIdFields } from '../platform/http/request-schemas.ts';
import { respond } from '../platform/http/response.ts';
import { calculateFeeResponse } from './responses.ts';

/**
 * POST /api/vehicleregistrationfee/calculate (spec part 2 §7 "Calculation"): the registration fee of the vehicle as
 * the catalogue has it and as the salesperson changed it, with the discounts, the adjustment and the explanation of
 * every figure. It records nothing: the case saves what the salesperson decided. An expected first registration
 * date that cannot be taxed is a 400 with the spec's ErrorCode 100.
 */
export const handler = command({
  summary: 'Beregner registreringsafgiften.',
  responses: { 200: calculateFeeResponse },
  body: withIdFields(feeRequestSchema, {
    'OriginalVehicleInput.FactoryEquipment[].UniqueId': { notTenantData: "the catalogue's equipment" },
    'ChangedVehicleInput.FactoryEquipment[].UniqueId': { notTenantData: "the catalogue's equipment" },
  }),
  run: async ({ body }) => {
    try {
      return calculateRegistrationFee(body, danishToday());
    } catch (error) {
      if (error instanceof DomainError && error.code === INVALID_DATE_CODE) {
        return respond(400, { Message: error.message, Field: error.field, Code: error.code, ErrorCode: FEE_ERROR_INVALID_DATE });
      }
      throw error;
    }
  },
});
