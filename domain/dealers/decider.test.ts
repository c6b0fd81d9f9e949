import { describe, it } from 'vitest';
import { specification } from '../decider-spec.ts';
import { PACKAGE_ROLE_FLAGS } from '../roles.ts';
import { dealerDecider, type DealerEvent } from './decider.ts';
import { DealerMessages } from './messages.ts';

const spec = specification(dealerDecider);
const created = (roles: string[], pkg: 'start' | 'basis' | 'pro' = 'start'): DealerEvent => ({
  type: 'DealerCreated',
  data: { DealerId: '101', ConglomerateId: '1', Name: 'D', Street: '', ZipCode: '', City: '', Phone: '', Email: '', SubscriptionPackageName: pkg, SelectedRoles: roles },
});

describe('dealer decider', () => {
  it('a new package replaces the package functions and keeps the extra ones', () =>
    spec([created([...PACKAGE_ROLE_FLAGS.start, 'debt_check'])])
      .when({ type: 'ChangeSubscriptionPackage', dealerId: '101', subscriptionPackage: 'basis' })
      .then([{ type: 'DealerSubscriptionPackageChanged', data: { SubscriptionPackageName: 'basis', SelectedRoles: [...PACKAGE_ROLE_FLAGS.basis].sort(byFlagOrder) } }]));

  it('a smaller package drops the functions of the bigger one and keeps the supplier-only ones', () =>
    spec([created([...PACKAGE_ROLE_FLAGS.pro, 'can_login_as_any_user'], 'pro')])
      .when({ type: 'ChangeSubscriptionPackage', dealerId: '101', subscriptionPackage: 'start' })
      .then([{ type: 'DealerSubscriptionPackageChanged', data: { SubscriptionPackageName: 'start', SelectedRoles: ['can_login_as_any_user', 'can_see_my_cars', 'car_list', 'price_tag', 'can_print_own_cars', 'car_facts'] } }]));

  it('keeps the supplier-only functions when the administrator may not grant them', () =>
    spec([created(['case', 'can_login_as_any_user'])])
      .when({ type: 'SetDealerRoles', dealerId: '101', selectedRoles: ['car_list', 'can_edit_all_dealers'], mayGrantAdministration: false })
      .then([{ type: 'DealerRolesChanged', data: { SelectedRoles: ['can_login_as_any_user', 'car_list'] } }]));

  it('sets the supplier-only functions when the administrator may grant them', () =>
    spec([created(['case', 'can_login_as_any_user'])])
      .when({ type: 'SetDealerRoles', dealerId: '101', selectedRoles: ['car_list', 'can_edit_all_dealers'], mayGrantAdministration: true })
      .then([{ type: 'DealerRolesChanged', data: { SelectedRoles: ['can_edit_all_dealers', 'car_list'] } }]));

  describe('plates', () => {
    const plates: DealerEvent = { type: 'DealerPlatesSet', data: { Plates: [{ Id: '1', RegistrationNumber: 'PR01001' }] } };
    it('adds a plate upper-cased', () =>
      spec([created([]), plates])
        .when({ type: 'AddDealerPlate', dealerId: '101', registrationNumber: ' ab12345 ' })
        .then([{ type: 'DealerPlatesSet', data: { Plates: [{ Id: '1', RegistrationNumber: 'PR01001' }, { Id: '2', RegistrationNumber: 'AB12345' }] } }]));
    it('refuses a plate the dealer has already, whatever its case', () =>
      spec([created([]), plates]).when({ type: 'AddDealerPlate', dealerId: '101', registrationNumber: 'pr01001' }).thenRefuses(DealerMessages.plateExists, 'invalid', undefined, 'RegistrationNumber'));
    it('removes a plate by id', () =>
      spec([created([]), plates]).when({ type: 'RemoveDealerPlate', dealerId: '101', plateId: '1' }).then([{ type: 'DealerPlatesSet', data: { Plates: [] } }]));
    it('does not find a plate the dealer does not have', () =>
      spec([created([]), plates]).when({ type: 'RemoveDealerPlate', dealerId: '101', plateId: '9' }).thenRefuses(DealerMessages.plateNotFound, 'not-found'));
  });

  describe('default finance company', () => {
    const fjord = { FinanceCompany: 1, BrandId: 11 };
    const chosen: DealerEvent = { type: 'DealerDefaultFinanceCompanySet', data: fjord };
    it('sets the first default finance company', () =>
      spec([created([])]).when({ type: 'SetDefaultFinanceCompany', dealerId: '101', choice: fjord }).then([chosen]));
    it('changes nothing when the same company and brand are chosen again', () =>
      spec([created([]), chosen]).when({ type: 'SetDefaultFinanceCompany', dealerId: '101', choice: fjord }).then([]));
    it('changes nothing when none is chosen where none was', () =>
      spec([created([])]).when({ type: 'SetDefaultFinanceCompany', dealerId: '101', choice: { FinanceCompany: 0, BrandId: null } }).then([]));
    it('takes the default away again', () =>
      spec([created([]), chosen])
        .when({ type: 'SetDefaultFinanceCompany', dealerId: '101', choice: { FinanceCompany: 0, BrandId: null } })
        .then([{ type: 'DealerDefaultFinanceCompanySet', data: { FinanceCompany: 0, BrandId: null } }]));
  });

  it('another dealer does not exist for the command', () =>
    spec([created([])]).when({ type: 'AddDealerPlate', dealerId: '102', registrationNumber: 'AB1' }).thenRefuses(DealerMessages.notFound, 'not-found'));
});

import { ROLE_FLAGS } from '../roles.ts';
function byFlagOrder(a: string, b: string): number {
  return ROLE_FLAGS.indexOf(a as never) - ROLE_FLAGS.indexOf(b as never);
}
