import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CAR_TYPES,
  FORMER_USES,
  FUEL_TYPES,
  isPassengerCar,
  isVan,
  NUMBER_OF_KEYS,
  SERVICE_BOOK,
  SEVERELY_DAMAGED,
  TAX_PAID,
  TIMING_BELT_REPLACED,
  TIMING_BELT_REPLACED_YES,
  withBeltFieldsCleared,
} from '../../../../../domain/customer-cars/customer-car.ts';
import { parseDateEntry } from '../../../../../domain/format.ts';
import { withCarType, type CarForm } from '../model/car-form.ts';
import { carColorsQuery } from '@/lib/car-colors.ts';

type Variant = CarForm['Variant'];
type TopField = Exclude<keyof CarForm, 'Variant'>;

interface FieldsProps {
  form: CarForm;
  onChange(next: CarForm): void;
  /** The message to show on a field ('Variant.ModelYear'), if any. */
  errorOf(path: string): string | undefined;
  onTouched(path: string): void;
  readOnly: boolean;
}

const options = (values: Record<number, string>) => Object.entries(values).map(([value, label]) => ({ value, label }));
const YES_NO = [
  { value: 'true', label: 'Ja' },
  { value: 'false', label: 'Nej' },
];
const VAT_OPTIONS = [
  { value: 'true', label: 'Momsfri' },
  { value: 'false', label: '+moms' },
];
const flagValue = (value: boolean | null | undefined): string | null => (value === null || value === undefined ? null : String(value));
const flagOf = (value: string | null): boolean | null => (value === null || value === '' ? null : value === 'true');
const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Every field of the swap car (spec part 1 §3 "Customer car", part 2 §3 "Swap car") with its enumeration selects. */
export function CarFields({ form, onChange, errorOf, onTouched, readOnly }: FieldsProps) {
  const set = <K extends TopField>(field: K, value: CarForm[K]) => onChange({ ...form, [field]: value });
  const setVariant = <K extends keyof Variant>(field: K, value: Variant[K]) => onChange({ ...form, Variant: { ...form.Variant, [field]: value } });
  const common = (path: string) => ({ error: errorOf(path), onBlur: () => onTouched(path), disabled: readOnly });

  const textField = (field: TopField, label: string) => (
    <TextInput label={label} value={asText(form[field])} onChange={(event) => set(field, event.currentTarget.value as never)} {...common(field)} />
  );
  // An amount in whole kroner, read the Danish way ('27.500'); the form keeps its digits as text.
  const kronerField = (field: 'LatestBid', label: string) => (
    <NumberInput
      label={label}
      value={/^\d+$/.test(asText(form[field])) ? Number(form[field]) : ''}
      thousandSeparator="."
      decimalSeparator=","
      allowDecimal={false}
      allowNegative={false}
      hideControls
      rightSection="kr."
      onChange={(next) => set(field, next === '' ? '' : String(next))}
      {...common(field)}
    />
  );
  // A typed date keeps its text until it is a date; then it is shown DD-MM-YYYY (entry accepts other separators).
  const dateField = (field: 'RegistrationDate' | 'InspectionDate' | 'TimingBeltReplacedAtMileageDate', label: string) => (
    <TextInput
      label={label}
      placeholder="dd-mm-åååå"
      value={asText(form[field])}
      onChange={(event) => set(field, event.currentTarget.value)}
      {...common(field)}
      onBlur={() => {
        const typed = asText(form[field]);
        const normalised = parseDateEntry(typed);
        if (normalised && normalised !== typed) set(field, normalised);
        onTouched(field);
      }}
    />
  );
  const choiceField = (field: TopField, label: string, values: Record<number, string>) => (
    <Select
      label={label}
      data={options(values)}
      value={asText(form[field]) || null}
      onChange={(value) => set(field, (value === null ? null : Number(value)) as never)}
      allowDeselect={false}
      {...common(field)}
    />
  );
  const flagField = (field: 'IsVatFree' | 'IsVatFreeCar' | 'ParticleFilter' | 'MileageWarranty', label: string, data = YES_NO) => (
    <Select
      label={label}
      data={data}
      value={flagValue(form[field])}
      onChange={(value) => set(field, flagOf(value))}
      clearable
      // Momsfri or +moms must be chosen for a van or a passenger car (spec part 1 §5).
      withAsterisk={field === 'IsVatFree' && (isVan(form.Variant) || isPassengerCar(form.Variant))}
      {...common(field)}
    />
  );
  const variantText = (field: 'Title' | 'Make' | 'Model' | 'Motor' | 'NumberOfDoors' | 'ModelYear' | 'ProductionPeriodYearStart' | 'ProductionPeriodYearEnd', label: string) => (
    <TextInput label={label} value={asText(form.Variant[field])} onChange={(event) => setVariant(field, event.currentTarget.value)} {...common(`Variant.${field}`)} />
  );
  const beltReplaced = form.TimingBeltReplaced === TIMING_BELT_REPLACED_YES;
  // The catalogue's colours are asked for when there is a colour to name or the list is opened, not for every car shown.
  const colorId = asText(form.CarColorId) || null;
  const [colorsWanted, setColorsWanted] = useState(false);
  const colors = useQuery({ ...carColorsQuery, enabled: colorsWanted || colorId !== null });

  return (
    <Stack gap="md">
      <Title order={2} size="h4">Bil</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {variantText('Title', 'Titel')}
        {variantText('Make', 'Mærke')}
        {variantText('Model', 'Model')}
        {variantText('Motor', 'Motor')}
        <Select
          label="Biltype"
          data={options(CAR_TYPES)}
          value={asText(form.Variant.Type) || null}
          onChange={(value) => onChange(withCarType(form, value === null ? null : Number(value)))}
          clearable
          {...common('Variant.Type')}
        />
        <Select
          label="Drivmiddel"
          data={options(FUEL_TYPES)}
          value={asText(form.Variant.FuelType) || null}
          onChange={(value) => setVariant('FuelType', value === null ? null : Number(value))}
          clearable
          {...common('Variant.FuelType')}
        />
        {variantText('ModelYear', 'Modelår')}
        {variantText('ProductionPeriodYearStart', 'Produceret fra (år)')}
        {variantText('ProductionPeriodYearEnd', 'Produceret til (år)')}
        {variantText('NumberOfDoors', 'Antal døre')}
        <Select
          label="Farve"
          data={(colors.data ?? []).map((color) => ({ value: String(color.Id), label: color.Name }))}
          value={colorId}
          onChange={(value) => set('CarColorId', value)}
          onDropdownOpen={() => setColorsWanted(true)}
          clearable
          comboboxProps={{ withinPortal: true }}
          {...common('CarColorId')}
        />
        <Checkbox label="Varebil" checked={Boolean(form.Variant.IsVan)} onChange={(event) => setVariant('IsVan', event.currentTarget.checked)} disabled={readOnly} mt="xl" />
        <Checkbox
          label="Personbil"
          checked={Boolean(form.Variant.IsPassengerCar)}
          onChange={(event) => setVariant('IsPassengerCar', event.currentTarget.checked)}
          disabled={readOnly}
          mt="xl"
        />
      </SimpleGrid>

      <Title order={2} size="h4">Stamdata</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {textField('RegistrationNumber', 'Reg. nr.')}
        {textField('ChassisNumber', 'Stelnummer')}
        {textField('VehicleNumber', 'Vognnummer')}
        {dateField('RegistrationDate', '1. registrering')}
        {dateField('InspectionDate', 'Synsdato')}
        {textField('Mileage', 'Km.')}
        {flagField('MileageWarranty', 'Km. garanti')}
        {choiceField('FormerUse', 'Tidligere anvendelse', FORMER_USES)}
        {choiceField('SeverelyDamaged', 'Alvorligt skadet', SEVERELY_DAMAGED)}
        {choiceField('TaxPaid', 'Afgift betalt', TAX_PAID)}
        {choiceField('ServiceBook', 'Servicebog', SERVICE_BOOK)}
        <Select
          label="Antal nøgler"
          data={NUMBER_OF_KEYS.map((keys) => String(keys))}
          value={asText(form.NumberOfKeys) || null}
          onChange={(value) => set('NumberOfKeys', value ?? '')}
          clearable
          {...common('NumberOfKeys')}
        />
        {flagField('ParticleFilter', 'Partikelfilter')}
        {flagField('IsVatFree', 'Moms', VAT_OPTIONS)}
        {flagField('IsVatFreeCar', 'Momsfri bil')}
        {textField('FinancedBy', 'Finansieret af')}
        {kronerField('LatestBid', 'Seneste bud')}
      </SimpleGrid>

      <Title order={2} size="h4">Tandrem</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Tandrem skiftet"
          data={options(TIMING_BELT_REPLACED)}
          value={asText(form.TimingBeltReplaced) || null}
          // Not replaced: the belt's mileage and date are cleared (spec part 2 §4).
          onChange={(value) => onChange(withBeltFieldsCleared({ ...form, TimingBeltReplaced: value === null ? 0 : Number(value) }))}
          allowDeselect={false}
          {...common('TimingBeltReplaced')}
        />
        {beltReplaced && textField('TimingBeltReplacedAtMileage', 'Skiftet ved km.')}
        {beltReplaced && dateField('TimingBeltReplacedAtMileageDate', 'Skiftet dato')}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Textarea label="Skader" rows={2} value={asText(form.Damages)} onChange={(event) => set('Damages', event.currentTarget.value)} {...common('Damages')} />
        <Textarea label="Kommentar" rows={2} value={asText(form.Comment)} onChange={(event) => set('Comment', event.currentTarget.value)} {...common('Comment')} />
      </SimpleGrid>
    </Stack>
  );
}
