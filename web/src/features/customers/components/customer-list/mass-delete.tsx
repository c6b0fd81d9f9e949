import { CustomerMessages } from '../../../../../../domain/customers/messages.ts';
import { useBatchDelete } from '@/hooks/use-batch-delete.ts';
import { deleteCustomers } from '../../api/delete-customers.ts';
import { CustomerListMessages } from '../../model/customer-list-messages.ts';

/** Spec part 1 §4 and §9: after a mass delete the list reloads after 5 s. */
export const MASS_DELETE_RELOAD_MS = 5000;

/**
 * Deleting the selected customers (spec part 1 §4 "Mass delete of customers"): batches of 50, which can be cancelled
 * between batches; 'De valgte kunder blev slettet permanent.' and the list reloaded after 5 s, or 'Der skete en fejl
 * ved sletning af de valgte kunder.' when a batch fails.
 */
export const useMassDelete = (onDone: (deleted: readonly string[]) => void) =>
  useBatchDelete({
    deleteBatch: deleteCustomers,
    texts: {
      confirmTitle: CustomerListMessages.massDeleteTitle,
      confirm: CustomerListMessages.massDeleteConfirm,
      progressTitle: 'Sletter kunder',
      progressLabel: 'Slettede kunder',
      deleted: CustomerMessages.massDeleted,
      failed: CustomerMessages.massDeleteFailed,
      cancelled: CustomerListMessages.massDeleteCancelled,
    },
    shownForMs: MASS_DELETE_RELOAD_MS,
    onDone,
  });
