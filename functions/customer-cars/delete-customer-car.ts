import { customerCarDecider } from '../../domain/customer-cars/decider.ts';
import { command } from '../platform/http/endpoint.ts';
import { customerCarStreamId } from './customer-car-commands.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';
import { deleteCustomerCarResponse } from './responses.ts';

/**
 * POST /api/car/deletecustomercar?carId=: deletes the customer car. The list keeps it, marked deleted, for cases that
 * used it as their swap car (`GetCustomerCars&IncludeCarEvenIfDeleted`). Answers `{ ErrorMessage: null }`; a refusal
 * is an error with its Message (the client shows it as ErrorMessage).
 */
export const handler = command({
  summary: 'Sletter en kundebil.',
  responses: { 200: deleteCustomerCarResponse },
  query: querySchema({ carId: scopedId('customerCar', 'carId') }),
  async run(context) {
    await context.handle(customerCarDecider, customerCarStreamId(context.query.carId), { type: 'DeleteCustomerCar', dealerId: context.session.dealerId });
    return { ErrorMessage: null };
  },
});
