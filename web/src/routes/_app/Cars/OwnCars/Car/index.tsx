import { createFileRoute } from '@tanstack/react-router';
import { CarPage } from '@/features/cars/components/car-page.tsx';

/** /Cars/OwnCars/Car: a new stock car, stored when it is first saved. */
export const Route = createFileRoute('/_app/Cars/OwnCars/Car/')({
  component: NewCar,
});

function NewCar() {
  return <CarPage car={null} />;
}
