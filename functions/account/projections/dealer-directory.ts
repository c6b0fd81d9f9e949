import type { EventData } from '../../../events/catalogue.ts';
import { projection } from '../../platform/projection.ts';

/** One row per dealer (department): name, address, package and role flags, read by every request's session. */
export interface DealerRow extends Record<string, unknown> {
  DealerId: string;
  ConglomerateId: string;
  Name: string;
  Street: string;
  ZipCode: string;
  City: string;
  Phone: string;
  Email: string;
  SubscriptionPackageName: string;
  SelectedRoles: string[];
  gsi1pk: string;
  gsi1sk: string;
}

export const DEALER_DIRECTORY = 'dealer-directory';
export const dealerRowKey = (dealerId: string) => ({ pk: `${DEALER_DIRECTORY}#${dealerId}`, sk: dealerId });

export const dealerDirectory = projection<DealerRow>({
  name: DEALER_DIRECTORY,
  streamTypes: ['dealer'],
  evolve(row, event) {
    switch (event.type) {
      case 'DealerCreated': {
        const data = event.data as EventData<'DealerCreated'>;
        return { ...data, gsi1pk: `conglomerate#${data.ConglomerateId}`, gsi1sk: data.DealerId };
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
