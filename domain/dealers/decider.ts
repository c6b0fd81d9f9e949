import type { EventData } from '../../events/catalogue.ts';
import type { DecidedEvent, Decider } from '../decider.ts';
import { invalid, notFound } from '../errors.ts';
import { ADMINISTRATION_FLAGS, PACKAGE_ROLE_FLAGS, ROLE_FLAGS, type RoleFlag, type SubscriptionPackage } from '../roles.ts';
import { DealerMessages } from './messages.ts';
import { DEFAULT_RETENTION } from './retention.ts';
import { isFeatureOn, type FeatureToggle, type FeatureToggles } from './feature-toggles.ts';
import { NO_DEFAULT_FINANCE, type DefaultFinanceCompany } from './default-finance.ts';

/**
 * The dealer (department) as administration changes it: its functions (role flags), its subscription package and its
 * own plates. Functions that only the supplier grants (editing all dealers, logging in as any user, ...) change only
 * when the acting administrator may grant them; otherwise they stay as they were, whatever the form sent.
 */
export type DealerCommand =
  | { type: 'SetDealerRoles'; dealerId: string; selectedRoles: readonly RoleFlag[]; mayGrantAdministration: boolean }
  | { type: 'ChangeSubscriptionPackage'; dealerId: string; subscriptionPackage: SubscriptionPackage }
  | { type: 'AddDealerPlate'; dealerId: string; registrationNumber: string }
  | { type: 'RemoveDealerPlate'; dealerId: string; plateId: string }
  | { type: 'SetGdprRetention'; dealerId: string; customerAndCasesRetentionDays: number; leadsRetentionDays: number }
  | { type: 'SetFeatureToggle'; dealerId: string; name: FeatureToggle; enabled: boolean }
  | { type: 'SetDefaultFinanceCompany'; dealerId: string; choice: DefaultFinanceCompany };

export type DealerEvent = DecidedEvent<
  | 'DealerCreated'
  | 'DealerRolesChanged'
  | 'DealerSubscriptionPackageChanged'
  | 'DealerPlatesSet'
  | 'DealerCaseTextsSet'
  | 'DealerGdprRetentionSet'
  | 'DealerFeatureToggleSet'
  | 'DealerDefaultFinanceCompanySet'
>;

export type DealerState =
  | { kind: 'none' }
  | {
      kind: 'active';
      dealerId: string;
      subscriptionPackage: SubscriptionPackage;
      roles: readonly string[];
      plates: EventData<'DealerPlatesSet'>['Plates'];
      retention: EventData<'DealerGdprRetentionSet'>;
      featureToggles?: FeatureToggles;
      defaultFinance?: DefaultFinanceCompany;
    };

const active = (state: DealerState, dealerId: string): Extract<DealerState, { kind: 'active' }> => {
  if (state.kind !== 'active' || state.dealerId !== dealerId) throw notFound(DealerMessages.notFound);
  return state;
};

/** In the order of the spec's list, without repeats. */
const ordered = (flags: Iterable<string>): RoleFlag[] => {
  const set = new Set(flags);
  return ROLE_FLAGS.filter((flag) => set.has(flag));
};

export const dealerDecider: Decider<DealerCommand, DealerEvent, DealerState> = {
  initialState: () => ({ kind: 'none' }),

  decide(command, state) {
    const dealer = active(state, command.dealerId);
    switch (command.type) {
      case 'SetDealerRoles': {
        const kept = command.mayGrantAdministration ? [] : dealer.roles.filter((flag) => ADMINISTRATION_FLAGS.includes(flag as RoleFlag));
        const given = command.mayGrantAdministration ? command.selectedRoles : command.selectedRoles.filter((flag) => !ADMINISTRATION_FLAGS.includes(flag));
        const roles = ordered([...given, ...kept]);
        if (roles.join() === ordered(dealer.roles).join()) return [];
        return [{ type: 'DealerRolesChanged', data: { SelectedRoles: roles } }];
      }
      case 'ChangeSubscriptionPackage': {
        // The new package's functions replace the old package's; functions granted besides the package stay.
        const oldPackage = PACKAGE_ROLE_FLAGS[dealer.subscriptionPackage];
        const extra = dealer.roles.filter((flag) => !oldPackage.includes(flag as RoleFlag));
        if (command.subscriptionPackage === dealer.subscriptionPackage) return [];
        return [
          {
            type: 'DealerSubscriptionPackageChanged',
            data: { SubscriptionPackageName: command.subscriptionPackage, SelectedRoles: ordered([...PACKAGE_ROLE_FLAGS[command.subscriptionPackage], ...extra]) },
          },
        ];
      }
      case 'AddDealerPlate': {
        const registrationNumber = command.registrationNumber.trim().toUpperCase();
        if (dealer.plates.some((plate) => plate.RegistrationNumber.toUpperCase() === registrationNumber)) throw invalid('RegistrationNumber', DealerMessages.plateExists);
        const nextId = String(Math.max(0, ...dealer.plates.map((plate) => Number(plate.Id))) + 1);
        return [{ type: 'DealerPlatesSet', data: { Plates: [...dealer.plates, { Id: nextId, RegistrationNumber: registrationNumber }] } }];
      }
      case 'RemoveDealerPlate': {
        if (!dealer.plates.some((plate) => plate.Id === command.plateId)) throw notFound(DealerMessages.plateNotFound);
        return [{ type: 'DealerPlatesSet', data: { Plates: dealer.plates.filter((plate) => plate.Id !== command.plateId) } }];
      }
      case 'SetGdprRetention': {
        const retention = { CustomerAndCasesRetentionDays: command.customerAndCasesRetentionDays, LeadsRetentionDays: command.leadsRetentionDays };
        if (retention.CustomerAndCasesRetentionDays === dealer.retention.CustomerAndCasesRetentionDays && retention.LeadsRetentionDays === dealer.retention.LeadsRetentionDays) return [];
        return [{ type: 'DealerGdprRetentionSet', data: retention }];
      }
      case 'SetFeatureToggle':
        // Switching a toggle to the state it has (a missing one is off) changes nothing.
        if (isFeatureOn(dealer.featureToggles, command.name) === command.enabled) return [];
        return [{ type: 'DealerFeatureToggleSet', data: { Name: command.name, Enabled: command.enabled } }];
      case 'SetDefaultFinanceCompany': {
        // Whether the brand is one of the partners' is the command handler's to check: the partners are outside the domain.
        const current = dealer.defaultFinance ?? NO_DEFAULT_FINANCE;
        if (current.FinanceCompany === command.choice.FinanceCompany && current.BrandId === command.choice.BrandId) return [];
        return [{ type: 'DealerDefaultFinanceCompanySet', data: { FinanceCompany: command.choice.FinanceCompany, BrandId: command.choice.BrandId } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'DealerCreated':
        return {
          kind: 'active',
          dealerId: event.data.DealerId,
          subscriptionPackage: event.data.SubscriptionPackageName,
          roles: event.data.SelectedRoles,
          plates: [],
          retention: { ...DEFAULT_RETENTION },
        };
      case 'DealerGdprRetentionSet':
        return state.kind === 'active' ? { ...state, retention: event.data } : state;
      case 'DealerRolesChanged':
        return state.kind === 'active' ? { ...state, roles: event.data.SelectedRoles } : state;
      case 'DealerSubscriptionPackageChanged':
        return state.kind === 'active' ? { ...state, subscriptionPackage: event.data.SubscriptionPackageName, roles: event.data.SelectedRoles } : state;
      case 'DealerPlatesSet':
        return state.kind === 'active' ? { ...state, plates: event.data.Plates } : state;
      case 'DealerFeatureToggleSet':
        return state.kind === 'active' ? { ...state, featureToggles: { ...state.featureToggles, [event.data.Name]: event.data.Enabled } } : state;
      case 'DealerDefaultFinanceCompanySet':
        return state.kind === 'active' ? { ...state, defaultFinance: event.data } : state;
      default:
        return state;
    }
  },
};
