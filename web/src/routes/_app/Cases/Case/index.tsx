import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { blankCaseQuery } from '@/features/cases/api/new-case.ts';
import { newCaseSearchSchema } from '@/features/cases/api/new-case-search.ts';
import { CasePage } from '@/features/cases/components/case-page.tsx';
import { casePageSlots } from '../-slots.tsx';

/** /Cases/Case: a new case, not stored until it is saved (spec part 2 §2; carId, customerId and financeOfferId fill it in). */
export const Route = createFileRoute('/_app/Cases/Case/')({
  validateSearch: newCaseSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(blankCaseQuery(deps)),
  component: NewCase,
});

function NewCase() {
  const search = Route.useSearch();
  const { data } = useSuspenseQuery(blankCaseQuery(search));
  return <CasePage key={`new:${search.carId ?? ''}:${search.customerId ?? ''}:${search.financeOfferId ?? ''}`} model={data} slots={casePageSlots} />;
}
