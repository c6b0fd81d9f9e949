import { IconCar } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { roleLabel, subscriptionPackageLabel } from './labels.ts';
import { allowedRoutesFor } from '@/test/allowed-routes.ts';
import { NAVIGATION, navigationFor, type NavigationItem } from './navigation.ts';

describe('navigationFor', () => {
  const items: NavigationItem[] = [
    { label: 'Forside', to: '/', icon: IconCar },
    { label: 'Sager', to: '/', icon: IconCar, route: { method: 'GET', path: '/api/caselist/search/' } },
    { label: 'Egne biler', to: '/', icon: IconCar, route: { method: 'POST', path: '/api/owncarlist/search/' }, requires: 'can_see_my_cars' },
  ];

  it('shows the entries whose route the server lets the user call, in order', () => {
    expect(navigationFor({ RoleFlags: [], AllowedRoutes: ['GET /api/caselist/search'] }, items).map((item) => item.label)).toEqual(['Forside', 'Sager']);
    expect(navigationFor({ RoleFlags: [], AllowedRoutes: [] }, items).map((item) => item.label)).toEqual(['Forside']);
    // Own cars also need the dealer's function, which the list's route does not name.
    expect(navigationFor({ RoleFlags: [], AllowedRoutes: ['POST /api/owncarlist/search'] }, items).map((item) => item.label)).toEqual(['Forside']);
    expect(navigationFor({ RoleFlags: ['can_see_my_cars'], AllowedRoutes: ['POST /api/owncarlist/search'] }, items).map((item) => item.label)).toEqual(['Forside', 'Egne biler']);
  });

  it("follows the server's answer, as every action of the SPA does: the same routes as the route table's policy", () => {
    const salesman = { simpleRole: 'Salesman', isAdmin: false, isConsultant: false } as const;
    const owner = { simpleRole: 'Owner', isAdmin: false, isConsultant: false } as const;
    const flags = ['case', 'can_administrate_users', 'can_administrate_dealerdata'] as const;
    const labels = (subject: typeof salesman | typeof owner, roleFlags: readonly string[]) =>
      navigationFor({ RoleFlags: [...roleFlags] as never, AllowedRoutes: allowedRoutesFor(subject, roleFlags) }).map((item) => item.label);
    expect(labels(salesman, flags)).toEqual(['Forside', 'Sager', 'Kunder', 'Supportvideoer', 'Min konto']);
    expect(labels(owner, flags)).toEqual(['Forside', 'Sager', 'Kunder', 'Brugere', 'Opbevaring af data', 'Nummerplader', 'Bilag til slutsedler', 'Supportvideoer', 'Min konto']);
    expect(labels(owner, [])).toEqual(['Forside', 'Kunder', 'Supportvideoer', 'Min konto']);
    // Read-only access keeps what reads, and drops the pages for keeping plates and appendices.
    expect(labels(owner, [...flags, 'read_only_access'])).toEqual(['Forside', 'Sager', 'Kunder', 'Brugere', 'Opbevaring af data', 'Supportvideoer', 'Min konto']);
    // The ad rules go with setting a car's ad (own cars), the Bilbasen statistics with their own function.
    const pro = [...flags, 'can_see_my_cars', 'can_see_bilbasen_statistics'];
    expect(labels(salesman, pro)).toEqual(['Forside', 'Sager', 'Egne biler', 'Kunder', 'Annonceringsregler', 'Bilbasen-statistik', 'Supportvideoer', 'Min konto']);
    const mechanic = { simpleRole: 'Mechanic', isAdmin: false, isConsultant: false } as const;
    expect(labels(mechanic as never, pro)).toEqual(['Forside', 'Sager', 'Egne biler', 'Kunder', 'Bilbasen-statistik', 'Supportvideoer', 'Min konto']);
    expect(labels(owner, [...flags, 'can_edit_news'])).toContain('Nyheder');
    // The marketplace goes with the B2B marketplace function, after all cars.
    expect(labels(salesman, [...flags, 'car_list', 'b2b_marketplace'])).toEqual(['Forside', 'Sager', 'Alle biler', 'Markedsplads', 'Kunder', 'Supportvideoer', 'Min konto']);
    expect(labels(salesman, [...flags, 'car_list'])).not.toContain('Markedsplads');
    expect(NAVIGATION.every((item) => item.label.trim() !== '')).toBe(true);
  });
});

describe('labels', () => {
  it('names the simple role in Danish, or Administrator', () => {
    expect(roleLabel({ SimpleRole: 'Salesman', IsAdmin: false })).toBe('Sælger');
    expect(roleLabel({ SimpleRole: 'BusinessManager', IsAdmin: false })).toBe('Forretningsfører');
    expect(roleLabel({ SimpleRole: null, IsAdmin: true })).toBe('Administrator');
    expect(roleLabel({ SimpleRole: null, IsAdmin: false })).toBe('');
  });

  it('names the subscription package', () => {
    expect(subscriptionPackageLabel('pro')).toBe('Pro');
    expect(subscriptionPackageLabel('start')).toBe('Start');
    expect(subscriptionPackageLabel('ukendt')).toBe('ukendt');
  });
});
