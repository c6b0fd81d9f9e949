import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one, with a new salt every time', async () => {
    const hash = await hashPassword('DealerHub-2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('DealerHub-2026');
    expect(await verifyPassword('DealerHub-2026', hash)).toBe(true);
    expect(await verifyPassword('dealerhub-2026', hash)).toBe(false);
    expect(await hashPassword('DealerHub-2026')).not.toBe(hash);
  });
  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
