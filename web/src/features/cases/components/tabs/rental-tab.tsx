import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { rentalSchema, type RentalForm } from '../../../../../../domain/cases/rental.ts';
import type { CaseModel } from '../../api/types.ts';
import { EntryField, FlagField, TextField, useFieldErrors, type EntryKind } from './other-agreements/entry-fields.tsx';
import { ComputedPrices } from './rental/computed-prices.tsx';

export interface RentalTabProps {
  value: RentalForm | null;
  onChange(next: RentalForm): void;
  model: CaseModel;
  readOnly: boolean;
  showErrors: boolean;
}

type Field = keyof RentalForm & string;

/**
 * The car rental tab (Lejekontrakt, spec part 2 §3 "Car rental" and §5): the period, km and fuel, prices with price
 * per day and per km computed by the domain, insurance, and the additional and foreign drivers, each section shown by
 * its flag. Controlled: every change goes to `onChange`; messages come from the domain schema the server uses.
 */
export function RentalTab({ value, onChange, readOnly, showErrors }: RentalTabProps) {
  const schema = useMemo(() => rentalSchema(), []);
  const { errorOf, touch } = useFieldErrors(schema, value, showErrors);
  const rental: RentalForm = value ?? {};

  const set = (changes: Partial<RentalForm>) => onChange({ ...rental, ...changes });
  const entry = (field: Field, label: string, kind: EntryKind, options: { unit?: string; alsoTouches?: Field } = {}) => (
    <EntryField
      label={label}
      kind={kind}
      value={rental[field] as string | number | null | undefined}
      onChange={(next) => set({ [field]: next })}
      onBlur={() => touch(field, ...(options.alsoTouches ? [options.alsoTouches] : []))}
      error={errorOf(field)}
      readOnly={readOnly}
      rightSection={options.unit}
    />
  );
  const text = (field: Field, label: string, multiline = false) => (
    <TextField
      label={label}
      value={rental[field] as string | null | undefined}
      onChange={(next) => set({ [field]: next })}
      onBlur={() => touch(field)}
      error={errorOf(field)}
      readOnly={readOnly}
      multiline={multiline}
    />
  );
  const flag = (field: Field, label: string) => (
    <FlagField label={label} value={rental[field] as boolean | undefined} onChange={(next) => set({ [field]: next })} readOnly={readOnly} />
  );

  return (
    <Stack data-testid="rental-tab">
      <Fieldset legend="Lejeperiode">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {entry('periodFrom', 'Fra dato', 'date', { alsoTouches: 'periodTo' })}
          {entry('periodFromTime', 'Fra kl.', 'time', { alsoTouches: 'periodTo' })}
          {entry('periodTo', 'Til dato', 'date')}
          {entry('periodToTime', 'Til kl.', 'time', { alsoTouches: 'periodTo' })}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Kilometer og brændstof">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {entry('kmStart', 'Km ved udlevering', 'wholeNumber')}
          {entry('fuelTankLitersStart', 'Liter i tanken ved udlevering', 'number', { unit: 'l' })}
          {flag('isFullTank', 'Fuld tank')}
          {flag('isFuelIncluded', 'Brændstof inkluderet')}
          {entry('fuelPricePerLiter', 'Brændstofpris pr. liter', 'money', { unit: 'kr.' })}
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="Pris">
        <Stack>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {entry('price', 'Pris', 'money', { unit: 'kr.' })}
            {entry('kmIncluded', 'Km inkluderet', 'wholeNumber')}
            {entry('pricePerExtraKm', 'Pris pr. ekstra km', 'money', { unit: 'kr.' })}
          </SimpleGrid>
          <ComputedPrices rental={value} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {entry('deposit', 'Depositum', 'money', { unit: 'kr.' })}
            {entry('liabilityInsurancePrice', 'Ansvarsforsikring', 'money', { unit: 'kr.' })}
            {entry('cascoInsurancePrice', 'Kaskoforsikring', 'money', { unit: 'kr.' })}
            {entry('selfRetentionPrice', 'Selvrisiko', 'money', { unit: 'kr.' })}
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend="Førere">
        <Stack>
          {flag('hasAdditionalDriver', 'Ekstra fører')}
          {rental.hasAdditionalDriver && (
            <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="additional-drivers">
              {text('firstAdditionalDriverName', '1. ekstra fører, navn')}
              {text('firstAdditionalDriverLicense', '1. ekstra fører, kørekortnr.')}
              {text('secondAdditionalDriverName', '2. ekstra fører, navn')}
              {text('secondAdditionalDriverLicense', '2. ekstra fører, kørekortnr.')}
            </SimpleGrid>
          )}
          {flag('hasForeignDriver', 'Udenlandsk fører')}
          {rental.hasForeignDriver && (
            <SimpleGrid cols={{ base: 1, md: 3 }} data-testid="foreign-driver">
              {text('foreignDriverPassportNumber', 'Pasnummer')}
              {text('foreignDriverIssuingCountry', 'Udstedt i land')}
              {entry('foreignDriverIssueDate', 'Udstedelsesdato', 'date')}
            </SimpleGrid>
          )}
        </Stack>
      </Fieldset>

      <Fieldset legend="Bemærkninger">{text('comment', 'Kommentar', true)}</Fieldset>
    </Stack>
  );
}
