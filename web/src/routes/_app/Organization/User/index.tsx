import { createFileRoute } from '@tanstack/react-router';
import { userByIdQuery } from '@/features/users/api/get-user-by-id.ts';
import { UserEditPage } from '@/features/users/components/user-edit-page.tsx';
import { searchOptionalParam, searchPatternParam, searchRequiredParam, searchSchema } from '@/lib/search-params.ts';

const userSearchSchema = searchSchema({
  id: searchRequiredParam('id', /^\d{1,12}$/),
  dealerId: searchOptionalParam(searchPatternParam(/^\d{1,12}$/)),
});

/** /Organization/User?id={id}&dealerId={dealerId} (spec part 1 §2): the admin user edit page. */
export const Route = createFileRoute('/_app/Organization/User/')({
  validateSearch: userSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(userByIdQuery(deps.id)),
  component: UserRoute,
});

function UserRoute() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  const toUsers = (dealerId: string) => void navigate({ to: '/Organization/Users/Edit', search: { id: dealerId } });
  return <UserEditPage userId={id} onDeleted={toUsers} onBack={toUsers} onLoggedInAs={() => void navigate({ to: '/' })} />;
}
