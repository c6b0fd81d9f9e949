import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { isDefaultSearch, OWN_CARS_DEFAULTS, ownCarsSearchQuery, ownCarsSearchSchema } from '@/features/cars/api/own-car-search.ts';
import { OwnCarsPage, type OwnCarsPatch } from '@/features/cars/components/own-cars-page.tsx';
import { forgetSearch, rememberedSearch } from '@/features/cars/model/remembered-search.ts';
import { ownCarsSlots } from './-slots.tsx';

/**
 * /Cars/OwnCars (spec part 1 §2, document 2): the own-cars list, its state the URL's search. Opened without a search
 * it restores the one kept in this tab (spec part 1 §4), unless `reset` asks to start afresh; a link with a search
 * (the dashboard's alert categories) shows that search.
 */
export const Route = createFileRoute('/_app/Cars/OwnCars/')({
  validateSearch: ownCarsSearchSchema,
  // Default values stay out of the URL, so a link to the list and the list as it opens have the same address.
  search: { middlewares: [stripSearchParams(OWN_CARS_DEFAULTS)] },
  beforeLoad: ({ search, cause }) => {
    if (search.reset) {
      forgetSearch();
      throw redirect({ to: '/Cars/OwnCars', search: { ...search, reset: undefined }, replace: true });
    }
    // Only on the way in: within the list, a search cleared by hand stays cleared.
    const remembered = cause === 'enter' && isDefaultSearch(search) ? rememberedSearch() : undefined;
    if (remembered) throw redirect({ to: '/Cars/OwnCars', search: { ...remembered, goToRow: search.goToRow }, replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(ownCarsSearchQuery(deps)),
  component: OwnCarsRoute,
});

function OwnCarsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (patch: OwnCarsPatch): void => {
    void navigate({ search: (previous) => ({ ...previous, page: 1, goToRow: undefined, ...patch }) });
  };
  const onReset = (): void => {
    void navigate({ search: { reset: true, IsSold: search.IsSold } });
  };
  const onOpen = (id: string, row: number): void => {
    void navigate({ to: '/Cars/OwnCars/Car/$id', params: { id }, search: { goBackToRow: row } });
  };
  return <OwnCarsPage search={search} onSearch={onSearch} onReset={onReset} onOpen={onOpen} slots={ownCarsSlots} />;
}
