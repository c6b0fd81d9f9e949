import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { COMPANY_TYPES } from '../../../../../domain/customers/customer.ts';
import { GENDERS } from '../../../../../domain/customers/fields.ts';
import type { FieldSpec, TextFields } from '../model/customer-draft.ts';
import { BusinessLookup } from './lookups/business-lookup.tsx';
import { PersonLookup } from './lookups/person-lookup.tsx';

const COMPANY_TYPE_OPTIONS = Object.entries(COMPANY_TYPES).map(([value, label]) => ({ value, label }));
const GENDER_OPTIONS = Object.entries(GENDERS).map(([value, label]) => ({ value, label }));
/** The choices of a field chosen from a list; '' is shown as the first (unknown). */
const CHOICES: Record<string, { value: string; label: string }[]> = { CompanyType: COMPANY_TYPE_OPTIONS, Gender: GENDER_OPTIONS };

/**
 * Which register look-up a group of fields offers (spec part 1 §5): the private customer a person's (CPR, phone), a
 * business customer's user a person's with the CPR search always offered, the business customer the business
 * register's (CVR, phone); the decision maker none.
 */
export type CustomerLookupKind = 'person' | 'businessUser' | 'business' | 'none';

export const lookupKindOf = (prefix: string, specs: FieldSpec[]): CustomerLookupKind => {
  if (prefix.startsWith('BusinessUser')) return 'businessUser';
  if (prefix !== '') return 'none';
  if (specs.some((spec) => spec.name === 'Cvr')) return 'business';
  return specs.some((spec) => spec.name === 'Cpr') ? 'person' : 'none';
};

export interface CustomerFieldsProps {
  /** The error path prefix of this group: '' for the customer, 'DecisionMaker.' for a contact person. */
  prefix: string;
  specs: FieldSpec[];
  values: TextFields;
  errors: Record<string, string>;
  /** Whether a field's error shows: touched, or every field once the page asks for it. */
  shows: (path: string) => boolean;
  readOnly: boolean;
  onChange: (name: string, value: string) => void;
  onBlur: (path: string) => void;
  /** A zip code of 4 characters was typed: the city look-up (spec: only at 4 characters). */
  onZipCode?: (zipCode: string) => void;
  /** The register look-up this group offers; by default the one its prefix and fields call for (`lookupKindOf`). */
  lookup?: CustomerLookupKind;
}

/**
 * Whether the customer's own field must be filled (spec part 1 §5): the names of a private customer, the company name
 * of a business, and a phone or a mobile number (each required while the other is empty). The contact persons'
 * fields are all optional.
 */
const isRequired = (prefix: string, name: string, values: TextFields): boolean => {
  if (prefix !== '') return false;
  if (name === 'Phone') return !values.CellPhone?.trim();
  if (name === 'CellPhone') return !values.Phone?.trim();
  return name === 'FirstName' || name === 'LastName' || name === 'CompanyName';
};

/** One group of a customer's inputs (the customer, the decision maker, a business user), with the domain's messages. */
export function CustomerFields({ prefix, specs, values, errors, shows, readOnly, onChange, onBlur, onZipCode, lookup }: CustomerFieldsProps) {
  const kind = readOnly ? 'none' : (lookup ?? lookupKindOf(prefix, specs));
  // The register's answer fills this group's own fields; what the group lacks (a business user has no country) is left.
  const fill = (fields: Record<string, string>): void => {
    for (const spec of specs) if (fields[spec.name] !== undefined) onChange(spec.name, fields[spec.name]!);
  };
  const grid = (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs" data-testid={prefix === '' ? 'customer-fields' : undefined}>
      {specs.map((spec) => {
        const path = `${prefix}${spec.name}`;
        const error = shows(path) ? errors[path] : undefined;
        const value = values[spec.name] ?? '';
        const choices = CHOICES[spec.name];
        if (choices) {
          return (
            <Select
              key={spec.name}
              label={spec.label}
              data={choices}
              value={value === '' ? '0' : value}
              onChange={(next) => onChange(spec.name, next ?? '0')}
              onBlur={() => onBlur(path)}
              error={error}
              disabled={readOnly}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          );
        }
        return (
          <TextInput
            key={spec.name}
            label={spec.label}
            withAsterisk={isRequired(prefix, spec.name, values)}
            value={value}
            inputMode={spec.numeric ? 'numeric' : undefined}
            onChange={(event) => {
              const next = event.currentTarget.value;
              onChange(spec.name, next);
              if (spec.name === 'ZipCode' && next.trim().length === 4) onZipCode?.(next.trim());
            }}
            onBlur={() => onBlur(path)}
            error={error}
            disabled={readOnly}
          />
        );
      })}
    </SimpleGrid>
  );
  if (kind === 'none') return grid;
  return (
    <Stack gap="sm">
      {kind === 'business' ? <BusinessLookup onFill={fill} /> : <PersonLookup isBusinessUser={kind === 'businessUser'} onFill={fill} />}
      {grid}
    </Stack>
  );
}
