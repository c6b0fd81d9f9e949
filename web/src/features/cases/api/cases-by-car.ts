import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

/** One case of the related-cases check: what the warning names. */
export interface RelatedCase {
  Id: string;
  CustomerName: string | null;
  StatusText: string;
  CaseManagerName: string | null;
}

/** GET /api/CasesByCar/GetByCarId (spec part 1 §7): the department's open cases of a stock car. */
export interface CasesByCar {
  Total: number;
  List: RelatedCase[];
}

export const fetchCasesByCar = (carId: string): Promise<CasesByCar> => api.get<CasesByCar>('/api/CasesByCar/GetByCarId', { CarId: carId });

/** The related-cases check before a stock car is sold ('Sell car', spec part 1 §4); fetched fresh each time it is asked. */
export const casesByCarQuery = (carId: string) =>
  queryOptions({
    queryKey: ['cases', 'by-car', carId] as const,
    queryFn: () => fetchCasesByCar(carId),
    staleTime: 0,
  });
