import type { DownPaymentOption, FinancingTerms } from '../../../domain/price-tags/financing.ts';
import type { CarFinancing, FinancedCar } from './car-financing.ts';

/**
 * Sample finance companies as real ones lend on cars: the demo group's Aarhus and Aalborg departments finance through
 * Fjord Finans, the second group's through Nordlys Bilfinans; any other department (Vejle of the demo group) has
 * chosen none. Down payments from 20 % (the usual floor of Danish car loans); up to 84 months for a car of up to five
 * years, 60 for an older one, and none for a car over ten years, over 250.000 km or under 50.000 kr.
 */
const COMPANIES: Readonly<Record<string, FinancingTerms>> = {
  '101': { FinancingCompanyName: 'Fjord Finans', NominalRatePercent: 4.95, EstablishmentFee: 3_995, MonthlyFee: 0 },
  '102': { FinancingCompanyName: 'Fjord Finans', NominalRatePercent: 4.95, EstablishmentFee: 3_995, MonthlyFee: 0 },
  '201': { FinancingCompanyName: 'Nordlys Bilfinans', NominalRatePercent: 5.45, EstablishmentFee: 4_500, MonthlyFee: 35 },
};

const PERCENTAGES = [20, 30, 40, 50];
const PERIODS = [12, 24, 36, 48, 60, 72, 84];
const MIN_PRICE = 50_000;
const MAX_MILEAGE = 250_000;

const ageInYears = (registrationDate: string | null, today: string): number =>
  registrationDate ? Math.max(0, (Date.parse(today) - Date.parse(registrationDate)) / (365.25 * 24 * 3600 * 1000)) : 0;

export const sandboxCarFinancing: CarFinancing = {
  termsFor: (dealerId) => Promise.resolve(COMPANIES[dealerId] ?? null),
  downPayments: (dealerId, car: FinancedCar, today) => {
    if (!COMPANIES[dealerId] || car.price < MIN_PRICE || (car.mileage ?? 0) > MAX_MILEAGE) return Promise.resolve([]);
    const age = ageInYears(car.registrationDate, today);
    if (age > 10) return Promise.resolve([]);
    const periods = PERIODS.filter((period) => period <= (age > 5 ? 60 : 84));
    return Promise.resolve(PERCENTAGES.map((percentage): DownPaymentOption => ({ DownPaymentPercentage: percentage, Periods: periods })));
  },
};
