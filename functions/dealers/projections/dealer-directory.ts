import { conglomerateIndexKey, DEALER_DIRECTORY, dealerRowKey, type DealerRow } from '../../platform/auth/dealer-directory.ts';
import { projection } from '../../platform/projection.ts';

/** One row per dealer (department), in the shape tenancy reads on every request (defined by the platform's auth). */

export const dealerDirectory = projection({
  name: DEALER_DIRECTORY,
  events: ['DealerCreated', 'DealerRolesChanged', 'DealerSubscriptionPackageChanged', 'DealerFeatureToggleSet', 'DealerDefaultFinanceCompanySet'],
  // Keyed by the dealer itself, not by whoever changed it (an administrator of the conglomerate may).
  key: (event) => dealerRowKey(event.streamId.slice(event.streamId.indexOf('#') + 1)),
  evolve(row: DealerRow | undefined, event) {
    switch (event.type) {
      case 'DealerCreated':
        return { ...event.data, gsi1pk: conglomerateIndexKey(event.data.ConglomerateId), gsi1sk: event.data.DealerId };
      case 'DealerRolesChanged':
        return row ? { ...row, SelectedRoles: event.data.SelectedRoles } : null;
      case 'DealerSubscriptionPackageChanged':
        return row ? { ...row, SubscriptionPackageName: event.data.SubscriptionPackageName, SelectedRoles: event.data.SelectedRoles } : null;
      case 'DealerFeatureToggleSet':
        // The department's toggles travel with its row, which every request reads already.
        return row ? { ...row, FeatureToggles: { ...row.FeatureToggles, [event.data.Name]: event.data.Enabled } } : null;
      case 'DealerDefaultFinanceCompanySet':
        // Read where finance is offered (the case's finance chooser, the price tag), beside the department's other settings.
        return row ? { ...row, DefaultFinanceCompany: event.data } : null;
    }
  },
});
