import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CASE_LIST_DEFAULTS, caseListSearchSchema, caseSearchQuery } from '@/features/cases/api/case-search.ts';
import { CaseListPage, type CaseListPatch } from '@/features/cases/components/case-list-page.tsx';
import { caseListSlots } from './-slots.tsx';

/** /Cases/CaseList (spec part 2 §2): the grid's state (scope, search, sort, page) is the URL's search. */
export const Route = createFileRoute('/_app/Cases/CaseList')({
  validateSearch: caseListSearchSchema,
  // Default values stay out of the URL, so a link to the list and the list as it opens have the same address.
  search: { middlewares: [stripSearchParams(CASE_LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(caseSearchQuery(deps)),
  component: CaseListRoute,
});

function CaseListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = (patch: CaseListPatch): void => {
    void navigate({ search: (previous) => ({ ...previous, page: 1, ...patch }) });
  };
  const onOpen = (id: string): void => {
    void navigate({ to: '/Cases/Case/$id', params: { id } });
  };
  return <CaseListPage search={search} onSearch={onSearch} onOpen={onOpen} slots={caseListSlots} />;
}
