import { api, type ApiFile, type QueryParams } from '@/lib/api.ts';
import { carListQuery, type CarListSearch } from './car-list.ts';

/** What the all-cars print takes (spec part 1 §7 Printing: car ids, selection mode, sort, title, search, logo, price guide). */
export interface PrintAllCarsRequest {
  CarIds: readonly string[];
  /** 'All': every car of the search (the selection was a whole page or every car), else the ids listed. */
  SelectionMode: 'Selected' | 'All';
  Title: string;
  UseCompanyLogo: boolean;
  /** The search's price guide above the cars (for a dealer with the price guide function). */
  ShowPriceGuide: boolean;
  search: CarListSearch;
}

/** GET /api/PrintAllCars/PrintAllCars: the chosen cars of the market as a PDF, in the order the list shows them. */
export const printAllCars = ({ CarIds, search, ...options }: PrintAllCarsRequest): Promise<ApiFile> => {
  const { offset: _offset, count: _count, ...query } = carListQuery(search);
  const params: QueryParams = { ...query, ...options };
  if (options.SelectionMode === 'Selected') params.CarIds = CarIds.join(',');
  return api.getFile('/api/PrintAllCars/PrintAllCars', params);
};
