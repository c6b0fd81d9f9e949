import { Card, Group, Select, Stack, Textarea, Title } from '@mantine/core';
import { CUSTOMER_CATEGORIES } from '../../../../../../domain/customers/customer.ts';
import { confirmAction } from '@/components/confirm.tsx';
import { cityLookup } from '../../api/city-of-zip-code.ts';
import {
  blankPerson,
  BUSINESS_FIELDS,
  canTransferToBusinessUser,
  fieldPath,
  PRIVATE_FIELDS,
  transferToBusinessUser,
  withField,
  type CustomerDraft,
  type PersonGroup,
} from '../../model/customer-draft.ts';
import { CustomerFields } from '../customer-fields.tsx';
import { BusinessPeople, CustomerKindControl } from '../customer-people.tsx';
import { REMOVE_CONFIRMATIONS, TRANSFER_PROMPT } from '../customer-slot.tsx';

const CATEGORY_OPTIONS = Object.entries(CUSTOMER_CATEGORIES).map(([value, label]) => ({ value, label }));

export interface CustomerFormProps {
  draft: CustomerDraft;
  onChange: (change: (current: CustomerDraft) => CustomerDraft) => void;
  errors: Record<string, string>;
  /** Whether a field's error shows: touched, or every field once a save was tried. */
  shows: (path: string) => boolean;
  onTouched: (path: string) => void;
  readOnly: boolean;
}

/**
 * The customer tab of the customer page (spec part 1 §3 "Customer (shared)", §4, §5): a private or a business customer
 * with the same fields and rules as the case's customer tab, plus the customer's category and comment. Private or
 * business can be chosen only while the customer is new.
 */
export function CustomerForm({ draft, onChange, errors, shows, onTouched, readOnly }: CustomerFormProps) {
  const isNew = draft.Id === '0';
  const setField = (group: PersonGroup | null, name: string, value: string): void => {
    onChange((current) => withField(current, group, name, value));
    onTouched(fieldPath(group, name));
  };
  const setKept = (name: string, value: unknown): void => onChange((current) => ({ ...current, kept: { ...current.kept, [name]: value } }));
  const lookUpCity = cityLookup((group: PersonGroup | null, city) => setField(group, 'City', city));

  const chooseKind = async (isBusiness: boolean): Promise<void> => {
    if (draft.IsBusiness === isBusiness) return;
    const privateCustomer = draft;
    onChange((current) => ({ ...current, IsBusiness: isBusiness }));
    // The private customer's data may move to business user 1 (spec part 2 §4), with a valid name only.
    if (isBusiness && canTransferToBusinessUser(privateCustomer) && (await confirmAction(TRANSFER_PROMPT.title, TRANSFER_PROMPT.text))) {
      onChange((current) => transferToBusinessUser(current));
    }
  };

  const category = draft.kept.Category;
  return (
    <Stack gap="md" data-testid="customer-form">
      <Card withBorder>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Title order={2} size="h4">
              {draft.IsBusiness ? 'Erhvervskunde' : 'Privatkunde'}
            </Title>
            <Group gap="sm" align="flex-end">
              {isNew && !readOnly && (
                <CustomerKindControl isBusiness={draft.IsBusiness} onChange={(isBusiness) => void chooseKind(isBusiness)} />
              )}
              <Select
                label="Kategori"
                data={CATEGORY_OPTIONS}
                value={category === undefined || category === null ? '1' : String(category as number)}
                onChange={(value) => setKept('Category', Number(value ?? '1'))}
                allowDeselect={false}
                disabled={readOnly}
                comboboxProps={{ withinPortal: true }}
                w={140}
              />
            </Group>
          </Group>
          <CustomerFields
            prefix=""
            specs={draft.IsBusiness ? BUSINESS_FIELDS : PRIVATE_FIELDS}
            values={draft.fields}
            errors={errors}
            shows={shows}
            readOnly={readOnly}
            onChange={(name, value) => setField(null, name, value)}
            onBlur={onTouched}
            onZipCode={lookUpCity(null)}
          />
          <Textarea
            label="Kommentar"
            rows={3}
            value={typeof draft.kept.Comment === 'string' ? draft.kept.Comment : ''}
            onChange={(event) => setKept('Comment', event.currentTarget.value)}
            onBlur={() => onTouched('Comment')}
            error={shows('Comment') ? errors.Comment : undefined}
            disabled={readOnly}
          />
        </Stack>
      </Card>
      {draft.IsBusiness && (
        <BusinessPeople
          framed
          draft={draft}
          errors={errors}
          shows={shows}
          readOnly={readOnly}
          onField={setField}
          onBlur={onTouched}
          onZipCode={lookUpCity}
          onAddUser2={() => onChange((current) => ({ ...current, BusinessUser2: blankPerson('BusinessUser2') }))}
          onRemoveUser2={() =>
            void confirmAction(REMOVE_CONFIRMATIONS.user2.title, REMOVE_CONFIRMATIONS.user2.text).then((ok) => ok && onChange((current) => ({ ...current, BusinessUser2: null })))
          }
        />
      )}
    </Stack>
  );
}
