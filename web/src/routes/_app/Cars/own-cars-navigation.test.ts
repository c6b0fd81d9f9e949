import { describe, expect, it } from 'vitest';
import { PACKAGE_ROLE_FLAGS } from '../../../../../domain/roles.ts';
import { navigationFor } from '@/app/shell/navigation.ts';

describe('the own-cars entry of the navigation', () => {
  it("is shown to dealers with the 'my cars' function, which every package holds, and leads to the list", () => {
    const entry = (flags: Parameters<typeof navigationFor>[0]['RoleFlags']) => navigationFor({ RoleFlags: flags, AllowedRoutes: ['POST /api/owncarlist/search'] }).find((item) => item.label === 'Egne biler');
    expect(entry(['can_see_my_cars'])?.to).toBe('/Cars/OwnCars');
    expect(entry(['case', 'car_list'])).toBeUndefined();
    for (const flags of Object.values(PACKAGE_ROLE_FLAGS)) expect(entry([...flags])).toBeDefined();
  });
});
