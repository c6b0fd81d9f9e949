/** Dealer-level functions (role flags), spec part 1 section 6 and part 2 section 6. */
export const ROLE_FLAGS = [
  'can_see_bilbasen_statistics',
  'can_edit_news',
  'can_administrate_users',
  'can_perform_cpr_lookup',
  'can_administrate_dealerdata',
  'can_administrate_users_on_joined_dealers',
  'can_edit_all_dealers',
  'can_login_as_any_user',
  'can_see_my_cars',
  'car_list',
  'xpress_buy_car',
  'xpress_sell_car',
  'case',
  'price_tag',
  'debt_check',
  'categories',
  'can_see_dba_statistics',
  'priceguide',
  'import_dealer_customer_data',
  'read_only_access',
  'new_car',
  'b2b_marketplace',
  'finance',
  'can_print_own_cars',
  'car_facts',
  'video_upload',
  'can_login_as_consultant_user',
  'market_insights',
] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];

/** Simple roles of a user, with the Danish label staff read. */
export const SIMPLE_ROLES = {
  Owner: 'Ejer',
  BusinessManager: 'Forretningsfører',
  SalesManager: 'Salgschef',
  Salesman: 'Sælger',
  Mechanic: 'Mekaniker',
  Preparation: 'Klargøring',
  Bookkeeper: 'Bogholder',
} as const;
export type SimpleRole = keyof typeof SIMPLE_ROLES;
export const SIMPLE_ROLE_NAMES = Object.keys(SIMPLE_ROLES) as SimpleRole[];

export const SUBSCRIPTION_PACKAGES = ['start', 'basis', 'pro'] as const;
export type SubscriptionPackage = (typeof SUBSCRIPTION_PACKAGES)[number];

/**
 * The role flags each subscription package brings. Administration-only flags (editing all dealers, logging
 * in as any user, news editing) are never part of a package: an administrator grants them one by one.
 */
const ADMINISTRATION_FLAGS: readonly RoleFlag[] = [
  'can_edit_news',
  'can_edit_all_dealers',
  'can_login_as_any_user',
  'can_login_as_consultant_user',
  'read_only_access',
];
const START_FLAGS: readonly RoleFlag[] = ['can_see_my_cars', 'car_list', 'price_tag', 'can_print_own_cars', 'car_facts'];
const BASIS_FLAGS: readonly RoleFlag[] = [
  ...START_FLAGS,
  'case',
  'categories',
  'priceguide',
  'can_administrate_users',
  'can_administrate_dealerdata',
  'can_perform_cpr_lookup',
  'debt_check',
];
const PRO_FLAGS: readonly RoleFlag[] = ROLE_FLAGS.filter((flag) => !ADMINISTRATION_FLAGS.includes(flag));

export const PACKAGE_ROLE_FLAGS: Record<SubscriptionPackage, readonly RoleFlag[]> = {
  start: START_FLAGS,
  basis: BASIS_FLAGS,
  pro: PRO_FLAGS,
};
