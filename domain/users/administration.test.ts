import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { PACKAGE_ROLE_FLAGS } from '../roles.ts';
import { assertMayAdministrate, grantableRoleFlags, grantableSimpleRoles, heldRoleFlags, invitationDefaults, mayAdministrate, type UserAdministration, type UserRights } from './administration.ts';
import { UserErrorCodes, UserMessages } from './messages.ts';

const PRO = [...PACKAGE_ROLE_FLAGS.pro, 'can_login_as_any_user'];
const administrator: UserRights = { isAdmin: true, isConsultant: false, simpleRole: null, roleFlags: PRO };
const salesManager: UserRights = { isAdmin: false, isConsultant: false, simpleRole: 'SalesManager', roleFlags: PRO };
const salesman: UserRights = { isAdmin: false, isConsultant: false, simpleRole: 'Salesman', roleFlags: ['case', 'car_list'] };
const supportDesk: UserRights = { isAdmin: true, isConsultant: false, simpleRole: null, roleFlags: [...PACKAGE_ROLE_FLAGS.basis, 'can_edit_all_dealers'] };

const refusal = (actor: UserRights, operation: UserAdministration): { kind: string; message: string; code?: string } | undefined => {
  try {
    assertMayAdministrate(actor, operation);
    return undefined;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { kind: error.kind, message: error.message, code: error.code };
  }
};

describe('user administration: who may act on whom', () => {
  it('refuses a sales manager editing the administrator', () => {
    expect(refusal(salesManager, { type: 'Edit', target: administrator, after: { ...administrator, roleFlags: ['case'] }, self: false, otherAdministrators: 1 })).toEqual({
      kind: 'forbidden',
      message: UserMessages.editOutranked,
      code: UserErrorCodes.outranked,
    });
  });

  it('refuses a sales manager deleting the administrator', () => {
    expect(refusal(salesManager, { type: 'Delete', target: administrator, otherAdministrators: 1 })?.message).toBe(UserMessages.deleteOutranked);
  });

  it('refuses a sales manager sending an activation link to an invited administrator', () => {
    expect(refusal(salesManager, { type: 'ResendActivationLink', target: administrator })?.message).toBe(UserMessages.resendOutranked);
  });

  it('refuses logging in as a user with more rights', () => {
    expect(refusal(salesManager, { type: 'LogInAs', target: administrator })?.message).toBe(UserMessages.logInAsOutranked);
  });

  it('lets a sales manager edit a salesman within their own rights', () => {
    expect(refusal(salesManager, { type: 'Edit', target: salesman, after: { ...salesman, roleFlags: ['case'] }, self: false, otherAdministrators: 0 })).toBeUndefined();
  });

  it('lets a sales manager edit another sales manager: equal rights are within their own', () => {
    expect(mayAdministrate(salesManager, { ...salesManager, simpleRole: 'Owner' })).toBe(true);
  });

  it('refuses a department leader of another department whose functions the user holds and they lack', () => {
    const aalborgManager = { ...salesManager, roleFlags: PACKAGE_ROLE_FLAGS.pro };
    expect(mayAdministrate(aalborgManager, { ...salesman, roleFlags: ['case', 'can_login_as_any_user'] })).toBe(false);
  });

  it('refuses giving a function the actor lacks', () => {
    const limitedManager = { ...salesManager, roleFlags: ['case', 'car_list', 'can_administrate_users'] };
    expect(refusal(limitedManager, { type: 'Edit', target: salesman, after: { ...salesman, roleFlags: ['case', 'finance'] }, self: false, otherAdministrators: 0 })).toEqual({
      kind: 'forbidden',
      message: UserMessages.grantBeyondOwnRights,
      code: UserErrorCodes.beyondOwnRights,
    });
  });

  it('refuses promoting a user to a role above the actor', () => {
    const owner = { ...salesman, simpleRole: 'Owner' };
    const limitedSalesman = { ...salesman, roleFlags: ['case', 'car_list', 'can_administrate_users'] };
    expect(refusal(limitedSalesman, { type: 'Edit', target: salesman, after: owner, self: false, otherAdministrators: 0 })?.message).toBe(UserMessages.grantBeyondOwnRights);
  });

  it('refuses raising oneself into more rights', () => {
    const bookkeeper: UserRights = { ...salesman, simpleRole: 'Bookkeeper', roleFlags: ['case', 'can_administrate_users'] };
    expect(refusal(bookkeeper, { type: 'Edit', target: bookkeeper, after: { ...bookkeeper, simpleRole: 'Owner' }, self: true, otherAdministrators: 0 })?.message).toBe(UserMessages.raiseSelf);
  });

  it('refuses inviting a user with a function the actor lacks', () => {
    expect(refusal({ ...salesManager, roleFlags: PACKAGE_ROLE_FLAGS.pro }, { type: 'Invite', invitee: { ...salesman, roleFlags: ['can_login_as_any_user'] } })?.message).toBe(
      UserMessages.grantBeyondOwnRights,
    );
  });

  it('lets an administrator invite an owner', () => {
    expect(refusal(administrator, { type: 'Invite', invitee: { ...salesman, simpleRole: 'Owner', roleFlags: PRO } })).toBeUndefined();
  });

  it('refuses removing the functions of the group’s last administrator', () => {
    expect(refusal(administrator, { type: 'Edit', target: administrator, after: { ...administrator, roleFlags: ['case'] }, self: true, otherAdministrators: 0 })).toEqual({
      kind: 'refused',
      message: UserMessages.lastAdministrator,
      code: UserErrorCodes.lastAdministrator,
    });
  });

  it('refuses deleting the group’s last administrator', () => {
    expect(refusal(supportDesk, { type: 'Delete', target: administrator, otherAdministrators: 0 })?.message).toBe(UserMessages.lastAdministrator);
  });

  it('lets an administrator be deleted while the group keeps another', () => {
    expect(refusal(supportDesk, { type: 'Delete', target: administrator, otherAdministrators: 1 })).toBeUndefined();
  });

  it('lets the supplier’s administrators give any function, as they give departments theirs', () => {
    expect(mayAdministrate(supportDesk, administrator)).toBe(true);
  });

  it('does not count read-only access as a right', () => {
    expect(mayAdministrate({ ...salesManager, roleFlags: ['case', 'can_administrate_users'] }, { ...salesman, roleFlags: ['case', 'read_only_access'] })).toBe(true);
  });
});

describe('user administration: what the forms offer', () => {
  it('offers a sales manager every simple role (the dealer roles are within theirs)', () => {
    expect(grantableSimpleRoles(salesManager)).toEqual(['Owner', 'BusinessManager', 'SalesManager', 'Salesman', 'Mechanic', 'Preparation', 'Bookkeeper']);
  });

  it('offers a bookkeeper only the roles within a bookkeeper’s rights', () => {
    expect(grantableSimpleRoles({ ...salesman, simpleRole: 'Bookkeeper' })).toEqual(['Bookkeeper']);
  });

  it('offers only the department’s functions the actor holds', () => {
    expect(grantableRoleFlags({ ...salesManager, roleFlags: ['case', 'car_list'] }, ['case', 'finance', 'car_list'])).toEqual(['case', 'car_list']);
  });

  it('holds the department’s functions narrowed to those given, read-only access always', () => {
    expect(heldRoleFlags(['case', 'finance', 'read_only_access'], ['finance', 'price_tag'])).toEqual(['read_only_access', 'finance']);
  });

  it('holds every function of the department when none were given', () => {
    expect(heldRoleFlags(['case', 'finance'], null)).toEqual(['case', 'finance']);
  });

  it('starts an invitation with the everyday functions chosen, never administration, signing in as others or CPR look-up', () => {
    expect(invitationDefaults(['case', 'can_login_as_any_user', 'car_list', 'can_administrate_users', 'can_perform_cpr_lookup', 'read_only_access', 'finance'])).toEqual([
      'case',
      'car_list',
      'finance',
    ]);
  });
});
