import { createFileRoute } from '@tanstack/react-router';
import { DealerPlatesPage } from '@/features/dealers/components/dealer-plates-page.tsx';
import { currentUserQuery } from '@/lib/current-user.ts';

/** /Organization/DealerPlates: the department's own plates for test drives. */
export const Route = createFileRoute('/_app/Organization/DealerPlates')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery),
  component: DealerPlatesRoute,
});

function DealerPlatesRoute() {
  const user = Route.useLoaderData();
  return <DealerPlatesPage dealerId={user.DealerId} />;
}
