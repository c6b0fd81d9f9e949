import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CustomerCarMessages } from '../../../../../../domain/customer-cars/messages.ts';
import { SwapCarVehicleTools } from '@/features/catalogue/components/swap-car-vehicle-tools.tsx';
import { CustomerCarNotDeleted, useDeleteCustomerCar } from '@/features/customer-cars/api/delete-customer-car.ts';
import { customerCarsQuery } from '@/features/customer-cars/api/get-customer-cars.ts';
import { customerCarKeys } from '@/features/customer-cars/api/keys.ts';
import { CarEditor } from '@/features/customer-cars/components/car-editor.tsx';
import { useSaveCustomerCarForm } from '@/features/customer-cars/hooks/use-save-customer-car-form.ts';
import { carLabel } from '@/features/customer-cars/model/car-form.ts';
import type { CustomerCarsTabProps } from '@/features/customers/components/customer-page/customer-page.tsx';
import { confirmAction } from '@/components/confirm.tsx';
import { ApiError } from '@/lib/api.ts';
import { currentUserQuery, mayCall } from '@/lib/current-user.ts';

const NEW_CAR = 'new';

/**
 * The customer page's 'Byttebil' tab (spec part 1 §2, §3 "Customer car", §5): the customer's cars, each edited with the
 * case's swap car form and vehicle tools, a new car once the customer is saved, and deleting the car shown (spec part 1
 * §7, §8) for those whose role may. It is the customer's own car, not a case's swap car: no swap price or bids here.
 */
export function CustomerCarsTab({ customerId, readOnly, onStateChange }: CustomerCarsTabProps) {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const queryClient = useQueryClient();
  const cars = useQuery({ ...customerCarsQuery(customerId ?? ''), enabled: customerId !== null });
  const deleteCar = useDeleteCustomerCar();
  const shown = useMemo(() => (cars.data ?? []).filter((car) => !car.Deleted), [cars.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  // The first car is shown until another is chosen.
  const current = shown.find((car) => car.Id === chosen) ?? (chosen === null ? shown[0] : undefined);
  const editor = useSaveCustomerCarForm({
    customerId,
    current,
    dealerId: current?.DealerId,
    onStateChange,
    onSaved: (id) => setChosen(id),
  });

  if (customerId === null) {
    return <Alert color="yellow">{CustomerCarMessages.customerNotSaved}</Alert>;
  }

  const choose = (choice: string | null): void => {
    if (choice === NEW_CAR) {
      editor.startNew();
      return;
    }
    editor.reset();
    setChosen(choice);
  };

  const remove = async (car: NonNullable<typeof current>): Promise<void> => {
    if (!(await confirmAction(CustomerCarMessages.deleteTitle, CustomerCarMessages.deleteConfirm(carLabel(car)), { danger: true }))) return;
    try {
      await deleteCar.mutateAsync(car.Id);
    } catch (error) {
      // Spec part 1 §8: an error notification, with the server's ErrorMessage when it gives one.
      const told = error instanceof CustomerCarNotDeleted || (error instanceof ApiError && error.status >= 400 && error.status < 500);
      notifications.show({ color: 'red', title: 'Der skete en fejl...', message: told ? (error as Error).message : CustomerCarMessages.deleteFailed });
      return;
    }
    editor.reset();
    setChosen(null);
    // The list of cars is a read model a moment behind the delete: the car leaves the cached list at once, and the list
    // is read anew only when next needed, so that it cannot come back from a read made before the delete was projected.
    queryClient.setQueryData<typeof cars.data>(customerCarKeys.ofCustomer(customerId), (earlier) => earlier?.filter((listed) => listed.Id !== car.Id));
    await queryClient.invalidateQueries({ queryKey: customerCarKeys.ofCustomer(customerId), refetchType: 'none' });
    notifications.show({ color: 'green', message: CustomerCarMessages.deleted });
  };

  const mayDelete = !readOnly && mayCall(user, 'POST', '/api/car/deletecustomercar');
  const options = shown.map((car) => ({ value: car.Id, label: carLabel(car) }));
  const isNewCar = editor.draft !== null && !editor.draft.Id;
  return (
    <Stack gap="lg" data-testid="customer-cars-tab">
      <Group align="flex-end">
        <Select
          label="Kundens biler"
          data={options}
          value={isNewCar ? null : (current?.Id ?? null)}
          placeholder={isNewCar ? 'Ny byttebil' : shown.length === 0 ? 'Kunden har ingen biler' : undefined}
          onChange={choose}
          disabled={cars.isPending || shown.length === 0}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          w={360}
        />
        {!readOnly && (
          <Button variant="default" onClick={() => choose(NEW_CAR)} disabled={isNewCar}>
            Opret ny byttebil
          </Button>
        )}
        {mayDelete && current && !isNewCar && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => void remove(current)}
            loading={deleteCar.isPending}
            disabled={editor.saving}
          >
            Slet kundebil
          </Button>
        )}
        {editor.unsaved && (
          <Button variant="subtle" onClick={editor.reset}>
            Fortryd
          </Button>
        )}
      </Group>
      {cars.isError && <Alert color="red">{cars.error instanceof ApiError ? cars.error.message : 'Der skete en fejl. Prøv igen.'}</Alert>}
      <CarEditor editor={editor} readOnly={readOnly} VehicleTools={SwapCarVehicleTools} />
    </Stack>
  );
}
