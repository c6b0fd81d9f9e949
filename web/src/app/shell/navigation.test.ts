import { IconCar } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { roleLabel, subscriptionPackageLabel } from './labels.ts';
import { NAVIGATION, navigationFor, type NavigationItem } from './navigation.ts';

describe('navigationFor', () => {
  const items: NavigationItem[] = [
    { label: 'Forside', to: '/', icon: IconCar },
    { label: 'Sager', to: '/', icon: IconCar, requires: 'case' },
    { label: 'Markedsindsigt', to: '/', icon: IconCar, requires: 'market_insights' },
  ];

  it("shows the entries the user's role flags allow, in order", () => {
    expect(navigationFor({ RoleFlags: ['case'] }, items).map((item) => item.label)).toEqual(['Forside', 'Sager']);
    expect(navigationFor({ RoleFlags: [] }, items).map((item) => item.label)).toEqual(['Forside']);
  });

  it("gives everyone the front page, and 'Sager' to dealers with the case flag", () => {
    expect(navigationFor({ RoleFlags: [] }).map((item) => [item.label, item.to])).toEqual([['Forside', '/'], ['Kunder', '/Customers/CustomerList']]);
    expect(navigationFor({ RoleFlags: ['case'] }).map((item) => [item.label, item.to])).toEqual([
      ['Forside', '/'],
      ['Sager', '/Cases/CaseList'],
      ['Kunder', '/Customers/CustomerList'],
    ]);
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
