import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../events/envelope.ts';
import { userDirectory, usernameIndexKey, type UserRow } from './user-directory.ts';

const event = (type: string, version: number, data: unknown): StoredEvent =>
  ({ streamId: 'user#7', version, type, data, meta: { dealerId: '101', userId: '7', eventId: `e${version}`, occurredAt: '2026-01-01T00:00:00Z', correlationId: 'c', causationId: 'c', schemaVersion: 1 } }) as StoredEvent;

describe('the user directory', () => {
  it('takes the user’s own account page: details, preferences, and the new username to sign in with', () => {
    const created = userDirectory.evolve(
      undefined,
      event('UserCreated', 1, { UserId: '7', DealerId: '101', Name: 'S', Username: 's@demo.dk', Initials: 'S', SimpleRole: null, IsAdmin: false, IsConsultant: false, PasswordHash: 'scrypt$a' }),
    ) as UserRow;
    const updated = userDirectory.evolve(
      created,
      event('UserAccountUpdated', 2, {
        Name: 'Ny',
        Username: 'ny@demo.dk',
        Initials: 'NY',
        Address: 'Vej 1',
        ZipCode: '8000',
        City: 'Aarhus C',
        CellPhone: '20304050',
        Title: 'Sælger',
        EmailSettings: { SettingsAcceptsFeatureEmails: true },
      }),
    ) as UserRow;
    expect(updated).toMatchObject({ Name: 'Ny', Username: 'ny@demo.dk', City: 'Aarhus C', PasswordHash: 'scrypt$a', gsi1pk: usernameIndexKey('ny@demo.dk') });
    expect(userDirectory.handles(event('UserPasswordResetRequested', 3, { TokenHash: 'h', ExpiresAt: '2026-01-01T01:00:00.000Z' }))).toBe(false);
    const changed = userDirectory.evolve(updated, event('UserPasswordChanged', 3, { PasswordHash: 'scrypt$b', ByReset: true })) as UserRow;
    expect(changed.PasswordHash).toBe('scrypt$b');
  });
});
