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
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(blankCaseQuery(deps)),
  component: CreateCase,
});

function CreateCase() {
  const search = Route.useSearch();
  const { data } = useSuspenseQuery(blankCaseQuery(search));
  return <CasePage key={`new:${search.carId ?? ''}:${search.customerId ?? ''}:${search.financeOfferId ?? ''}`} model={data} slots={casePageSlots} />;
}
