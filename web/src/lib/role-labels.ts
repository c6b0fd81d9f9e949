import { ROLE_FLAGS, SIMPLE_ROLES, type RoleFlag } from '../../../domain/roles.ts';

/** A function (role flag) as the admin pages list it: its number, its flag name and whether the package brings it. */
export interface RoleView {
  Id: number;
  Name: string;
  IsPartOfSubscriptionPackage: boolean;
}

/**
 * What each function (role flag) lets a department do, in the words its staff use. The spec names the flags but not
 * their labels; a screen shows the label only, never the flag's name.
 */
export const ROLE_LABELS: Record<RoleFlag, string> = {
  can_see_bilbasen_statistics: 'Se Bilbasen-statistik',
  can_edit_news: 'Redigere nyheder',
  can_administrate_users: 'Administrere brugere',
  can_perform_cpr_lookup: 'CPR-opslag',
  can_administrate_dealerdata: 'Administrere forhandlerdata',
  can_administrate_users_on_joined_dealers: 'Administrere koncernens brugere',
  can_edit_all_dealers: 'Redigere alle forhandlere',
  can_login_as_any_user: 'Logge ind som enhver bruger',
  can_see_my_cars: 'Se egne biler',
  car_list: 'Billiste',
  xpress_buy_car: 'Xpress køb bil',
  xpress_sell_car: 'Xpress sælg bil',
  case: 'Sager',
  price_tag: 'Prisskilte',
  debt_check: 'Gældstjek',
  categories: 'Kategorier',
  can_see_dba_statistics: 'Se DBA-statistik',
  priceguide: 'Prisguide',
  import_dealer_customer_data: 'Importere kundedata',
  read_only_access: 'Kun læseadgang',
  new_car: 'Nye biler',
  b2b_marketplace: 'B2B-markedsplads',
  finance: 'Finansiering',
  can_print_own_cars: 'Udskrive egne biler',
  car_facts: 'Bilfakta',
  video_upload: 'Upload af video',
  can_login_as_consultant_user: 'Logge ind som konsulentbruger',
  market_insights: 'Markedsindsigt',
};

/** The label of a role as the server names it (its flag); a flag this SPA does not know yet is not shown by its name. */
export const roleLabel = (name: string): string => ROLE_LABELS[name as RoleFlag] ?? 'Ukendt funktion';

/** The simple roles to choose from, with their Danish names (spec part 1 §3). */
export const SIMPLE_ROLE_OPTIONS = Object.entries(SIMPLE_ROLES).map(([value, label]) => ({ value, label }));

export const isRoleFlag = (name: string): name is RoleFlag => (ROLE_FLAGS as readonly string[]).includes(name);
