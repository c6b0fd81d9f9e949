import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBriefcase, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { CustomerMessages } from '../../../../../../domain/customers/messages.ts';
import { CustomerCarMessages } from '../../../../../../domain/customer-cars/messages.ts';
import { confirmAction, confirmLeavingUnsaved } from '@/components/confirm.tsx';
import { ApiError } from '@/lib/api.ts';
import { isConflict, offerReload } from '@/lib/conflict.ts';
import { currentUserQuery, mayCall } from '@/lib/current-user.ts';
import { reloadCustomer, type StoredCustomer } from '../../api/get-customer.ts';
import { customerKeys } from '../../api/keys.ts';
import { useSaveCustomer } from '../../api/save-customer.ts';
import { useDeleteCustomer } from '../../api/delete-customers.ts';
import { customerListKeys } from '../../api/customer-list.ts';
import { CustomerListMessages } from '../../model/customer-list-messages.ts';
import { draftOf, errorsOf, inputOf, titleOf, type CustomerDraft } from '../../model/customer-draft.ts';
import { CUSTOMER_SAVE_FAILED } from '../customer-slot.tsx';
import { checkDuplicate } from '../lookups/duplicate-check.tsx';
import { CustomerForm } from './customer-form.tsx';

/** Spec part 1 §4 and §9: the delete confirmation closes after 5 s and the list shows again. */
export const DELETED_BACK_MS = 5000;

/** What the customer page composes in from the customer cars: the customer's cars, edited with the swap car's form. */
export interface CustomerCarsTabProps {
  /** The saved customer's id; null while the customer is new (a car can only be made for a saved customer). */
  customerId: string | null;
  readOnly: boolean;
  /** Whether a car is being edited without being saved, and whether it is valid. */
  onStateChange: (state: { unsaved: boolean; valid: boolean }) => void;
}

/** What the customer page composes in from the cases: the saved customer's cases. */
export interface CustomerCasesTabProps {
  customerId: string;
}

export interface CustomerPageSlots {
  CustomerCarsTab: ComponentType<CustomerCarsTabProps>;
  CustomerCasesTab: ComponentType<CustomerCasesTabProps>;
}

type Tab = 'customer' | 'cars' | 'cases';

const snapshot = (draft: CustomerDraft): string => JSON.stringify(inputOf(draft));

/**
 * The customer page, /Customers/Customer/{id} (spec part 1 §2, §4): the customer tab (private or business) and the
 * customer's cars and cases; save (a new customer moves to its own address, 'Gem og opret sag' goes on to a new case for the
 * customer), create a case, delete for good with the spec's confirmation, and the unsaved-changes guard.
 */
export function CustomerPage({ customer, slots }: { customer: StoredCustomer; slots: CustomerPageSlots }) {
  const { data: user } = useSuspenseQuery(currentUserQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { ETag: loadedVersion, ...loadedCustomer } = customer;
  const [draft, setDraft] = useState<CustomerDraft>(() => draftOf(loadedCustomer));
  const [saved, setSaved] = useState<string>(() => snapshot(draftOf(loadedCustomer)));
  // The version the form was loaded or last saved at: the save's If-Match.
  const [version, setVersion] = useState<string | undefined>(loadedVersion);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<Tab>('customer');
  const [cars, setCars] = useState({ unsaved: false, valid: true });
  const [deleted, setDeleted] = useState(false);
  // A new customer is checked for duplicates before its save: the save buttons wait for both.
  const [checkingDuplicate, setCheckingDuplicate] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const saveCustomer = useSaveCustomer();
  const deleteCustomer = useDeleteCustomer();

  const isNew = draft.Id === '0';
  const mayEdit = mayCall(user, 'POST', '/api/customer/save');
  const readOnly = !mayEdit || deleted;
  const customerDirty = snapshot(draft) !== saved;
  const dirty = !deleted && (customerDirty || cars.unsaved);
  const errors = { ...errorsOf(draft), ...serverErrors };
  const title = titleOf(draft) || (isNew ? 'Ny kunde' : `Kunde ${draft.Id}`);

  // Leaving with unsaved changes asks first (spec part 1 §4: the customer page warns on leave).
  useBlocker({
    shouldBlockFn: async ({ current, next }) =>
      dirty && current.pathname !== next.pathname && !(await confirmLeavingUnsaved()),
    enableBeforeUnload: dirty,
  });

  const onChange = useCallback((change: (current: CustomerDraft) => CustomerDraft) => setDraft(change), []);
  const touch = useCallback((path: string) => {
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
    setServerErrors((current) => {
      if (!(path in current)) return current;
      const { [path]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);
  const onCarsState = useCallback((state: { unsaved: boolean; valid: boolean }) => setCars(state), []);
  const shows = (path: string): boolean => showErrors || touched.has(path) || path in serverErrors;

  /** Saves the customer; its id, or undefined when refused (the form then shows why). */
  const save = async (): Promise<string | undefined> => {
    if (saveCustomer.isPending || checkingDuplicate) return undefined;
    setShowErrors(true);
    if (Object.keys(errorsOf(draft)).length > 0) {
      setTab('customer');
      notifications.show({ color: 'red', title: 'Validering', message: CUSTOMER_SAVE_FAILED });
      return undefined;
    }
    // Swap car errors block the save (spec part 1 §5).
    if (cars.unsaved && !cars.valid) {
      setTab('cars');
      notifications.show({ color: 'red', message: CustomerCarMessages.hasErrors });
      return undefined;
    }
    if (!customerDirty && !isNew) return draft.Id;
    if (isNew) {
      // The customer may already exist in the department: offer the existing one before a second is created.
      setCheckingDuplicate(true);
      const decision = await checkDuplicate(inputOf(draft)).finally(() => setCheckingDuplicate(false));
      if (decision.choice === 'cancel') return undefined;
      if (decision.choice === 'open') {
        // The input typed here is left on purpose for the existing customer: no unsaved-changes question.
        await navigate({ to: '/Customers/Customer/$id', params: { id: decision.id }, ignoreBlocker: true });
        return undefined;
      }
    }
    try {
      const reply = await saveCustomer.mutateAsync({ customer: inputOf(draft), ifMatch: isNew ? undefined : version });
      const id = reply.data;
      const next = { ...draft, Id: id };
      setDraft(next);
      setSaved(snapshot(next));
      setVersion(reply.version);
      setShowErrors(false);
      await reloadCustomer(queryClient, id, reply.version).catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: customerListKeys.all });
      notifications.show({ color: 'green', message: CustomerMessages.saved });
      return id;
    } catch (error) {
      if (isConflict(error) && !isNew) {
        // Someone else saved the customer since: reloading shows their version in place of this form's input.
        offerReload({ title: CustomerMessages.changedByOtherTitle, message: CustomerMessages.changedByOther, reload: CustomerMessages.reload }, () => {
          void reloadCustomer(queryClient, draft.Id, error.version)
            .then((fresh) => {
              const { ETag: freshVersion, ...freshCustomer } = fresh;
              const loaded = draftOf(freshCustomer);
              setDraft(loaded);
              setSaved(snapshot(loaded));
              setVersion(freshVersion);
              setTouched(new Set());
            })
            .catch(() => notifications.show({ color: 'red', title: 'Der skete en fejl...', message: CustomerListMessages.detailsFailed }));
        });
        return undefined;
      }
      if (error instanceof ApiError && error.field) setServerErrors({ [error.field]: error.message });
      notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError && error.field ? error.message : CUSTOMER_SAVE_FAILED });
      return undefined;
    }
  };

  // Spec part 1 §4: after a save, on to the new case when asked, else to the customer's own page when it was new.
  const saveAndStay = async (): Promise<void> => {
    const wasNew = isNew;
    const id = await save();
    if (id && wasNew) await navigate({ to: '/Customers/Customer/$id', params: { id }, replace: true, ignoreBlocker: true });
  };
  const saveAndCreateCase = async (): Promise<void> => {
    const id = await save();
    if (id) await navigate({ to: '/Cases/Case/CreateCase', search: { customerId: id }, ignoreBlocker: !cars.unsaved });
  };

  const remove = async (): Promise<void> => {
    if (!(await confirmAction(CustomerListMessages.deleteTitle, CustomerListMessages.deleteConfirm(title)))) return;
    try {
      await deleteCustomer.mutateAsync(draft.Id);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Der skete en fejl...', message: error instanceof ApiError && error.status < 500 && error.status !== 0 ? error.message : CustomerMessages.deleteFailed });
      return;
    }
    setDeleted(true);
    queryClient.removeQueries({ queryKey: customerKeys.customer(draft.Id) });
    void queryClient.invalidateQueries({ queryKey: customerListKeys.all });
    let gone = false;
    const back = (): void => {
      if (gone) return;
      gone = true;
      clearTimeout(timer.current);
      modals.close(dialogId);
      void navigate({ to: '/Customers/CustomerList', ignoreBlocker: true });
    };
    const dialogId = modals.open({
      title: CustomerListMessages.deleteTitle,
      children: <Text size="sm">{CustomerMessages.deleted(title)}</Text>,
      onClose: back,
    });
    timer.current = setTimeout(back, DELETED_BACK_MS);
  };

  const { CustomerCarsTab, CustomerCasesTab } = slots;
  // The cases of a saved customer, where the dealer has cases and the role reads them.
  const showsCases = !isNew && !deleted && mayCall(user, 'GET', '/api/casesbycustomer/getbycustomerid');
  const busy = saveCustomer.isPending || deleteCustomer.isPending || checkingDuplicate;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2" data-testid="customer-title">
          {title}
        </Title>
        {!readOnly && (
          <Group gap="xs">
            {!isNew && mayCall(user, 'DELETE', '/api/customer/delete') && (
              <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => void remove()} disabled={busy}>
                Slet kunde
              </Button>
            )}
            {mayCall(user, 'POST', '/api/case/save') && (
              <Button variant="default" leftSection={<IconBriefcase size={16} />} onClick={() => void saveAndCreateCase()} disabled={busy}>
                {dirty || isNew ? 'Gem og opret sag' : 'Opret sag'}
              </Button>
            )}
            <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void saveAndStay()} loading={saveCustomer.isPending || checkingDuplicate} disabled={!customerDirty && !isNew}>
              Gem kunde
            </Button>
          </Group>
        )}
      </Group>
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'customer')} keepMounted>
        <Tabs.List>
          <Tabs.Tab value="customer">Kunde</Tabs.Tab>
          <Tabs.Tab value="cars">Byttebil</Tabs.Tab>
          {showsCases && <Tabs.Tab value="cases">Sager</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="customer" pt="md">
          <CustomerForm draft={draft} onChange={onChange} errors={errors} shows={shows} onTouched={touch} readOnly={readOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="cars" pt="md">
          <CustomerCarsTab customerId={isNew ? null : draft.Id} readOnly={readOnly} onStateChange={onCarsState} />
        </Tabs.Panel>
        {showsCases && (
          <Tabs.Panel value="cases" pt="md">
            {/* Fetched when opened: most visits to a customer are to edit it. */}
            {tab === 'cases' && <CustomerCasesTab customerId={draft.Id} />}
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
