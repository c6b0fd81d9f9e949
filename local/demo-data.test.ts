import { describe, expect, it } from 'vitest';
import { demoData } from './demo-data.ts';

describe('the demo data', () => {
  it('has every demo login of the product context exactly once', () => {
    const usernames = demoData.users.map((user) => user.Username);
    expect(usernames).toEqual([
      'admin@demo.dk',
      'ejer@demo.dk',
      'forretningsfoerer@demo.dk',
      'salgschef@demo.dk',
      'saelger@demo.dk',
      'mekaniker@demo.dk',
      'klargoering@demo.dk',
      'bogholder@demo.dk',
      'konsulent@demo.dk',
      'saelger.aalborg@demo.dk',
      'saelger.vejle@demo.dk',
    ]);
    expect(new Set(demoData.users.map((user) => user.UserId)).size).toBe(demoData.users.length);
  });

  it('places every user in a department that exists, the Vejle salesman in the start package', () => {
    const departments = new Map(demoData.departments.map((d) => [d.DealerId, d]));
    for (const user of demoData.users) expect(departments.has(user.DealerId)).toBe(true);
    const vejle = demoData.users.find((user) => user.Username === 'saelger.vejle@demo.dk')!;
    expect(departments.get(vejle.DealerId)?.SubscriptionPackageName).toBe('start');
  });
});
