import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { blankCaseQuery } from '@/features/cases/api/new-case.ts';
import { newCaseSearchSchema } from '@/features/cases/api/new-case-search.ts';
import { CasePage } from '@/features/cases/components/case-page.tsx';
import { casePageSlots } from '../-slots.tsx';

/** /Cases/Case/CreateCase?carId= or ?customerId=: a new case from a stock car or a customer (spec part 1 §2). */
export const Route = createFileRoute('/_app/Cases/Case/CreateCase')({
  validateSearch: newCaseSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(blankCaseQuery(deps.carId, deps.customerId)),
  component: CreateCase,
});

function CreateCase() {
  const { carId, customerId } = Route.useSearch();
  const { data } = useSuspenseQuery(blankCaseQuery(carId, customerId));
  return <CasePage key={`new:${carId ?? ''}:${customerId ?? ''}`} model={data} slots={casePageSlots} />;
}
