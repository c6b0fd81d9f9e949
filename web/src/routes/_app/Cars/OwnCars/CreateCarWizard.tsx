import { Alert, Anchor, Stack } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { searchOptionalParam, searchPatternParam, searchSchema } from '@/lib/search-params.ts';
import { notTransferableBecause } from '../../../../../../domain/cases/decider.ts';
import { createCarFromCase } from '@/features/cases/api/create-car-from-case.ts';
import { caseQuery, reloadCase } from '@/features/cases/api/get-case.ts';
import { CarPage } from '@/features/cars/components/car-page.tsx';
import { carFormOfCaseVehicle } from '@/features/cars/model/car-form.ts';

/**
 * /Cars/OwnCars/CreateCarWizard?caseId={id} (document 2 §2): a new stock car started from the vehicle the case sells,
 * saved with the case's transfer (TransferCaseDate). A case that cannot give its vehicle is refused with the reason
 * (the spec's 'Der er fejl i sagen. Ret fejlene før du kan oprette bilen.' for one with errors). Without a case it is a
 * blank new car.
 */
export const Route = createFileRoute('/_app/Cars/OwnCars/CreateCarWizard')({
  validateSearch: searchSchema({ caseId: searchOptionalParam(searchPatternParam(/^\d+$/)) }),
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
  const queryClient = useQueryClient();
  const backToCase = (
    // In the text's own colour, underlined: the link colour on the notice's light blue is too faint to read (WCAG AA).
    <Anchor c="inherit" underline="always" renderRoot={(props) => <Link {...props} to="/Cases/Case/$id" params={{ id: caseId }} />}>
      sag {caseId}
    </Anchor>
  );
  const refused = notTransferableBecause(data, data.TransferCaseDate);
  if (refused) {
    return (
      <Stack gap="sm">
        <Alert color="red" title="Bilen kan ikke oprettes" data-testid="create-car-refused">
          {refused}
        </Alert>
        <div>Tilbage til {backToCase}.</div>
      </Stack>
    );
  }
  return (
    <CarPage
      key={caseId}
      car={null}
      initial={carFormOfCaseVehicle(data.SalesItem)}
      create={async (input) => {
        const reply = await createCarFromCase(caseId, input);
        // The case now counts as transferred: kept as the server has it from the transfer on, so that going back to
        // it shows the transfer even while its read model catches up.
        await reloadCase(queryClient, caseId, reply.version);
        return reply.data.Id;
      }}
      startedFrom={<>Bilen er udfyldt med køretøjet fra {backToCase}. Ret og gem den som ny bil.</>}
    />
  );
}
