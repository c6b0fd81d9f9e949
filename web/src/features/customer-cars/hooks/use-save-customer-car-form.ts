import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { customerCarErrors, customerCarSchema, customerCarTitle, toCustomerCarData } from '../../../../../domain/customer-cars/customer-car.ts';
import { CustomerCarMessages } from '../../../../../domain/customer-cars/messages.ts';
import { ApiError } from '@/lib/api.ts';
import { isConflict, offerReload } from '@/lib/conflict.ts';
import type { CustomerCarRow } from '../api/get-customer-cars.ts';
import { customerCarKeys } from '../api/keys.ts';
import { useSaveCustomerCar } from '../api/save-customer-car.ts';
import { blankCarForm, carFormOf, type CarForm } from '../model/car-form.ts';

export interface SaveCustomerCarFormOptions {
  /** The customer whose car is edited; null until the customer is saved (nothing can be saved then). */
  customerId: string | null;
  /** The saved car shown while nothing is edited. */
  current: CustomerCarRow | undefined;
  /** The dealer the saved car is listed under until the list is fetched again. */
  dealerId: string | null | undefined;
  /** The case the car is saved from as its swap car, if any: the save records it on the car. */
  caseId?: string | null;
  /** Shows every field's error, not only the touched ones (the case page asks for this when it refuses to save). */
  showErrors?: boolean;
  /** Told whether a car is being edited without being saved, and whether it is valid. */
  onStateChange?(state: { unsaved: boolean; valid: boolean }): void;
  /** After the save: the car's id and the form as saved. */
  onSaved(id: string, form: CarForm): void;
}

/**
 * Editing and saving one of the customer's cars (spec part 1 §3 "Customer car"): the edited form kept apart from the
 * list so that edits survive a refetch, its errors as the domain schema gives them, and the save with the version the
 * editing began from as If-Match. The saved car shows in the customer's car list at once; a conflict offers to reload.
 */
export function useSaveCustomerCarForm({ customerId, current, dealerId, caseId, showErrors = false, onStateChange, onSaved }: SaveCustomerCarFormOptions) {
  const queryClient = useQueryClient();
  // The car being edited: the current car, a new one, or none.
  const [draft, setDraft] = useState<CarForm | null>(null);
  // The version of the car when its editing began: the save's If-Match (a list refetched meanwhile does not move it).
  const [editedVersion, setEditedVersion] = useState<string | undefined>(undefined);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: string; message: string } | null>(null);
  const saveCar = useSaveCustomerCar();

  const form: CarForm | null = draft ?? (current ? carFormOf(current) : null);
  const errors = useMemo(() => (form ? customerCarErrors(form) : {}), [form]);
  const unsaved = draft !== null;
  const valid = Object.keys(errors).length === 0;
  useEffect(() => {
    onStateChange?.({ unsaved, valid });
  }, [onStateChange, unsaved, valid]);

  const errorOf = (path: string): string | undefined => {
    if (serverError?.field === path) return serverError.message;
    return showErrors || submitted || touched.has(path) ? errors[path] : undefined;
  };
  const touch = (path: string): void => setTouched((earlier) => new Set(earlier).add(path));
  /** Drops the edits: the current car shows as saved. */
  const reset = (): void => {
    setDraft(null);
    setTouched(new Set());
    setSubmitted(false);
    setServerError(null);
  };
  const edit = (next: CarForm): void => {
    if (draft === null) setEditedVersion(current?.Version === undefined ? undefined : String(current.Version));
    setDraft(next);
    setServerError(null);
  };
  /** A blank car of the customer's, in place of any edits. */
  const startNew = (): void => {
    if (!customerId) return;
    reset();
    setEditedVersion(undefined);
    setDraft(blankCarForm(customerId));
  };

  const save = (): void => {
    if (!form || !customerId || saveCar.isPending) return;
    setSubmitted(true);
    setServerError(null);
    const parsed = customerCarSchema.safeParse(form);
    if (!parsed.success) {
      notifications.show({ color: 'red', message: CustomerCarMessages.hasErrors });
      return;
    }
    const isNew = !parsed.data.Id;
    saveCar.mutate(
      { car: caseId === undefined ? parsed.data : { ...parsed.data, CaseId: caseId }, ifMatch: isNew ? undefined : editedVersion },
      {
        onSuccess: ({ data: id, version }) => {
          const data = toCustomerCarData(parsed.data, customerId);
          const saved: CustomerCarRow = {
            ...data,
            Id: id,
            DealerId: dealerId ?? '',
            Title: customerCarTitle(data),
            ...(version === undefined ? {} : { Version: Number(version) }),
          };
          // The list may lag behind the save: show the saved car at once.
          queryClient.setQueryData<CustomerCarRow[]>(customerCarKeys.ofCustomer(customerId), (list = []) => [saved, ...list.filter((car) => car.Id !== id)]);
          reset();
          onSaved(id, form);
          notifications.show({ color: 'green', message: 'Byttebilen er gemt' });
        },
        onError: (error) => {
          if (isConflict(error) && !isNew) {
            // Someone else saved the car since: reloading shows their version in place of this form's input.
            offerReload({ title: CustomerCarMessages.changedByOtherTitle, message: CustomerCarMessages.changedByOther, reload: CustomerCarMessages.reload }, () => {
              reset();
              void queryClient.refetchQueries({ queryKey: customerCarKeys.ofCustomer(customerId) });
            });
          } else if (error instanceof ApiError && error.status === 400 && error.field) {
            setServerError({ field: error.field, message: error.message });
            notifications.show({ color: 'red', message: error.message });
          } else if (error instanceof ApiError && error.status < 500 && error.status !== 0) {
            notifications.show({ color: 'red', title: CustomerCarMessages.saveFailedTitle, message: error.message });
          } else {
            notifications.show({ color: 'red', title: CustomerCarMessages.saveFailedTitle, message: CustomerCarMessages.saveFailed });
          }
        },
      },
    );
  };

  return { form, draft, unsaved, errorOf, touch, edit, reset, startNew, save, saving: saveCar.isPending };
}
