import { createFileRoute } from '@tanstack/react-router';
import { DepartmentSelect } from '@/features/dealers/components/department-select.tsx';
import { FunctionsTab } from '@/features/dealers/components/functions-tab.tsx';
import { UsersAdministrationPage, type UsersAdministrationTab } from '@/features/users/components/users-administration-page.tsx';
import { currentUserQuery } from '@/lib/current-user.ts';
import { searchOptionalParam, searchPatternParam, searchSchema, searchTextParam } from '@/lib/search-params.ts';

const usersSearchSchema = searchSchema({
  /** The department; the administrator's own when absent (the menu's link). */
  id: searchOptionalParam(searchPatternParam(/^\d{1,12}$/)),
  freeText: searchOptionalParam(searchTextParam),
  tab: (value: unknown) => (value === 'users' || value === 'functions' ? value : undefined),
});

/** /Organization/Users/Edit?id={dealerId}&freeText= (spec part 1 §2): user administration of a department. */
export const Route = createFileRoute('/_app/Organization/Users/Edit')({
  validateSearch: usersSearchSchema,
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery),
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const user = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const dealerId = search.id ?? user.DealerId;
  const change = (patch: { id?: string; freeText?: string; tab?: UsersAdministrationTab }) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch, freeText: (patch.freeText ?? previous.freeText) || undefined }), replace: true });
  return (
    <UsersAdministrationPage
      dealerId={dealerId}
      freeText={search.freeText ?? ''}
      tab={search.tab ?? 'users'}
      onChange={change}
      onEdit={(id) => void navigate({ to: '/Organization/User', search: { id, dealerId } })}
      onCreate={() => void navigate({ to: '/Organization/User/CreateUser', search: { dealerId } })}
      onLoggedInAs={() => void navigate({ to: '/' })}
      departmentSelect={<DepartmentSelect dealerId={dealerId} onChange={(id) => change({ id, freeText: '' })} />}
      functionsTab={<FunctionsTab dealerId={dealerId} />}
    />
  );
}
