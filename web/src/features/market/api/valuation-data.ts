import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export interface PriceRange {
  From: number;
  To: number;
}

/**
 * A stock car's price estimate against the market (spec part 1 §3 "Valuation data"), as GET
 * /api/owncarlist/getvaluationdata/ answers it. Colour 0 and no ranges: the car is unique on the market.
 */
export interface ValuationData {
  CarImage: string | null;
  CarTitle: string;
  CarCurrentPrice: number | null;
  CarEstimatedPrice: number | null;
  CurrentRangeColor: 0 | 1 | 2 | 3;
  GreenRange: PriceRange | null;
  YellowRange: PriceRange | null;
  RedRange: PriceRange | null;
  FirstRegistrationDate: string | null;
  Mileage: number | null;
  ModelCatalogId: string | null;
  NumberOfCars: number;
}

export const valuationDataQuery = (carId: string) =>
  queryOptions({
    queryKey: ['market', 'valuation', carId],
    queryFn: () => api.get<ValuationData>('/api/owncarlist/getvaluationdata/', { carId }),
  });

/**
 * Market insights for the car (spec part 1 §2: the price estimate opens /marketinsights?modelCatalogId&mileage&
 * firstRegistrationDate); what the estimate does not know is left out.
 */
export const marketInsightsHref = (data: Pick<ValuationData, 'ModelCatalogId' | 'Mileage' | 'FirstRegistrationDate'>): string => {
  const params = new URLSearchParams();
  if (data.ModelCatalogId) params.set('modelCatalogId', data.ModelCatalogId);
  if (data.Mileage !== null) params.set('mileage', String(data.Mileage));
  if (data.FirstRegistrationDate) params.set('firstRegistrationDate', data.FirstRegistrationDate);
  const query = params.toString();
  return query ? `/marketinsights?${query}` : '/marketinsights';
};
