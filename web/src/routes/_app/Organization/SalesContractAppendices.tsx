import { createFileRoute } from '@tanstack/react-router';
import { AppendicesPage } from '@/features/documents/components/appendices-page.tsx';
import { currentUserQuery } from '@/lib/current-user.ts';

/** /Organization/SalesContractAppendices: sales contract appendix management (spec part 1 §2). */
export const Route = createFileRoute('/_app/Organization/SalesContractAppendices')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery),
  component: AppendicesRoute,
});

function AppendicesRoute() {
  const user = Route.useLoaderData();
  return <AppendicesPage dealerId={user.DealerId} />;
}
