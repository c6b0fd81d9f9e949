import { queryOptions } from '@tanstack/react-query';
import type { CarListChoice, CarListPage } from '../../../../../domain/market/car-list.ts';
import { guideLink, guideLinkQuery, type GuideLink } from '../../../../../domain/market/price-guide.ts';
import { api } from '@/lib/api.ts';

/** What the dealer types into the price guide lookup: the car to price. */
export interface PricedCar {
  Make: string;
  Model: string;
  registrationYear: number;
  mileageKm: number;
}

/** The all-cars search that prices the car (spec part 1 §9 guide link), as the all-cars list would run it. */
export const guideOf = (car: PricedCar): GuideLink => guideLink({ Make: car.Make, Model: car.Model.trim() || undefined, mileageKm: car.mileageKm, registrationYear: car.registrationYear });

/** The all-cars list's search that shows the cars behind the figures, with the car's own mileage priced. */
export const guideListSearch = (link: GuideLink): Record<string, string> => Object.fromEntries(new URLSearchParams(guideLinkQuery(link)));

/** The makes on the market to choose from; the same for every dealer, so kept a while. */
export const marketMakesQuery = queryOptions({
  queryKey: ['dashboard', 'price-guide', 'makes'],
  queryFn: () => api.get<CarListChoice[]>('/api/carlist/getmakes/'),
  staleTime: 5 * 60_000,
  retry: false,
});

/** The price guide of the cars like the one priced: the market's own search, one row, its figures. */
export const priceGuideLookupQuery = (link: GuideLink) =>
  queryOptions({
    queryKey: ['dashboard', 'price-guide', link],
    queryFn: async () => {
      const { Model, ...rest } = link;
      const page = await api.get<CarListPage>('/api/carlist/search/', { ...rest, ...(Model ? { FreetextQuery: Model } : {}), count: 1 });
      return page.PriceGuide;
    },
    retry: false,
  });
