import { Alert, Anchor, Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconArrowsExchange, IconCash, IconDeviceFloppy, IconLock, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { CAR_STATUSES, CAR_TYPES, CHASSIS_TYPES, FUEL_TYPE_LABELS, GEAR_TYPE_LABELS, type CarInput } from '../../../../../domain/cars/car.ts';
import { CarMessages } from '../../../../../domain/cars/messages.ts';
import { formatDateTime } from '../../../../../domain/format.ts';
import { FUEL_TYPES, GEAR_TYPES } from '../../../../../events/cars.ts';
import { confirmAction, confirmLeavingUnsaved } from '@/components/confirm.tsx';
import { DateTextInput } from '@/components/date-text-input.tsx';
import { MoneyInput } from '@/components/money-input.tsx';
import { ApiError } from '@/lib/api.ts';
import { isConflict, offerReload } from '@/lib/conflict.ts';
import { currentUserQuery, mayCall } from '@/lib/current-user.ts';
import { activeUsersQuery } from '../api/active-users.ts';
import { createCar } from '../api/create-car.ts';
import { deleteCar } from '../api/delete-car.ts';
import { reloadCar } from '../api/get-car-details.ts';
import { saveCar } from '../api/save-car.ts';
import { ownCarKeys } from '../api/own-car-search.ts';
import type { CarDetails } from '../api/types.ts';
import { mayChangeCars } from '../model/permissions.ts';
import { blankCarForm, carFormErrors, carFormOf, carInputOf, type CarForm } from '../model/car-form.ts';
import { AdTypeChoice } from './own-cars/ad-type.tsx';
import { SellCarFlow } from './sell-car.tsx';
import { TransferCarModal } from './transfer-car.tsx';

export const CarPageMessages = {
  saved: 'Bilen er gemt',
  invalidTitle: 'Validering',
  invalid: 'Check at data er korrekte og prøv at gemme igen.',
  changedByOtherTitle: 'Bilen er ændret',
  changedByOther: 'Bilen er ændret af en anden bruger. Genindlæs bilen for at se ændringerne.',
  reload: 'Genindlæs bilen',
  deleteTitle: 'Slet bil',
  deleteConfirm: (title: string): string => `Er du sikker på, at du vil slette ${title}?`,
} as const;

const DROPDOWN = { withinPortal: true } as const;
const options = (labels: Record<string | number, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

const showError = (error: unknown): void => {
  notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError ? error.message : 'Der skete en fejl. Prøv igen.' });
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="sm" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          {children}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/**
 * The stock car page (spec part 1 §2 `/Cars/OwnCars/Car/{id}?goBackToRow=`, §3 "Car (details)", §5): every field,
 * validated by the domain's car schema with the spec's messages before it is sent; saved with the version shown as
 * If-Match (a 409 offers to reload); deleted after a confirmation; sold or transferred from here too. A car the car
 * API maintains is shown read-only with the lock message, as is every car to a role that does not edit cars. Without
 * a car it is the form of a new one.
 */
export function CarPage({
  car,
  goBackToRow,
  initial,
  startedFrom,
  selectAdPackage = false,
  create = async (input) => (await createCar(input)).data.Id,
}: {
  car: CarDetails | null;
  goBackToRow?: number;
  /** Opened to choose the ad package (`#/selectadpackage`): the ad type choice takes the focus. */
  selectAdPackage?: boolean;
  /** A new car's starting values (the case's vehicle), instead of a blank form. */
  initial?: CarForm;
  /** Where a new car's values came from, said above the form. */
  startedFrom?: ReactNode;
  /** How a new car is created: on its own, or from a case (which records its transfer with it). Answers the car's id. */
  create?: (input: CarInput) => Promise<string>;
}) {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locked = car !== null && (!car.CanEdit || car.LockedByCarApi === true);
  const editable = mayCall(user, 'POST', '/api/OwnCar/Save') && !locked;
  // Only those who may set the responsible read the department's users; the others see the car's responsible by name.
  const users = useQuery({ ...activeUsersQuery, enabled: mayCall(user, 'GET', '/api/user/getactiveconglomerateusers') });
  const form = useForm<CarForm>({
    mode: 'controlled',
    initialValues: car ? carFormOf(car) : (initial ?? blankCarForm()),
    validate: (values) => carFormErrors(values),
  });
  const leaving = useRef(false);
  const [action, setAction] = useState<'sell' | 'transfer' | null>(null);
  const sold = useRef(false);

  useBlocker({
    shouldBlockFn: async () => !leaving.current && form.isDirty() && !(await confirmLeavingUnsaved()),
    enableBeforeUnload: () => !leaving.current && form.isDirty(),
  });

  const backSearch = useMemo(() => (goBackToRow === undefined ? {} : { goToRow: goBackToRow }), [goBackToRow]);
  const backToList = useCallback(() => {
    leaving.current = true;
    void navigate({ to: '/Cars/OwnCars', search: backSearch });
  }, [navigate, backSearch]);

  const save = useMutation({
    mutationFn: async (values: CarForm) => {
      const input = carInputOf(values);
      if (car === null) return { created: await create(input), version: undefined };
      const reply = await saveCar(car.Id, input, car.ETag);
      return { created: undefined, version: reply.version };
    },
    onSuccess: async ({ created, version }, values) => {
      notifications.show({ color: 'green', message: CarPageMessages.saved });
      await queryClient.invalidateQueries({ queryKey: ownCarKeys.list, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: ownCarKeys.choices, refetchType: 'none' });
      if (created !== undefined) {
        leaving.current = true;
        void navigate({ to: '/Cars/OwnCars/Car/$id', params: { id: created }, replace: true });
        return;
      }
      form.resetDirty(values);
      if (car) await reloadCar(queryClient, car.Id, version);
    },
    onError: (error) => {
      if (isConflict(error) && car) {
        const id = car.Id;
        offerReload({ title: CarPageMessages.changedByOtherTitle, message: CarPageMessages.changedByOther, reload: CarPageMessages.reload }, () => {
          form.resetDirty();
          void reloadCar(queryClient, id, error.version).catch(showError);
        });
        return;
      }
      if (error instanceof ApiError && error.status === 400 && error.field) form.setFieldError(error.field.replace(/^Car\./, ''), error.message);
      showError(error);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteCar(id, car?.ETag),
    onSuccess: async (reply) => {
      notifications.show({ color: 'green', message: reply.data.Message });
      await queryClient.invalidateQueries({ queryKey: ownCarKeys.list });
      backToList();
    },
    onError: showError,
  });

  const submit = form.onSubmit(
    (values) => save.mutate(values),
    () => notifications.show({ color: 'red', title: CarPageMessages.invalidTitle, message: CarPageMessages.invalid }),
  );
  const title = car?.CarTitle || car?.Title || 'Ny bil';
  const candidates = (users.data ?? [])
    .filter((candidate) => candidate.DealerId === (car?.DealerId ?? user.DealerId))
    .map((candidate) => ({ value: candidate.Id, label: candidate.Name }));
  const responsibleId = form.values.ResponsibleUserId;
  const responsibleOptions =
    responsibleId && car?.ResponsibleUser && !candidates.some((option) => option.value === responsibleId)
      ? [...candidates, { value: responsibleId, label: car.ResponsibleUser.Name }]
      : candidates;
  const field = (name: keyof CarForm) => ({ ...form.getInputProps(name), disabled: !editable });
  const date = (name: 'RegistrationDate' | 'InStockSince', label: string) => (
    <DateTextInput
      label={label}
      value={form.values[name]}
      error={form.errors[name] as string | undefined}
      onChange={(next) => form.setFieldValue(name, next)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Anchor size="sm" renderRoot={(props) => <Link {...props} to="/Cars/OwnCars" search={backSearch} />}>
              <Group gap={4} component="span">
                <IconArrowLeft size={14} />
                Tilbage til listen
              </Group>
            </Anchor>
            <Title order={1} size="h2">
              {title}
            </Title>
            {car && (
              <Text size="sm" c="dimmed">
                Bil nr. {car.Id} · {car.StatusText} · {car.DaysInStock} lagerdage · {car.IsInternal ? 'Intern' : 'Ekstern'}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {car && !car.IsSold && !locked && mayChangeCars(user, 'sellCars') && (
              <Button variant="light" color="green" leftSection={<IconCash size={16} />} onClick={() => setAction('sell')}>
                Sælg bil
              </Button>
            )}
            {car && !car.IsSold && mayChangeCars(user, 'transferCars') && (
              <Button variant="light" leftSection={<IconArrowsExchange size={16} />} onClick={() => setAction('transfer')}>
                Overfør
              </Button>
            )}
            {car && editable && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={remove.isPending}
                onClick={() => void confirmAction(CarPageMessages.deleteTitle, CarPageMessages.deleteConfirm(title)).then((yes) => yes && remove.mutate(car.Id))}
              >
                Slet
              </Button>
            )}
            {editable && (
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
                {car ? 'Gem' : 'Opret bil'}
              </Button>
            )}
          </Group>
        </Group>
        {car === null && startedFrom && (
          <Alert color="blue" variant="light">
            {startedFrom}
          </Alert>
        )}
        {locked && (
          <Alert color="gray" icon={<IconLock size={18} />}>
            {CarMessages.locked}
          </Alert>
        )}
        {car && (
          <Card withBorder padding="sm">
            <AdTypeChoice
              carId={car.Id}
              adType={car.AdType}
              setByRule={car.AdTypeSetByRule ?? false}
              disabled={!editable || car.IsSold}
              onChanged={() => void queryClient.invalidateQueries({ queryKey: ownCarKeys.list, refetchType: 'none' })}
              focused={selectAdPackage}
            />
          </Card>
        )}
        <Section title="Bil">
          <TextInput label="Mærke" withAsterisk {...field('Make')} />
          <TextInput label="Model" withAsterisk {...field('Model')} />
          <TextInput label="Variant" {...field('Variant')} />
          <TextInput label="Motor" {...field('Motor')} />
          <Select label="Biltype" data={options(CAR_TYPES)} allowDeselect={false} comboboxProps={DROPDOWN} {...field('CarType')} />
          <Select label="Karrosseri" data={options(CHASSIS_TYPES)} clearable comboboxProps={DROPDOWN} {...field('ChassisType')} />
          <NumberInput label="Årgang" allowDecimal={false} allowNegative={false} {...field('ModelYear')} />
          {editable ? date('RegistrationDate', '1. registrering') : <TextInput label="1. registrering" disabled value={form.values.RegistrationDate ?? ''} />}
          <TextInput label="Farve" {...field('Color')} />
          <Select
            label="Drivmiddel"
            data={FUEL_TYPES.map((fuel) => ({ value: fuel, label: FUEL_TYPE_LABELS[fuel] }))}
            allowDeselect={false}
            comboboxProps={DROPDOWN}
            {...field('FuelType')}
          />
          <Select label="Gear" data={GEAR_TYPES.map((gear) => ({ value: gear, label: GEAR_TYPE_LABELS[gear] }))} clearable comboboxProps={DROPDOWN} {...field('GearType')} />
          <NumberInput label="Antal døre" allowDecimal={false} allowNegative={false} {...field('NumberOfDoors')} />
          <NumberInput label="Hk" allowDecimal={false} allowNegative={false} {...field('Effect')} />
          <NumberInput label="Km/l" decimalSeparator="," allowNegative={false} decimalScale={1} {...field('KmPerLiter')} />
          <NumberInput label="Km" thousandSeparator="." decimalSeparator="," allowDecimal={false} allowNegative={false} {...field('Mileage')} />
          <Checkbox label="Ny bil (ikke i modelkataloget)" mt="lg" {...form.getInputProps('IsNewNonDbi', { type: 'checkbox' })} disabled={!editable} />
        </Section>
        <Section title="Identifikation">
          <TextInput label="Reg.nr." {...field('RegistrationNumber')} />
          <TextInput label="Stelnr." {...field('ChassisNumber')} />
          <TextInput label="Vognnr." {...field('VehicleNumber')} />
        </Section>
        <Section title="Priser">
          <MoneyInput label="Kontantpris" {...field('CashPrice')} />
          <MoneyInput label="Detailpris" {...field('RetailPrice')} />
          <TextInput label="Prisbeskrivelse" {...field('RetailPriceDescription')} />
          <MoneyInput label="Pris uden afgift" {...field('PriceWithNoTax')} />
          <MoneyInput label="Engrospris" {...field('WholesalePrice')} />
          <MoneyInput label="Leasingydelse" {...field('LeasePayment')} />
          <MoneyInput label="Grøn ejerafgift" {...field('WeightTaxCosts')} />
          <MoneyInput label="Markedsværdi" {...field('MarketValue')} />
        </Section>
        <Section title="Lager">
          <Select label="Status" data={options(CAR_STATUSES)} allowDeselect={false} comboboxProps={DROPDOWN} {...field('Status')} />
          {editable ? date('InStockSince', 'På lager siden') : <TextInput label="På lager siden" disabled value={form.values.InStockSince ?? ''} />}
          <Select label="Ansvarlig" data={responsibleOptions} clearable searchable comboboxProps={DROPDOWN} {...field('ResponsibleUserId')} />
          <TextInput label="Egen annonce (URL)" placeholder="https://" {...field('ExternalUrl')} />
          <Checkbox label="Annoncen har video" mt="xs" {...form.getInputProps('HasVideo', { type: 'checkbox' })} disabled={!editable} />
          <Checkbox label="Annoncen har 360°-billeder" mt="xs" {...form.getInputProps('Has360Image', { type: 'checkbox' })} disabled={!editable} />
        </Section>
        <Card withBorder padding="sm" component="section" aria-label="Beskrivelse">
          <Stack gap="xs">
            <Title order={2} size="h5">
              Beskrivelse
            </Title>
            <Textarea label="Udstyr" rows={4} {...field('ExtraEquipmentText')} />
            <Textarea label="Variantbeskrivelse" rows={3} {...field('VariantDescription')} />
          </Stack>
        </Card>
        {car && (
          <Card withBorder padding="sm" component="section" aria-label="Forhandler">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              <Text size="sm">
                {car.DealerName}
                {car.DealerStreet ? `, ${car.DealerStreet}` : ''}
                {car.DealerZipCode ? `, ${car.DealerZipCode} ${car.DealerCity}` : ''}
              </Text>
              <Text size="sm">{[car.DealerPhone, car.DealerEmail].filter(Boolean).join(' · ')}</Text>
              <Text size="sm" c="dimmed">
                Oprettet {formatDateTime(car.CreatedDate)} · ændret {formatDateTime(car.ModifiedDate)}
              </Text>
              <Text size="sm" c="dimmed">
                {car.Pictures?.length ?? car.NumberOfPictures ?? 0} billeder
              </Text>
            </SimpleGrid>
          </Card>
        )}
      </Stack>
      {car && action === 'sell' && (
        <SellCarFlow
          user={user}
          car={{ Id: car.Id, Title: title, Price: car.RetailPrice }}
          onSold={() => {
            sold.current = true;
          }}
          onClose={() => {
            setAction(null);
            if (sold.current) void reloadCar(queryClient, car.Id).catch(showError);
          }}
        />
      )}
      {car && action === 'transfer' && <TransferCarModal car={{ Id: car.Id, Title: title }} onClose={() => setAction(null)} onTransferred={backToList} />}
    </form>
  );
}
