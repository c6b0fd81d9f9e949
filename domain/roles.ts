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
export const ADMINISTRATION_FLAGS: readonly RoleFlag[] = [
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

/**
 * What a user may do, whatever the dealer's package brings. Every route of the API declares one of these (its
 * policy); the server refuses a route whose action the caller's role does not allow, and the SPA hides what is
 * refused. The package's role flags are checked besides: a route needs both.
 */
export const ACTIONS = [
  /** Signing in and out, one's own settings: everyone who can sign in. */
  'ownSession',
  /** Reading cases, their documents, bids and the texts a case shows; the model catalogue and dealer lists behind them. */
  'readCases',
  /** Opening, saving, copying a case and setting its status, its prices included. */
  'editCases',
  'deleteCases',
  /** Marking a sales contract or purchase agreement signed, and cancelling a document. */
  'signDocuments',
  /** Delivering the car and closing the case. */
  'deliverCases',
  /** Printing the sales documents (offer, contract, purchase agreement, rental contract, test-drive slip). */
  'printSalesDocuments',
  /** Printing invoice basis and customs documents. */
  'printAccountingDocuments',
  /** Recording the preparation of a car: the preparation document. */
  'recordPreparation',
  'readCustomers',
  /** Creating and changing customers and their cars. */
  'editCustomers',
  /** Forgetting a customer for good (erasure). */
  'deleteCustomers',
  'readCars',
  'sellCars',
  /** Changing a stock car's prices. */
  'changePrices',
  /** Uploading and deleting the sales contract appendices. */
  'manageAppendices',
  /** The 'all departments' search scope: other departments' cases, customers and cars. */
  'searchAllDepartments',
  'administrateUsers',
  'administrateDealerData',
  /** Creating, changing and deleting stock cars, their pictures, ad type and display, and moving them between departments. */
  'editCars',
  /** Moving a stock car to another department of the conglomerate: for those who lead across departments. */
  'transferCars',
  /** Giving a department its functions and subscription package: the supplier's administrators only. */
  'administrateDealerFunctions',
  /** Logging in as another user (with the dealer's can_login_as_any_user or can_login_as_consultant_user). */
  'logInAsUser',
  /** Reading the news the supplier writes for every dealer. */
  'readNews',
  /** Watching the supplier's support videos. */
  'watchSupportVideos',
  /** Writing the news every dealer reads: with the dealer's can_edit_news, which only the supplier's departments hold. */
  'editNews',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Who a user is for the matrix: a simple role, or an administrator or consultant (who may have no simple role). */
export type RoleHolder = 'Administrator' | 'Consultant' | SimpleRole;
export const ROLE_HOLDERS: readonly RoleHolder[] = ['Administrator', 'Consultant', ...SIMPLE_ROLE_NAMES];

const READING: readonly Action[] = ['ownSession', 'readCases', 'readCustomers', 'readCars', 'readNews', 'watchSupportVideos'];
/** What a salesman does all day: sell, from the first offer to delivery. */
const SELLING: readonly Action[] = [
  ...READING,
  'editCases',
  'deleteCases',
  'signDocuments',
  'deliverCases',
  'printSalesDocuments',
  'printAccountingDocuments',
  'recordPreparation',
  'editCustomers',
  'sellCars',
  'changePrices',
  'editCars',
];
/** Those who lead the dealership or its sales do everything a salesman does, across departments, and run the dealership. */
const LEADING: readonly Action[] = ACTIONS;
/** What runs the dealership, short of what only the supplier's administrators do (functions, packages, log in as). */
const DEALERSHIP: readonly Action[] = LEADING.filter((action) => action !== 'administrateDealerFunctions' && action !== 'logInAsUser');

/**
 * The role matrix. The spec names the roles but not what each may do; this is what a dealership expects:
 * owners, business managers and sales managers may do everything (and only they see every department); a salesman
 * sells but neither forgets customers, manages appendices nor administrates; mechanics and preparation staff read
 * cases, customers and cars and record preparation; the bookkeeper reads and prints the accounting documents; a
 * consultant (the supplier's, helping the dealer) reads; an administrator may do everything.
 */
export const ROLE_MATRIX: Readonly<Record<RoleHolder, readonly Action[]>> = {
  Administrator: ACTIONS,
  Consultant: READING,
  Owner: DEALERSHIP,
  BusinessManager: DEALERSHIP,
  SalesManager: DEALERSHIP,
  Salesman: SELLING,
  Mechanic: [...READING, 'recordPreparation'],
  Preparation: [...READING, 'recordPreparation'],
  Bookkeeper: [...READING, 'printAccountingDocuments'],
};

/** The user as the matrix sees them (the session's fields). */
export interface RoleSubject {
  simpleRole: string | null;
  isAdmin: boolean;
  isConsultant: boolean;
}

const isSimpleRole = (role: string | null): role is SimpleRole => role !== null && Object.hasOwn(SIMPLE_ROLES, role);

/**
 * The matrix rows that apply to a user: an administrator is one whatever their simple role; a consultant's row is
 * added to their simple role's, if any. A user with neither may only use their own session.
 */
export const roleHoldersOf = (user: RoleSubject): RoleHolder[] => [
  ...(user.isAdmin ? (['Administrator'] as const) : []),
  ...(user.isConsultant ? (['Consultant'] as const) : []),
  ...(isSimpleRole(user.simpleRole) ? [user.simpleRole] : []),
];

/** Every action the user's roles allow, in the order of `ACTIONS`. */
export const allowedActions = (user: RoleSubject): Action[] => {
  const allowed = new Set(roleHoldersOf(user).flatMap((holder) => ROLE_MATRIX[holder]));
  allowed.add('ownSession');
  return ACTIONS.filter((action) => allowed.has(action));
};

export const mayPerform = (user: RoleSubject, action: Action): boolean => allowedActions(user).includes(action);

/** The refusal a user reads when their role does not allow a route. */
export const ROLE_REFUSAL = 'Din rolle giver ikke adgang til dette.';
