import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { MARKETPLACE_DEFAULTS, marketplaceSearchQuery, marketplaceSearchSchema, type MarketplacePatch } from '@/features/market/api/marketplace.ts';
import { MarketplacePage } from '@/features/market/components/marketplace-page.tsx';
import { ApiError } from '@/lib/api.ts';
import { currentUserQuery, mayCall } from '@/lib/current-user.ts';

/** What a user is told who opens the marketplace without the dealer's B2B marketplace function. */
const NO_MARKETPLACE = 'Din forhandler har ikke adgang til markedspladsen.';

/**
 * /Cars/Marketplace (spec part 1 §2 marketplace list): the cars for sale on the marketplaces; its state is the address.
 * Only for a dealer with the B2B marketplace function (§6): without it the page says so rather than fail on its search.
 */
export const Route = createFileRoute('/_app/Cars/Marketplace')({
  validateSearch: marketplaceSearchSchema,
  search: { middlewares: [stripSearchParams(MARKETPLACE_DEFAULTS)] },
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQuery);
    if (!mayCall(user, 'GET', '/api/marketplace/searchallmarketplace/')) throw new ApiError(403, NO_MARKETPLACE);
  },
  loaderDeps: ({ search }) => search,
  // A refused search (a created-from date typed into the address after its day) shows its message in the grid.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(marketplaceSearchQuery(deps)),
  component: MarketplaceRoute,
});

function MarketplaceRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (patch: MarketplacePatch): void => {
    void navigate({ search: { ...search, page: 1, ...patch } });
  };
  return <MarketplacePage search={search} onSearch={onSearch} />;
}
