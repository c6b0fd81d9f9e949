import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  VARIANT_REQUEST_LABELS,
  variantRequestSchema,
  type VariantRequestInput,
} from '../../../../../domain/catalogue/variant-request.ts';
import { SPECIFICATION_TYPES, VARIANT_REQUEST_REQUIRED, type VariantRequestField } from '../../../../../domain/catalogue/vehicle-data.ts';
import { ApiError } from '@/lib/api.ts';
import { requestVariant } from '../api/request-variant.ts';

/** What the form is opened with: the specification search's selection and the car looked up, where known. */
export type VariantRequestDraft = Partial<Record<VariantRequestField, string | number | null>>;

export interface RequestVariantModalProps {
  opened: boolean;
  onClose(): void;
  initial?: VariantRequestDraft;
}

type FormValues = Record<VariantRequestField, string | number>;

const NUMBER_FIELDS = new Set<VariantRequestField>([
  'Year',
  'Effect',
  'Doors',
  'MileagePerLiter',
  'PriceFromNew',
  'NettoWeight',
  'TotalWeight',
  'TrailerWeight',
  'Acceleration',
  'MaxSpeed',
]);
const REQUIRED = new Set<VariantRequestField>(VARIANT_REQUEST_REQUIRED);
const FIELDS = Object.keys(VARIANT_REQUEST_LABELS) as VariantRequestField[];
const FUELS = ['Benzin', 'Diesel', 'El', 'Hybrid', 'Plug-in hybrid'];
const GEARS = ['Automatisk', 'Manuel'];

const blankOf = (initial: VariantRequestDraft): FormValues =>
  Object.fromEntries(FIELDS.map((field) => [field, initial[field] ?? ''])) as FormValues;

/** The form's values as the request: an empty number is missing when required, else null; an empty plate is null. */
const requestOf = (values: FormValues): VariantRequestInput =>
  Object.fromEntries(
    FIELDS.map((field) => {
      const value = values[field];
      if (value !== '') return [field, value];
      if (NUMBER_FIELDS.has(field)) return [field, REQUIRED.has(field) ? undefined : null];
      return [field, field === 'RegistrationNumber' ? null : ''];
    }),
  ) as VariantRequestInput;

/**
 * Request a new variant (spec part 1 §2, §3 "New-variant request", §5): when the catalogue lacks the car, the dealer
 * describes it for the provider. Car type, make, year, model, engine, effect, propellant, variant, doors, gear and km
 * per litre are required, checked with the server's own rules; a sent request says 'Besked er sendt til {product}.'.
 */
export function RequestVariantModal({ opened, onClose, initial = {} }: RequestVariantModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Anmod om ny variant" size="lg" zIndex={300}>
      {opened && <RequestVariant onClose={onClose} initial={initial} />}
    </Modal>
  );
}

function RequestVariant({ onClose, initial }: { onClose(): void; initial: VariantRequestDraft }) {
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: blankOf(initial),
    validate: (values) => {
      const parsed = variantRequestSchema.safeParse(requestOf(values));
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    },
    validateInputOnBlur: true,
  });
  const send = useMutation({
    mutationFn: requestVariant,
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.Message });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.field && FIELDS.includes(error.field as VariantRequestField)) {
        form.setFieldError(error.field, error.message);
      }
      notifications.show({ color: 'red', message: error instanceof ApiError ? error.message : 'Beskeden kunne ikke sendes. Prøv igen senere.' });
    },
  });

  const label = (field: VariantRequestField) => VARIANT_REQUEST_LABELS[field];
  const text = (field: VariantRequestField, maxLength: number) => (
    <TextInput label={label(field)} withAsterisk={REQUIRED.has(field)} maxLength={maxLength} {...form.getInputProps(field)} />
  );
  const figure = (field: VariantRequestField, options: { decimals?: boolean; thousands?: boolean } = {}) => (
    <NumberInput
      label={label(field)}
      withAsterisk={REQUIRED.has(field)}
      allowNegative={false}
      allowDecimal={options.decimals ?? false}
      decimalSeparator=","
      thousandSeparator={options.thousands ? '.' : undefined}
      hideControls
      {...form.getInputProps(field)}
    />
  );
  const choice = (field: VariantRequestField, data: readonly string[]) => (
    <Select
      label={label(field)}
      withAsterisk={REQUIRED.has(field)}
      data={[...new Set([...data, ...(typeof form.values[field] === 'string' && form.values[field] ? [form.values[field]] : [])])]}
      comboboxProps={{ withinPortal: true, zIndex: 400 }}
      {...form.getInputProps(field)}
      onChange={(value) => form.setFieldValue(field, value ?? '')}
      value={form.values[field] === '' ? null : String(form.values[field])}
    />
  );

  return (
    <form noValidate onSubmit={form.onSubmit((values) => send.mutate(requestOf(values)))} data-testid="request-variant-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Beskriv bilen, så opretter vi varianten i modelkataloget. Felter med * skal udfyldes.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {choice('CarType', SPECIFICATION_TYPES)}
          {text('Make', 100)}
          {text('Model', 100)}
          {figure('Year')}
          {text('Variant', 200)}
          {text('Engine', 100)}
          {figure('Effect')}
          {choice('Propellant', FUELS)}
          {choice('Gear', GEARS)}
          {figure('Doors')}
          {figure('MileagePerLiter', { decimals: true })}
          {figure('PriceFromNew', { thousands: true })}
          {figure('NettoWeight', { thousands: true })}
          {figure('TotalWeight', { thousands: true })}
          {figure('TrailerWeight', { thousands: true })}
          {figure('Acceleration', { decimals: true })}
          {figure('MaxSpeed')}
          {text('RegistrationNumber', 20)}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuller
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
