import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { customerSearchQuery } from '@/features/customers/api/customer-list.ts';
import { CustomerListPage } from '@/features/customers/components/customer-list/customer-list-page.tsx';
import { CUSTOMER_LIST_DEFAULTS, customerListSearchSchema, type CustomerListPatch } from '@/features/customers/model/customer-list-search.ts';

/** /Customers/CustomerList (spec part 1 §2): the grid's state (scope, search, sort, page) is the URL's search. */
export const Route = createFileRoute('/_app/Customers/CustomerList')({
  validateSearch: customerListSearchSchema,
  // Default values stay out of the URL, so a link to the list and the list as it opens have the same address.
  search: { middlewares: [stripSearchParams(CUSTOMER_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(customerSearchQuery(deps)),
  component: CustomerListRoute,
});

function CustomerListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (patch: CustomerListPatch): void => {
    void navigate({ search: (previous) => ({ ...previous, page: 1, ...patch }) });
  };
  return (
    <CustomerListPage
      search={search}
      onSearch={onSearch}
      onOpen={(id) => void navigate({ to: '/Customers/Customer/$id', params: { id } })}
      onOpenCase={(id) => void navigate({ to: '/Cases/Case/$id', params: { id } })}
      onCreate={() => void navigate({ to: '/Customers/Customer/$id', params: { id: '0' } })}
    />
  );
}
