import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { caseQuery } from '@/features/cases/api/get-case.ts';
import { CasePage } from '@/features/cases/components/case-page.tsx';
import { RecordHistory } from '@/features/history/components/record-history.tsx';
import { casePageSlots } from '../-slots.tsx';

/** /Cases/Case/{id}: a case (spec part 2 §2), the tab in the URL hash; its history below it. */
export const Route = createFileRoute('/_app/Cases/Case/$id')({
  loader: async ({ context, params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
    await context.queryClient.ensureQueryData(caseQuery(params.id));
  },
  component: ExistingCase,
});

function ExistingCase() {
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(caseQuery(id));
  return (
    <>
      <CasePage key={id} model={data} slots={casePageSlots} />
      <RecordHistory record="case" id={id} version={data.Version} />
    </>
  );
}
