import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { customerCarErrors, customerCarSchema, customerCarTitle, toCustomerCarData } from '../../../../../../domain/customer-cars/customer-car.ts';
import { CustomerCarMessages } from '../../../../../../domain/customer-cars/messages.ts';
import { SwapCarVehicleTools } from '@/features/catalogue/components/swap-car-vehicle-tools.tsx';
import { customerCarKeys, customerCarsQuery, useSaveCustomerCar, type CustomerCarRow } from '@/features/customer-cars/api/customer-cars.ts';
import { CarFields } from '@/features/customer-cars/components/car-fields.tsx';
import { withSpecification } from '@/features/customer-cars/components/swap-car-tab.tsx';
import { blankCarForm, carFormOf, type CarForm } from '@/features/customer-cars/model/car-form.ts';
import type { CustomerCarsTabProps } from '@/features/customers/components/customer-page/customer-page.tsx';
import { ApiError } from '@/lib/api.ts';
import { isConflict, offerReload } from '@/lib/conflict.ts';

const NEW_CAR = 'new';

/**
 * The customer page's 'Byttebil' tab (spec part 1 §2, §3 "Customer car", §5): the customer's cars, each edited with the
 * case's swap car form and vehicle tools, and a new car once the customer is saved. It is the customer's own car, not
 * a case's swap car: no swap price or bids here.
 */
export function CustomerCarsTab({ customerId, readOnly, onStateChange }: CustomerCarsTabProps) {
  const queryClient = useQueryClient();
  const cars = useQuery({ ...customerCarsQuery(customerId ?? ''), enabled: customerId !== null });
  const shown = useMemo(() => (cars.data ?? []).filter((car) => !car.Deleted), [cars.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  // The car being edited, kept apart from the list so that edits survive a refetch.
  const [draft, setDraft] = useState<CarForm | null>(null);
  const [editedVersion, setEditedVersion] = useState<string | undefined>(undefined);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: string; message: string } | null>(null);
  const saveCar = useSaveCustomerCar();

  // The first car is shown until another is chosen.
  const current = shown.find((car) => car.Id === chosen) ?? (chosen === null ? shown[0] : undefined);
  const form: CarForm | null = draft ?? (current ? carFormOf(current) : null);
  const errors = useMemo(() => (form ? customerCarErrors(form) : {}), [form]);
  const unsaved = draft !== null;
  const valid = Object.keys(errors).length === 0;
  useEffect(() => onStateChange({ unsaved, valid }), [onStateChange, unsaved, valid]);

  if (customerId === null) {
    return <Alert color="yellow">{CustomerCarMessages.customerNotSaved}</Alert>;
  }

  const errorOf = (path: string): string | undefined => {
    if (serverError?.field === path) return serverError.message;
    return submitted || touched.has(path) ? errors[path] : undefined;
  };
  const reset = (): void => {
    setDraft(null);
    setTouched(new Set());
    setSubmitted(false);
    setServerError(null);
  };
  const edit = (next: CarForm): void => {
    if (draft === null) setEditedVersion(current?.Version === undefined ? undefined : String(current.Version));
    setDraft(next);
    setServerError(null);
  };
  const choose = (choice: string | null): void => {
    reset();
    if (choice === NEW_CAR) {
      setEditedVersion(undefined);
      setDraft(blankCarForm(customerId));
      return;
    }
    setChosen(choice);
  };

  const save = (): void => {
    if (!form || saveCar.isPending) return;
    setSubmitted(true);
    setServerError(null);
    const parsed = customerCarSchema.safeParse(form);
    if (!parsed.success) {
      notifications.show({ color: 'red', message: CustomerCarMessages.hasErrors });
      return;
    }
    const isNew = !parsed.data.Id;
    saveCar.mutate(
      { car: parsed.data, ifMatch: isNew ? undefined : editedVersion },
      {
        onSuccess: ({ data: id, version }) => {
          const data = toCustomerCarData(parsed.data, customerId);
          const saved: CustomerCarRow = {
            ...data,
            Id: id,
            DealerId: current?.DealerId ?? '',
            Title: customerCarTitle(data),
            ...(version === undefined ? {} : { Version: Number(version) }),
          };
          // The list may lag behind the save: show the saved car at once.
          queryClient.setQueryData<CustomerCarRow[]>(customerCarKeys.ofCustomer(customerId), (list = []) => [saved, ...list.filter((car) => car.Id !== id)]);
          reset();
          setChosen(id);
          notifications.show({ color: 'green', message: 'Byttebilen er gemt' });
        },
        onError: (error) => {
          if (isConflict(error) && !isNew) {
            offerReload({ title: CustomerCarMessages.changedByOtherTitle, message: CustomerCarMessages.changedByOther, reload: CustomerCarMessages.reload }, () => {
              reset();
              void queryClient.refetchQueries({ queryKey: customerCarKeys.ofCustomer(customerId) });
            });
          } else if (error instanceof ApiError && error.status === 400 && error.field) {
            setServerError({ field: error.field, message: error.message });
            notifications.show({ color: 'red', message: error.message });
          } else if (error instanceof ApiError && error.status < 500 && error.status !== 0) {
            notifications.show({ color: 'red', title: CustomerCarMessages.saveFailedTitle, message: error.message });
          } else {
            notifications.show({ color: 'red', title: CustomerCarMessages.saveFailedTitle, message: CustomerCarMessages.saveFailed });
          }
        },
      },
    );
  };

  const options = shown.map((car) => ({ value: car.Id, label: [car.Title, car.RegistrationNumber].filter(Boolean).join(' - ') }));
  const isNewCar = draft !== null && !draft.Id;
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
        {unsaved && (
          <Button variant="subtle" onClick={reset}>
            Fortryd
          </Button>
        )}
      </Group>
      {cars.isError && <Alert color="red">{cars.error instanceof ApiError ? cars.error.message : 'Der skete en fejl. Prøv igen.'}</Alert>}
      {form && (
        <>
          <SwapCarVehicleTools
            numbers={{ ChassisNumber: form.ChassisNumber ?? '', RegistrationNumber: form.RegistrationNumber ?? '' }}
            carGuid={form.CarGuid ?? null}
            readOnly={readOnly}
            onSpecification={(pick) => edit(withSpecification(form, pick))}
            onAdoptNumbers={(numbers) => edit({ ...form, ...numbers })}
          />
          <CarFields form={form} onChange={edit} errorOf={errorOf} onTouched={(path) => setTouched((earlier) => new Set(earlier).add(path))} readOnly={readOnly} />
          {!readOnly && (
            <Group justify="flex-end">
              <Button onClick={save} loading={saveCar.isPending} disabled={draft === null}>
                Gem byttebil
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
