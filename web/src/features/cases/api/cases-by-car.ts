import { queryOptions } from '@tanstack/react-query';
import { fetchCasesByCar } from '@/lib/cases-by-car.ts';

/** The related-cases check before a stock car is sold ('Sell car', spec part 1 §4); fetched fresh each time it is asked. */
export const casesByCarQuery = (carId: string) =>
  queryOptions({
    queryKey: ['cases', 'by-car', carId] as const,
    queryFn: () => fetchCasesByCar(carId),
    staleTime: 0,
  });
