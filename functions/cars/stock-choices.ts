import * as z from 'zod';
import { CAR_TYPES } from '../../domain/cars/car.ts';
import { query } from '../platform/http/endpoint.ts';
import { booleanText, markedId, querySchema } from '../platform/http/request-schemas.ts';
import { EXTRA_EQUIPMENT } from './equipment.ts';
import { stockScope } from './stock-scope.ts';
import { searchScopeParam } from '../platform/search-scope.ts';
import { stockCarsOf } from './stock-search.ts';
import { getCarTypesResponse, getExtraEquipmentsResponse, getMakesResponse } from './responses.ts';

/** Query parameters of the filter panel's choices (spec part 1 §7): isSold, searchScope, carType, selectedDealerIds. */
const choicesQuery = querySchema({
  isSold: booleanText('isSold').optional(),
  searchScope: searchScopeParam('searchScope', { user: 'User', dealer: 'Dealer', conglomerate: 'Conglomerate' }),
  carType: z.string().regex(/^\d$/, 'carType skal være en biltype.').transform(Number).optional(),
  selectedDealerIds: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean))
    .pipe(z.array(markedId('department', z.string().regex(/^\d{1,18}$/, 'selectedDealerIds skal være afdelingsnumre.'))))
    .optional(),
});

const carsFor = async (session: Parameters<typeof stockScope>[0], params: z.output<typeof choicesQuery>) => {
  const scope = await stockScope(session, { SearchScope: params.searchScope, SelectedDealerIds: params.selectedDealerIds });
  const rows = await stockCarsOf(scope.dealerIds);
  return rows.filter((car) => !car.Deleted && (car.IsSold ?? false) === (params.isSold ?? false) && (scope.userId === undefined || car.ResponsibleUserId === scope.userId));
};

/** GET /api/owncarlist/getmakes/: the makes of the cars in scope (of the car type, if given), with their counts. */
export const getMakes = query({
  summary: 'Mærkerne på lageret med antal, til listens filter.',
  responses: { 200: getMakesResponse },
  query: choicesQuery,
  run: async ({ query: params, session }) => {
    const counts = new Map<string, number>();
    for (const car of await carsFor(session, params)) {
      if (params.carType !== undefined && car.CarType !== params.carType) continue;
      counts.set(car.Make, (counts.get(car.Make) ?? 0) + 1);
    }
    return [...counts].sort(([a], [b]) => a.localeCompare(b, 'da')).map(([Make, Count]) => ({ Id: Make, Name: Make, Count }));
  },
});

/** GET /api/owncarlist/getcartypes/: the car types of the cars in scope, with their counts. */
export const getCarTypes = query({
  summary: 'Køretøjstyperne på lageret med antal, til listens filter.',
  responses: { 200: getCarTypesResponse },
  query: choicesQuery,
  run: async ({ query: params, session }) => {
    const counts = new Map<number, number>();
    for (const car of await carsFor(session, params)) counts.set(car.CarType, (counts.get(car.CarType) ?? 0) + 1);
    return [...counts].sort(([a], [b]) => a - b).map(([Id, Count]) => ({ Id, Name: CAR_TYPES[Id as keyof typeof CAR_TYPES] ?? '', Count }));
  },
});

/** GET /api/owncarlist/getExtraEquipments/: the extra equipment the filter offers. */
export const getExtraEquipments = query({
  summary: 'Det ekstraudstyr, listens filter tilbyder.',
  responses: { 200: getExtraEquipmentsResponse },
  run: () => Promise.resolve(EXTRA_EQUIPMENT.map((item) => ({ Identifier: item.Identifier, Name: item.Name }))),
});
