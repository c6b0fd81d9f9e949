import { createFileRoute } from '@tanstack/react-router';
import { newUserQuery } from '@/features/users/api/get-new-user.ts';
import { InviteUserPage } from '@/features/users/components/invite-user-page.tsx';
import { searchRequiredParam, searchSchema } from '@/lib/search-params.ts';

/**
 * /Organization/User/CreateUser?dealerId={id} (spec part 1 §2): an administrator invites a user by e-mail; the invitee
 * activates the user at /Account/CreateUser.
 */
export const Route = createFileRoute('/_app/Organization/User/CreateUser')({
  validateSearch: searchSchema({ dealerId: searchRequiredParam('dealerId', /^\d{1,12}$/) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(newUserQuery(deps.dealerId)),
  component: InviteUserRoute,
});

function InviteUserRoute() {
  const { dealerId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const toUsers = () => void navigate({ to: '/Organization/Users/Edit', search: { id: dealerId } });
  return <InviteUserPage dealerId={dealerId} onSent={toUsers} onCancel={toUsers} />;
}
