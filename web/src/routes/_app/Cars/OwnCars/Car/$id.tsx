import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, useLocation } from '@tanstack/react-router';
import { searchIndexParam, searchSchema } from '@/lib/search-params.ts';
import { carDetailsQuery } from '@/features/cars/api/get-car-details.ts';
import { CarPage } from '@/features/cars/components/car-page.tsx';
import { RecordHistory } from '@/features/history/components/record-history.tsx';

/**
 * /Cars/OwnCars/Car/{id}?goBackToRow={row} (spec part 1 §2): the stock car, and the way back to its row of the list;
 * its history below it. The hash `#/selectadpackage` opens it to choose the ad package.
 */
export const Route = createFileRoute('/_app/Cars/OwnCars/Car/$id')({
  validateSearch: searchSchema({ goBackToRow: searchIndexParam(0) }),
  loader: async ({ context, params }) => {
    if (!/^\d+$/.test(params.id)) throw notFound();
    await context.queryClient.ensureQueryData(carDetailsQuery(params.id));
  },
  component: ExistingCar,
});

function ExistingCar() {
  const { id } = Route.useParams();
  const { goBackToRow } = Route.useSearch();
  const { data } = useSuspenseQuery(carDetailsQuery(id));
  const selectAdPackage = useLocation({ select: (location) => location.hash.replace(/^\//, '').toLowerCase() === 'selectadpackage' });
  // A newer version of the car (after a save or a reload) starts the form from it.
  return (
    <>
      <CarPage key={`${id}:${data.ETag ?? ""}`} car={data} goBackToRow={goBackToRow} selectAdPackage={selectAdPackage} />
      <RecordHistory record="car" id={id} version={data.ETag} />
    </>
  );
}
