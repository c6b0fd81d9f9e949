import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod';
import { newUserQuery } from '@/features/administration/api/get-new-user.ts';
import { CreateUserPage } from '@/features/administration/components/create-user-page.tsx';

/** /Organization/User/CreateUser?dealerId={id} (spec part 1 §2): create user by invitation. */
export const Route = createFileRoute('/_app/Organization/User/CreateUser')({
  validateSearch: z.object({ dealerId: z.string().regex(/^\d{1,12}$/) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(newUserQuery(deps.dealerId)),
  component: CreateUserRoute,
});

function CreateUserRoute() {
  const { dealerId } = Route.useSearch();
  const navigate = Route.useNavigate();
  const toUsers = () => void navigate({ to: '/Organization/Users/Edit', search: { id: dealerId } });
  return <CreateUserPage dealerId={dealerId} onSent={toUsers} onCancel={toUsers} />;
}
