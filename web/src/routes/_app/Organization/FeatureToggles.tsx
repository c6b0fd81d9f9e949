import { createFileRoute } from '@tanstack/react-router';
import { FeatureTogglesPage } from '@/features/dealers/components/feature-toggles-page.tsx';
import { currentUserQuery } from '@/lib/current-user.ts';

/** /Organization/FeatureToggles: the supplier's administrators switch a department's feature toggles. */
export const Route = createFileRoute('/_app/Organization/FeatureToggles')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery),
  component: FeatureTogglesRoute,
});

function FeatureTogglesRoute() {
  const user = Route.useLoaderData();
  return <FeatureTogglesPage ownDealerId={user.DealerId} />;
}
