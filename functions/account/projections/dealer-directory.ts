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

export const dealerDirectory = projection({
  name: DEALER_DIRECTORY,
  events: ['DealerCreated', 'DealerRolesChanged', 'DealerSubscriptionPackageChanged'],
  evolve(row: DealerRow | undefined, event) {
    switch (event.type) {
      case 'DealerCreated':
        return { ...event.data, gsi1pk: `conglomerate#${event.data.ConglomerateId}`, gsi1sk: event.data.DealerId };
      case 'DealerRolesChanged':
        return row ? { ...row, SelectedRoles: event.data.SelectedRoles } : null;
      case 'DealerSubscriptionPackageChanged':
        return row ? { ...row, SubscriptionPackageName: event.data.SubscriptionPackageName, SelectedRoles: event.data.SelectedRoles } : null;
    }
  },
});
