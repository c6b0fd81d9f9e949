import { Anchor } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { z } from 'zod';
import { caseQuery } from '@/features/cases/api/get-case.ts';
import { CarPage } from '@/features/cars/components/car-page.tsx';
import { carFormOfCaseVehicle } from '@/features/cars/model/car-form.ts';

/**
 * /Cars/OwnCars/CreateCarWizard?caseId={id} (document 2 §2): a new stock car started from the vehicle the case sells
 * (a specified vehicle, for instance), saved as any new car. Without a case it is a blank new car.
 */
export const Route = createFileRoute('/_app/Cars/OwnCars/CreateCarWizard')({
  validateSearch: z.object({ caseId: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d+$/)).optional().catch(undefined) }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (deps.caseId) await context.queryClient.ensureQueryData(caseQuery(deps.caseId));
  },
  component: CreateCarWizard,
});

function CreateCarWizard() {
  const { caseId } = Route.useSearch();
  return caseId ? <FromCase caseId={caseId} /> : <CarPage car={null} />;
}

function FromCase({ caseId }: { caseId: string }) {
  const { data } = useSuspenseQuery(caseQuery(caseId));
  return (
    <CarPage
      key={caseId}
      car={null}
      initial={carFormOfCaseVehicle(data.SalesItem)}
      startedFrom={
        <>
          Bilen er udfyldt med køretøjet fra{' '}
          <Anchor renderRoot={(props) => <Link {...props} to="/Cases/Case/$id" params={{ id: caseId }} />}>sag {caseId}</Anchor>. Ret og gem den som ny bil.
        </>
      }
    />
  );
}
