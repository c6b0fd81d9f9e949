import { Button, Card, Group, Loader, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBook, IconMotorbike } from '@tabler/icons-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import {
  editableFields,
  salesItemErrors,
  salesItemOfCatalogueVariant,
  SPECIFIED_FUEL_TYPES,
  SPECIFIED_VEHICLE_TYPES,
  vehicleTypeLabel,
  type SalesItemField,
} from '../../../../../../domain/cases/sales-item.ts';
import { formatKr, formatNumber, toClientDate } from '../../../../../../domain/format.ts';
import type { CatalogueVariant } from '../../../../../../domain/catalogue/model-catalogue.ts';
import type { SalesItem } from '../../../../../../events/cases.ts';
import { ApiError } from '@/lib/api.ts';
import { salesItemOfCar } from '../../api/new-case.ts';
import type { CaseModel, OwnCar } from '../../api/types.ts';
import { CarPicker } from '../car-picker.tsx';
import { DateTextInput } from '@/components/date-text-input.tsx';
import { RemoveCarButton } from './car/remove-car.tsx';
import { SpecifiedVehicleModal } from './car/specified-vehicle-modal.tsx';
import { VehicleInformationFields } from './car/vehicle-information.tsx';

export interface CarTabProps {
  value: SalesItem | null;
  onChange: (next: SalesItem | null) => void;
  model: CaseModel;
  readOnly: boolean;
  showErrors: boolean;
  /** The model catalogue's picker (its own feature), composed in by the route. */
  CatalogueModal: ComponentType<CatalogueSlotProps>;
  /** Whether the user's role may search the stock of all departments. */
  allDepartments?: boolean;
  /** The vehicle-data buttons (its own feature), composed in by the route; a chosen specification replaces the car. */
  VehicleTools?: ComponentType<CarVehicleToolsSlotProps>;
}

/** What the car tab gives the vehicle-data buttons. */
export interface CarVehicleToolsSlotProps {
  item: SalesItem | null;
  readOnly: boolean;
  onPick: (item: SalesItem) => void;
}

/** What the car tab gives the model catalogue's picker. */
export interface CatalogueSlotProps {
  opened: boolean;
  onClose: () => void;
  onPick: (variant: CatalogueVariant) => void;
}

/** The case model carries `IsLocked` (a locking finance offer exists); a model without it is not locked. */
const isLocked = (model: CaseModel): boolean => (model as CaseModel & { IsLocked?: boolean }).IsLocked === true;

const hasVehicle = (item: SalesItem | null): item is SalesItem => Boolean(item && (item.Id || item.CarGuid || item.Title));

/**
 * The car tab (spec part 2 §2-§5): the vehicle of the case and how it is picked: a stock car (typeahead and 'Se alle'),
 * a car from the model catalogue, or a specified vehicle (motorcycle or caravan). Picking a vehicle replaces the
 * sales item (and with it the calculation); 'Fjern bil' removes it. The editable fields of a used or specified
 * vehicle are checked with the sales item's rules from `domain/`, the same the server uses.
 */
export function CarTab({ value, onChange, model, readOnly, showErrors, CatalogueModal, allDepartments = false, VehicleTools }: CarTabProps) {
  const [loading, setLoading] = useState(false);
  const [dialog, setDialog] = useState<'catalogue' | 'specified' | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const errors = salesItemErrors(value);

  const pickVehicle = (item: SalesItem): void => {
    setTouched(new Set());
    onChange(item);
  };

  const pickStockCar = (car: OwnCar): void => {
    setLoading(true);
    // The server makes the sales item of the stock car, as when a case is created from the car.
    salesItemOfCar(String(car.Id))
      .then((item) => item && pickVehicle(item))
      .catch((error: unknown) =>
        notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError ? error.message : 'Bilen kunne ikke hentes.' }),
      )
      .finally(() => setLoading(false));
  };

  return (
    <Stack gap="md" maw={900}>
      <Card withBorder padding="md">
        <Group justify="space-between" mb="xs">
          <Text fw={600}>Bil</Text>
          {loading && <Loader size="xs" aria-label="Henter bilen..." />}
        </Group>
        {hasVehicle(value) ? (
          <SalesItemFields
            item={value}
            readOnly={readOnly}
            errorOf={(field) => (showErrors || touched.has(field) ? errors[field] : undefined)}
            onTouch={(field) => setTouched((current) => new Set(current).add(field))}
            onChange={onChange}
          />
        ) : (
          <Text c="dimmed">Der er ikke valgt en bil.</Text>
        )}
        {VehicleTools && (
          <Group mt="sm">
            <VehicleTools item={hasVehicle(value) ? value : null} readOnly={readOnly || loading} onPick={pickVehicle} />
          </Group>
        )}
      </Card>

      {hasVehicle(value) && (
        <VehicleInformationFields
          item={value}
          readOnly={readOnly}
          errorOf={(field) => (showErrors || touched.has(field) ? errors[field] : undefined)}
          onTouch={(field) => setTouched((current) => new Set(current).add(field))}
          onChange={onChange}
        />
      )}

      {!readOnly && (
        <Card withBorder padding="md">
          <Stack gap="sm">
            <Text fw={600}>{hasVehicle(value) ? 'Skift bil' : 'Vælg bil'}</Text>
            <CarPicker onPick={pickStockCar} disabled={loading} allDepartments={allDepartments} />
            <Group gap="xs">
              <Button variant="default" leftSection={<IconBook size={16} />} onClick={() => setDialog('catalogue')}>
                Vælg fra modelkatalog
              </Button>
              <Button variant="default" leftSection={<IconMotorbike size={16} />} onClick={() => setDialog('specified')}>
                Specificeret køretøj
              </Button>
              {hasVehicle(value) && <RemoveCarButton isLocked={isLocked(model)} disabled={loading} onRemove={() => onChange(null)} />}
            </Group>
          </Stack>
        </Card>
      )}

      <CatalogueModal opened={dialog === 'catalogue'} onClose={() => setDialog(null)} onPick={(variant) => pickVehicle(salesItemOfCatalogueVariant(variant))} />
      <SpecifiedVehicleModal opened={dialog === 'specified'} onClose={() => setDialog(null)} onPick={pickVehicle} />
    </Stack>
  );
}

function Shown({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value === null || value === undefined || value === '' ? '–' : value}</Text>
    </Stack>
  );
}

interface FieldsProps {
  item: SalesItem;
  readOnly: boolean;
  errorOf: (field: SalesItemField) => string | undefined;
  onTouch: (field: SalesItemField) => void;
  onChange: (next: SalesItem) => void;
}

const LABELS: Record<SalesItemField, string> = {
  Make: 'Mærke',
  Model: 'Model',
  Variant: 'Variant',
  VehicleType: 'Køretøjstype',
  FuelType: 'Drivmiddel',
  ModelYear: 'Årgang',
  RegistrationNumber: 'Reg.nr.',
  ChassisNumber: 'Stelnr.',
  VehicleNumber: 'Vognnr.',
  RegistrationDate: '1. registrering',
  Mileage: 'Km',
  Color: 'Farve',
  Comment: 'Bemærkning',
};

/** The sales item's fields: shown, and editable where the vehicle allows it (spec part 2 §3 "Sales item", §5). */
function SalesItemFields({ item, readOnly, errorOf, onTouch, onChange }: FieldsProps) {
  const editable = readOnly ? new Set<SalesItemField>() : editableFields(item);
  const set = <K extends SalesItemField>(field: K, next: SalesItem[K]): void => {
    const changed = { ...item, [field]: next };
    // A specified vehicle's title follows its make, model and variant.
    if (item.IsSpecifiedVehicle && (field === 'Make' || field === 'Model' || field === 'Variant')) {
      changed.Title = [changed.Make, changed.Model, changed.Variant].filter((part) => part?.trim()).join(' ');
    }
    onChange(changed);
  };
  const text = (field: 'Make' | 'Model' | 'Variant' | 'RegistrationNumber' | 'ChassisNumber' | 'VehicleNumber' | 'Color', maxLength: number) =>
    editable.has(field) ? (
      <TextInput
        label={LABELS[field]}
        value={item[field] ?? ''}
        maxLength={maxLength}
        error={errorOf(field)}
        onChange={(event) => set(field, event.currentTarget.value === '' ? null : event.currentTarget.value)}
        onBlur={() => onTouch(field)}
      />
    ) : (
      <Shown label={LABELS[field]} value={item[field]} />
    );
  const whole = (field: 'ModelYear' | 'Mileage', options: { max: number; thousands?: boolean }) =>
    editable.has(field) ? (
      <NumberInput
        label={LABELS[field]}
        value={item[field] ?? ''}
        allowDecimal={false}
        allowNegative={false}
        max={options.max}
        thousandSeparator={options.thousands ? '.' : undefined}
        decimalSeparator=","
        hideControls
        error={errorOf(field)}
        onChange={(next) => set(field, typeof next === 'number' ? next : null)}
        onBlur={() => onTouch(field)}
      />
    ) : (
      <Shown label={LABELS[field]} value={item[field] === null || item[field] === undefined ? null : field === 'Mileage' ? formatNumber(item[field]) : item[field]} />
    );

  return (
    <Stack gap="sm">
      <Text data-testid="case-car" fw={500}>
        {item.Title}
        {item.IsFactoryNew ? ' (fabriksny)' : ''}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {text('Make', 100)}
        {text('Model', 100)}
        {text('Variant', 200)}
        {editable.has('VehicleType') ? (
          <Select
            label={LABELS.VehicleType}
            data={Object.entries(SPECIFIED_VEHICLE_TYPES).map(([id, label]) => ({ value: id, label }))}
            value={item.VehicleType === null || item.VehicleType === undefined ? null : String(item.VehicleType)}
            error={errorOf('VehicleType')}
            allowDeselect={false}
            onChange={(next) => set('VehicleType', next === null ? null : Number(next))}
          />
        ) : (
          <Shown label={LABELS.VehicleType} value={vehicleTypeLabel(item)} />
        )}
        {editable.has('FuelType') && item.VehicleType === 7 ? (
          <Select
            label={LABELS.FuelType}
            data={[...SPECIFIED_FUEL_TYPES]}
            value={item.FuelType ?? null}
            error={errorOf('FuelType')}
            onChange={(next) => set('FuelType', next)}
            onBlur={() => onTouch('FuelType')}
          />
        ) : (
          <Shown label={LABELS.FuelType} value={item.FuelType} />
        )}
        {whole('ModelYear', { max: 2050 })}
        {text('RegistrationNumber', 20)}
        {text('ChassisNumber', 30)}
        {text('VehicleNumber', 30)}
        {editable.has('RegistrationDate') ? (
          <DateTextInput
            label={LABELS.RegistrationDate}
            value={item.RegistrationDate}
            error={errorOf('RegistrationDate')}
            onChange={(next) => set('RegistrationDate', next)}
            onBlur={() => onTouch('RegistrationDate')}
          />
        ) : (
          <Shown label={LABELS.RegistrationDate} value={toClientDate(item.RegistrationDate)} />
        )}
        {whole('Mileage', { max: 100_000_000, thousands: true })}
        {text('Color', 50)}
        {item.ProductionPeriodYearStart ? (
          <Shown label="Produceret" value={`${item.ProductionPeriodYearStart}–${item.ProductionPeriodYearEnd ?? ''}`} />
        ) : null}
        <Shown
          label="Pris inkl. moms"
          value={item.SalesItemPriceWithVat === null || item.SalesItemPriceWithVat === undefined ? null : formatKr(item.SalesItemPriceWithVat)}
        />
      </SimpleGrid>
      {editable.has('Comment') ? (
        <Textarea
          label={LABELS.Comment}
          value={item.Comment ?? ''}
          maxLength={4_000}
          rows={3}
          onChange={(event) => set('Comment', event.currentTarget.value === '' ? null : event.currentTarget.value)}
        />
      ) : (
        <Shown label={LABELS.Comment} value={item.Comment} />
      )}
    </Stack>
  );
}
