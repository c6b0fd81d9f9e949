import { IconBriefcase, IconHome, type Icon } from '@tabler/icons-react';
import { IconCar } from '@tabler/icons-react';
import type { RoleFlag } from '../../../../domain/roles.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import type { FileRouteTypes } from '@/routeTree.gen.ts';

export interface NavigationItem {
  label: string;
  to: FileRouteTypes['to'];
  icon: Icon;
  /** The role flag the user's dealer must hold to see the entry (the server enforces it too). */
  requires?: RoleFlag;
}

/** The navbar, in order. Each feature adds its entry here. */
export const NAVIGATION: readonly NavigationItem[] = [
  { label: 'Forside', to: '/', icon: IconHome },
  { label: 'Sager', to: '/Cases/CaseList', icon: IconBriefcase, requires: 'case' },
  { label: 'Egne biler', to: '/Cars/OwnCars', icon: IconCar, requires: 'can_see_my_cars' },
];

/** The entries the user may see. */
export const navigationFor = (
  user: Pick<CurrentUser, 'RoleFlags'>,
  items: readonly NavigationItem[] = NAVIGATION,
): NavigationItem[] => items.filter((item) => item.requires === undefined || user.RoleFlags.includes(item.requires));
