import { IconBriefcase, IconCar, IconHome, IconLicense, IconPaperclip, IconShieldLock, IconUsers, type Icon } from '@tabler/icons-react';
import type { Action, RoleFlag } from '../../../../domain/roles.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import type { FileRouteTypes } from '@/routeTree.gen.ts';

export interface NavigationItem {
  label: string;
  to: FileRouteTypes['to'];
  icon: Icon;
  /** The role flag the user's dealer must hold to see the entry (the server enforces it too). */
  requires?: RoleFlag;
  /** The action the user's role must allow to see the entry (the server's role matrix refuses it otherwise). */
  action?: Action;
}

/** The navbar, in order. Each feature adds its entry here. */
export const NAVIGATION: readonly NavigationItem[] = [
  { label: 'Forside', to: '/', icon: IconHome },
  { label: 'Sager', to: '/Cases/CaseList', icon: IconBriefcase, requires: 'case' },
  { label: 'Egne biler', to: '/Cars/OwnCars', icon: IconCar, requires: 'can_see_my_cars' },
  // Every role reads customers (the role matrix's readCustomers); no dealer function is needed.
  { label: 'Kunder', to: '/Customers/CustomerList', icon: IconUsers },
  { label: 'Brugere', to: '/Organization/Users/Edit', icon: IconUsers, requires: 'can_administrate_users', action: 'administrateUsers' },
  { label: 'Opbevaring af data', to: '/Organization/GdprRetention', icon: IconShieldLock, requires: 'can_administrate_dealerdata', action: 'administrateDealerData' },
  { label: 'Nummerplader', to: '/Organization/DealerPlates', icon: IconLicense, requires: 'can_administrate_dealerdata', action: 'administrateDealerData' },
  { label: 'Bilag til slutsedler', to: '/Organization/SalesContractAppendices', icon: IconPaperclip, requires: 'can_administrate_dealerdata', action: 'manageAppendices' },
];

/** The entries the user may see. */
export const navigationFor = (
  user: Pick<CurrentUser, 'RoleFlags'> & Partial<Pick<CurrentUser, 'AllowedActions'>>,
  items: readonly NavigationItem[] = NAVIGATION,
): NavigationItem[] =>
  items.filter(
    (item) =>
      (item.requires === undefined || user.RoleFlags.includes(item.requires)) &&
      (item.action === undefined || (user.AllowedActions ?? []).includes(item.action)),
  );
