import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CustomerMessages } from '../../../../../domain/customers/messages.ts';
import { confirmAction } from '@/components/confirm.tsx';
import { ApiError } from '@/lib/api.ts';
import { isConflict, offerReload } from '@/lib/conflict.ts';
import type { CustomerLookupItem } from '../api/lookup-customers.ts';
import { CustomerPicker } from './customer-picker.tsx';
import { cityLookup } from '../api/city-of-zip-code.ts';
import { customerQuery, fetchCustomer, reloadCustomer } from '../api/get-customer.ts';
import { initNewCustomer } from '../api/init-new-customer.ts';
import { useSaveCustomer } from '../api/save-customer.ts';
import { checkDuplicate } from './lookups/duplicate-check.tsx';
import { CustomerListMessages } from '../model/customer-list-messages.ts';
import {
  blankPerson,
  BUSINESS_FIELDS,
  canTransferToBusinessUser,
  draftOf,
  errorsOf,
  fieldPath,
  inputOf,
  PRIVATE_FIELDS,
  titleOf,
  transferToBusinessUser,
  withField,
  type CustomerDraft,
  type PersonGroup,
} from '../model/customer-draft.ts';
import { CustomerFields } from './customer-fields.tsx';
import { BusinessPeople, CustomerKindControl } from './customer-people.tsx';

/** Spec part 2 §8: what a failed customer save says. */
export const CUSTOMER_SAVE_FAILED = 'Check at data er korrekte og prøv at gemme igen.';

/** The confirmations of spec part 2 §4 "Customers on the case" (remove buyer, co-debtor, business or user 2). */
export const REMOVE_CONFIRMATIONS = {
  buyer: { title: 'Fjern køber', text: 'Er du sikker på, at du vil fjerne køberen fra sagen?' },
  coDebtor: { title: 'Fjern medkøber', text: 'Er du sikker på, at du vil fjerne medkøberen fra sagen?' },
  business: { title: 'Fjern virksomhed', text: 'Er du sikker på, at du vil fjerne virksomheden fra sagen?' },
  user2: { title: 'Fjern bruger 2', text: 'Er du sikker på, at du vil fjerne bruger 2?' },
} as const;

export const TRANSFER_PROMPT = { title: 'Overfør til bruger 1', text: 'Vil du overføre oplysningerne om den private køber til bruger 1?' };
export const OFFERS_REMOVED_WARNING = {
  title: 'Bemærk!',
  text: 'Når kunden bliver erhvervskunde, fjernes alle tillægsydelser på sagen, da finansieringsforslag ikke gælder for erhvervskunder.',
};

export interface SlotState {
  /** Input not saved yet. */
  dirty: boolean;
  /** No unsaved input fails the domain schema (a customer as loaded never blocks the case's save). */
  valid: boolean;
  /** The customer shown is a business customer. */
  isBusiness: boolean;
}

export interface CustomerSlotProps {
  slot: 'buyer' | 'coDebtor';
  customerId: string | null;
  readOnly: boolean;
  showErrors: boolean;
  /** A case with offers: becoming a business customer removes them, after the 'Bemærk!' warning. */
  hasOffers: boolean;
  onSaved: (id: string, name: string, isBusiness: boolean) => void;
  onPicked: (item: CustomerLookupItem) => void;
  onRemoved: () => void;
  onBecameBusiness: () => void;
  onStateChange: (state: SlotState) => void;
}

/** The spec's confirmation ('Annuller' / 'OK'); `onConfirm` runs once it is confirmed. */
const confirm = (title: string, text: string, onConfirm: () => void): void => {
  void confirmAction(title, text).then((confirmed) => confirmed && onConfirm());
};

/**
 * One customer of the case (the buyer or the co-debtor): pick one with the typeahead or create one in place; a picked
 * customer is loaded and can be edited and saved here (spec part 1 §4: none → look-up → pick, or create by hand with
 * Id 0; private or business only while new).
 */
export function CustomerSlot(props: CustomerSlotProps) {
  const { slot, customerId, readOnly, showErrors, onStateChange } = props;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CustomerDraft | null>(null);
  const [saved, setSaved] = useState<string>('');
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // The version of the customer the form was loaded or last saved at (its ETag): the save's If-Match.
  const [version, setVersion] = useState<string | undefined>(undefined);
  // The duplicate check of a new customer runs before its save: the save button waits for both.
  const [checkingDuplicate, setCheckingDuplicate] = useState(false);
  const saveCustomer = useSaveCustomer();
  const stored = useQuery({ ...customerQuery(customerId ?? ''), enabled: customerId !== null && draft?.Id !== customerId });

  // A customer picked (or the case's customer) is loaded into the form once.
  const [loadedId, setLoadedId] = useState<string | null>(null);
  if (stored.data && customerId !== null && loadedId !== customerId && stored.data.Id === customerId) {
    // The version is the save's If-Match, not a field of the customer.
    const { ETag: loadedVersion, ...loadedCustomer } = stored.data;
    const loaded = draftOf(loadedCustomer);
    setLoadedId(customerId);
    setVersion(loadedVersion);
    setDraft(loaded);
    setSaved(JSON.stringify(inputOf(loaded)));
    setTouched(new Set());
    setServerErrors({});
  }
  if (customerId === null && draft !== null && draft.Id !== '0') {
    setDraft(null);
    setLoadedId(null);
  }

  const errors = draft ? { ...errorsOf(draft), ...serverErrors } : {};
  const dirty = draft !== null && JSON.stringify(inputOf(draft)) !== saved;
  const valid = !dirty || Object.keys(errorsOf(draft)).length === 0;
  const isBusiness = draft?.IsBusiness ?? false;
  useEffect(() => onStateChange({ dirty, valid, isBusiness }), [dirty, valid, isBusiness, onStateChange]);

  const shows = (path: string): boolean => showErrors || touched.has(path) || path in serverErrors;
  const touch = (path: string): void => setTouched((current) => new Set(current).add(path));
  const update = (change: (current: CustomerDraft) => CustomerDraft, path?: string): void => {
    setDraft((current) => (current ? change(current) : current));
    if (path) {
      touch(path);
      setServerErrors(({ [path]: _dropped, ...rest }) => rest);
    }
  };
  const setField = (group: PersonGroup | null, name: string, value: string): void => update((current) => withField(current, group, name, value), fieldPath(group, name));
  const lookUpCity = cityLookup((group: PersonGroup | null, city) => setField(group, 'City', city));

  const createNew = async (): Promise<void> => {
    const blank = draftOf(await initNewCustomer());
    setDraft(blank);
    setSaved(JSON.stringify(inputOf(blank)));
    setTouched(new Set());
  };

  const chooseKind = (isBusiness: boolean): void => {
    if (!draft || draft.IsBusiness === isBusiness) return;
    if (!isBusiness) {
      update((current) => ({ ...current, IsBusiness: false }));
      return;
    }
    const becomeBusiness = (): void => {
      const privateBuyer = draft;
      update((current) => ({ ...current, IsBusiness: true }));
      props.onBecameBusiness();
      if (canTransferToBusinessUser(privateBuyer)) {
        confirm(TRANSFER_PROMPT.title, TRANSFER_PROMPT.text, () => update((current) => transferToBusinessUser(current)));
      }
    };
    if (props.hasOffers) confirm(OFFERS_REMOVED_WARNING.title, OFFERS_REMOVED_WARNING.text, becomeBusiness);
    else becomeBusiness();
  };

  const save = async (): Promise<void> => {
    if (!draft || saveCustomer.isPending || checkingDuplicate) return;
    if (Object.keys(errorsOf(draft)).length > 0) {
      setTouched(new Set(Object.keys(errorsOf(draft))));
      notifications.show({ color: 'red', title: 'Validering', message: CUSTOMER_SAVE_FAILED });
      return;
    }
    const isNew = draft.Id === '0';
    if (isNew) {
      // A new customer may already exist in the department: offer the existing one before creating a second.
      setCheckingDuplicate(true);
      const decision = await checkDuplicate(inputOf(draft)).finally(() => setCheckingDuplicate(false));
      if (decision.choice === 'cancel') return;
      if (decision.choice === 'open') {
        const existing = await fetchCustomer(decision.id).catch(() => undefined);
        if (existing) props.onPicked({ Id: existing.Id, Header: existing.Title, Text: null, Category: null, IsBusiness: existing.IsBusiness } as CustomerLookupItem);
        else notifications.show({ color: 'red', title: 'Der skete en fejl...', message: CustomerListMessages.detailsFailed });
        return;
      }
    }
    saveCustomer.mutate(
      { customer: inputOf(draft), ifMatch: isNew ? undefined : version },
      {
        onSuccess: async ({ data: id, version: savedVersion }) => {
          const next = { ...draft, Id: id };
          setDraft(next);
          setSaved(JSON.stringify(inputOf(next)));
          setLoadedId(id);
          setVersion(savedVersion);
          await queryClient.invalidateQueries({ queryKey: customerQuery(id).queryKey, refetchType: 'none' });
          notifications.show({ color: 'green', message: CustomerMessages.saved });
          props.onSaved(id, titleOf(next), next.IsBusiness);
        },
        onError: (error) => {
          if (isConflict(error) && !isNew) {
            // Someone else saved the customer since: reloading shows their version in place of this form's input.
            const id = draft.Id;
            offerReload({ title: CustomerMessages.changedByOtherTitle, message: CustomerMessages.changedByOther, reload: CustomerMessages.reload }, () => {
              void reloadCustomer(queryClient, id, error.version)
                .then(() => setLoadedId(null))
                .catch(() => notifications.show({ color: 'red', title: 'Der skete en fejl...', message: CustomerListMessages.detailsFailed }));
            });
            return;
          }
          if (error instanceof ApiError && error.field) setServerErrors({ [error.field]: error.message });
          notifications.show({ color: 'red', title: 'Der skete en fejl...', message: CUSTOMER_SAVE_FAILED });
        },
      },
    );
  };

  const remove = (): void => {
    const which = slot === 'coDebtor' ? 'coDebtor' : draft?.IsBusiness ? 'business' : 'buyer';
    confirm(REMOVE_CONFIRMATIONS[which].title, REMOVE_CONFIRMATIONS[which].text, () => {
      setDraft(null);
      setLoadedId(null);
      props.onRemoved();
    });
  };

  const heading = slot === 'buyer' ? 'Køber' : 'Medkøber';
  if (!draft) {
    if (customerId !== null) {
      return (
        <Card withBorder>
          <Group gap="xs">
            <Loader size="sm" aria-label="Henter kunden..." />
            {stored.error && <Text c="red">{stored.error instanceof ApiError ? stored.error.message : CustomerListMessages.detailsFailed}</Text>}
          </Group>
        </Card>
      );
    }
    return (
      <Card withBorder data-testid={`customer-slot-${slot}`}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {heading}
          </Title>
          {readOnly ? (
            <Text c="dimmed">Ingen {slot === 'buyer' ? 'køber' : 'medkøber'} valgt.</Text>
          ) : (
            <Group align="flex-end">
              <div style={{ flex: 1 }}>
                <CustomerPicker onPick={props.onPicked} />
              </div>
              <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => void createNew()}>
                Opret ny kunde
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    );
  }

  const isNew = draft.Id === '0';
  return (
    <Card withBorder data-testid={`customer-slot-${slot}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {heading}
            {isNew ? ' (ny kunde)' : ''}
          </Title>
          {slot === 'buyer' && isNew && !readOnly && (
            <CustomerKindControl isBusiness={draft.IsBusiness} onChange={chooseKind} />
          )}
        </Group>
        <CustomerFields
          prefix=""
          specs={draft.IsBusiness ? BUSINESS_FIELDS : PRIVATE_FIELDS}
          values={draft.fields}
          errors={errors}
          shows={shows}
          readOnly={readOnly}
          onChange={(name, value) => setField(null, name, value)}
          onBlur={touch}
          onZipCode={lookUpCity(null)}
        />
        {draft.IsBusiness && (
          <BusinessPeople
            draft={draft}
            errors={errors}
            shows={shows}
            readOnly={readOnly}
            onField={setField}
            onBlur={touch}
            onZipCode={lookUpCity}
            onAddUser2={() => update((current) => ({ ...current, BusinessUser2: blankPerson('BusinessUser2') }))}
            onRemoveUser2={() => confirm(REMOVE_CONFIRMATIONS.user2.title, REMOVE_CONFIRMATIONS.user2.text, () => update((current) => ({ ...current, BusinessUser2: null })))}
          />
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={remove}>
              {slot === 'coDebtor' ? 'Fjern medkøber' : draft.IsBusiness ? 'Fjern virksomhed' : 'Fjern køber'}
            </Button>
            <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save()} loading={saveCustomer.isPending || checkingDuplicate} disabled={!dirty && !isNew}>
              Gem kunde
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
