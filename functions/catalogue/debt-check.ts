import * as z from 'zod';
import { DebtCheckMessages, debtTextShort, type DebtCheckResult } from '../../domain/catalogue/vehicle-data.ts';
import { badRequest } from '../platform/errors.ts';
import { query } from '../platform/http/endpoint.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { debtRegister, type DebtRegisterAnswer } from '../platform/registries/debt-register.ts';
import { fromRegistries, vehicleNumber } from './vehicle-query.ts';
import { debtCheckResponse } from './responses.ts';

/** Either number, or both: the debt register matches by chassis number first. */
export const debtQuery = querySchema({
  ChassisNumber: vehicleNumber('ChassisNumber', DebtCheckMessages.unknown).optional(),
  RegistrationNumber: vehicleNumber('RegistrationNumber', DebtCheckMessages.unknown).optional(),
}).transform((numbers, context) => {
  if (!numbers.ChassisNumber && !numbers.RegistrationNumber) {
    context.addIssue({ code: 'custom', path: ['RegistrationNumber'], message: DebtCheckMessages.unknown });
    return z.NEVER;
  }
  return numbers;
});

export const debtCheckResultOf = (answer: DebtRegisterAnswer | null): DebtCheckResult =>
  answer
    ? {
        State: 1,
        CarHasDebt: answer.HasDebt,
        DebtTextShort: debtTextShort(answer.Debts),
        ChassisNumber: answer.ChassisNumber,
        RegistrationNumber: answer.RegistrationNumber,
        TotalDebt: answer.Debts.reduce((sum, debt) => sum + debt.Amount, 0),
      }
    : { State: 2, CarHasDebt: null, DebtTextShort: DebtCheckMessages.unknown, ChassisNumber: null, RegistrationNumber: null, TotalDebt: null };

/**
 * GET /api/Car/GetCustomerCarDebtCheck?ChassisNumber=&RegistrationNumber=: the swap car's debt check (spec part 1 §3
 * "Car debt check result", §4 "Debt check"), a paid service: the route needs the dealer's `debt_check` function.
 * The answer carries the numbers the register matched, which the screen compares with those entered (the mismatch
 * notice). Numbers the register does not know: State 2 with 'Ukendt stel- eller reg. nr.'; the register down or
 * too slow: 503 'fejl i opslag'.
 */
export const handler = query({
  summary: 'Gældstjek af byttebilen.',
  responses: { 200: debtCheckResponse },
  query: debtQuery,
  run: ({ query: numbers }) => {
    if (!numbers.ChassisNumber && !numbers.RegistrationNumber) throw badRequest('RegistrationNumber', DebtCheckMessages.unknown);
    return fromRegistries(DebtCheckMessages.failed, async () =>
      debtCheckResultOf(await debtRegister().check({ chassisNumber: numbers.ChassisNumber, registrationNumber: numbers.RegistrationNumber })),
    );
  },
});
