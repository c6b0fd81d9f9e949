import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { CAR_LIST_DEFAULTS, carListSearchQuery, carListSearchSchema, type CarListPatch } from '@/features/market/api/car-list.ts';
import { AllCarsPage } from '@/features/market/components/all-cars-page.tsx';
import { rememberCarListSearch, rememberedCarListSearch } from '@/features/market/model/remembered-search.ts';

/**
 * /Cars/CarList (spec part 1 §2): all cars on the market, also the price guide; its state is the address. Opened
 * without a Make it restores the last search of this browser tab.
 */
export const Route = createFileRoute('/_app/Cars/CarList')({
  validateSearch: carListSearchSchema,
  search: { middlewares: [stripSearchParams(CAR_LIST_DEFAULTS)] },
  beforeLoad: ({ search, cause }) => {
    if (cause !== 'enter' || search.Make) return;
    const remembered = rememberedCarListSearch();
    if (remembered?.Make) throw redirect({ to: '/Cars/CarList', search: remembered, replace: true });
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(carListSearchQuery(deps)),
  component: CarListRoute,
});

function CarListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (patch: CarListPatch): void => {
    const next = { ...search, page: 1, ...patch };
    rememberCarListSearch(next);
    void navigate({ search: next });
  };
  return <AllCarsPage search={search} onSearch={onSearch} />;
}
