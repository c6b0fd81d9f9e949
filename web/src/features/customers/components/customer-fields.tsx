import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { COMPANY_TYPES } from '../../../../../domain/customers/customer.ts';
import type { FieldSpec, TextFields } from '../model/customer-draft.ts';

const COMPANY_TYPE_OPTIONS = Object.entries(COMPANY_TYPES).map(([value, label]) => ({ value, label }));

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
export function CustomerFields({ prefix, specs, values, errors, shows, readOnly, onChange, onBlur, onZipCode }: CustomerFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs" data-testid={prefix === '' ? 'customer-fields' : undefined}>
      {specs.map((spec) => {
        const path = `${prefix}${spec.name}`;
        const error = shows(path) ? errors[path] : undefined;
        const value = values[spec.name] ?? '';
        if (spec.name === 'CompanyType') {
          return (
            <Select
              key={spec.name}
              label={spec.label}
              data={COMPANY_TYPE_OPTIONS}
              value={value === '' ? '0' : value}
              onChange={(next) => onChange(spec.name, next ?? '0')}
              onBlur={() => onBlur(path)}
              error={error}
              disabled={readOnly}
              allowDeselect={false}
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
}
