import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { blankCaseQuery } from '@/features/cases/api/new-case.ts';
import { newCaseSearchSchema } from '@/features/cases/api/new-case-search.ts';
import { CasePage } from '@/features/cases/components/case-page.tsx';
import { casePageSlots } from '../-slots.tsx';

/** /Cases/Case: a new case, not stored until it is saved (spec part 2 §2; carId and customerId fill it in). */
export const Route = createFileRoute('/_app/Cases/Case/')({
  validateSearch: newCaseSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(blankCaseQuery(deps.carId, deps.customerId)),
  component: NewCase,
});

function NewCase() {
  const { carId, customerId } = Route.useSearch();
  const { data } = useSuspenseQuery(blankCaseQuery(carId, customerId));
  return <CasePage key={`new:${carId ?? ''}:${customerId ?? ''}`} model={data} slots={casePageSlots} />;
}
