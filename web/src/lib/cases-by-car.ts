import { api } from './api.ts';

/** One case of the related-cases check: what the warning names. */
export interface RelatedCase {
  Id: string;
  CustomerName: string | null;
  StatusText: string;
  CaseManagerName: string | null;
}

/**
 * GET /api/CasesByCar/GetByCarId (spec part 1 §7): the department's open cases of a stock car, which selling the car
 * (from the stock list or on delivering a case's car) warns about first.
 */
export interface CasesByCar {
  Total: number;
  List: RelatedCase[];
}

export const fetchCasesByCar = (carId: string): Promise<CasesByCar> => api.get<CasesByCar>('/api/CasesByCar/GetByCarId', { CarId: carId });
