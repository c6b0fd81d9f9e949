import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { userByIdQuery } from '@/features/users/api/get-user-by-id.ts';
import { UserEditPage } from '@/features/users/components/user-edit-page.tsx';

const searchSchema = z.object({
  id: z.string().check(z.regex(/^\d{1,12}$/)),
  dealerId: z.catch(z.optional(z.string().check(z.regex(/^\d{1,12}$/))), undefined),
});

/** /Organization/User?id={id}&dealerId={dealerId} (spec part 1 §2): the admin user edit page. */
export const Route = createFileRoute('/_app/Organization/User/')({
  validateSearch: searchSchema,
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
