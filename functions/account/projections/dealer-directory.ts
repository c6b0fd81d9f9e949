import type { EventData } from '../../../events/catalogue.ts';
import { conglomerateIndexKey, DEALER_DIRECTORY, type DealerRow } from '../../platform/auth/dealer-directory.ts';
import { projection } from '../../platform/projection.ts';

/** One row per dealer (department), in the shape tenancy reads on every request (defined by the platform's auth). */

export const dealerDirectory = projection<DealerRow>({
  name: DEALER_DIRECTORY,
  streamTypes: ['dealer'],
  evolve(row, event) {
    switch (event.type) {
      case 'DealerCreated': {
        const data = event.data as EventData<'DealerCreated'>;
        return { ...data, gsi1pk: conglomerateIndexKey(data.ConglomerateId), gsi1sk: data.DealerId };
      }
      case 'DealerRolesChanged':
        return row ? { ...row, SelectedRoles: (event.data as EventData<'DealerRolesChanged'>).SelectedRoles } : null;
      case 'DealerSubscriptionPackageChanged': {
        const data = event.data as EventData<'DealerSubscriptionPackageChanged'>;
        return row ? { ...row, SubscriptionPackageName: data.SubscriptionPackageName, SelectedRoles: data.SelectedRoles } : null;
      }
      default:
        return row ?? null;
    }
  },
});
