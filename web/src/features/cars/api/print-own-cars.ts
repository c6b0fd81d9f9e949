import { api, type ApiFile } from '@/lib/api.ts';

/** What the own-cars print takes (spec part 1 §7 "Printing"). */
export interface PrintOwnCarsRequest {
  CarIds: readonly string[];
  /** 'All': every car of the search (the selection was a whole page or every car), else the ids listed. */
  SelectionMode: 'Selected' | 'All';
  Sort: string;
  SortDir: string;
  Title: string;
  UseCompanyLogo: boolean;
  search: Record<string, unknown>;
}

/** GET /api/PrintOwnCars/PrintOwnCars: the car list as a PDF. */
export const printOwnCars = ({ CarIds, search, ...options }: PrintOwnCarsRequest): Promise<ApiFile> => {
  const query: Record<string, string | number | boolean | readonly string[]> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    query[key] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
  }
  return api.getFile('/api/PrintOwnCars/PrintOwnCars', { ...query, ...options, CarIds: options.SelectionMode === 'All' ? undefined : CarIds.join(',') });
};
