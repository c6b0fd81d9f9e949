import type { DownPaymentOption, FinancingTerms } from '../../../domain/price-tags/financing.ts';
import { REGISTRY_TIMEOUT_MS, withTimeout } from './registry-guard.ts';
import { sandboxCarFinancing } from './car-financing-sandbox.ts';

/**
 * The finance company a department finances its stock cars through (its loan product for used and new cars): whether
 * there is one, its rate and fees, and the down payments and periods it offers for a car. What a price tag with
 * financing states comes from here. An external service; the sandbox adapter answers from sample terms and is the
 * default locally and in tests (`CAR_FINANCING`).
 */
export interface FinancedCar {
  /** The price financed, kroner. */
  price: number;
  /** First registration, `YYYY-MM-DD`; null for a car not yet registered. */
  registrationDate: string | null;
  mileage: number | null;
}

export interface CarFinancing {
  /** The department's finance company and its terms, or null when the department has none. */
  termsFor(dealerId: string): Promise<FinancingTerms | null>;
  /** The down payments and periods offered for the car (none when the company does not finance it). */
  downPayments(dealerId: string, car: FinancedCar, today: string): Promise<DownPaymentOption[]>;
}

export const CAR_FINANCING = 'finance company';

const guarded = (adapter: CarFinancing): CarFinancing => ({
  termsFor: (dealerId) => withTimeout(CAR_FINANCING, () => adapter.termsFor(dealerId), REGISTRY_TIMEOUT_MS),
  downPayments: (dealerId, car, today) => withTimeout(CAR_FINANCING, () => adapter.downPayments(dealerId, car, today), REGISTRY_TIMEOUT_MS),
});

let configured: CarFinancing | undefined;
/** `CAR_FINANCING`: 'sandbox' (the default). */
export const carFinancing = (): CarFinancing => {
  if (configured) return configured;
  const setting = process.env.CAR_FINANCING ?? 'sandbox';
  if (setting !== 'sandbox') throw new Error(`Unknown CAR_FINANCING adapter: ${setting}`);
  return (configured = guarded(sandboxCarFinancing));
};
