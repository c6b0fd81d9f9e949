import { randomInt } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo } from './aws.ts';
import { LocalKeyVault, PersonalData, PersonalDataError, type KeyVault } from './personal-data.ts';
import { personalDataKeysTable, physicalName } from './tables.ts';

const subject = (): string => `customer#${randomInt(1_000_000_000, 9_000_000_000)}`;
const fields = { FirstName: 'Søren', LastName: 'Østergård', CellPhone: '20304050' };

describe('personal data in DynamoDB Local', () => {
  it('protects with the subject’s own key, stored only wrapped, and reveals in another container too', async () => {
    const vault = LocalKeyVault.random();
    const id = subject();
    const first = new PersonalData(vault);
    const sealed = await first.protect(id, fields);
    expect(sealed.Encrypted).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(sealed.Encrypted, 'base64').toString('latin1')).not.toContain('Søren');
    expect(await first.reveal(id, sealed)).toEqual(fields);

    const { Item } = await dynamo().send(new GetCommand({ TableName: physicalName(personalDataKeysTable), Key: { subjectId: id } }));
    expect(Item).toMatchObject({ subjectId: id, vault: 'local' });
    expect(Buffer.from(Item!.wrappedKey as string, 'base64').length).toBeGreaterThan(32);

    // A fresh instance (another Lambda container: no cache) unwraps the same key.
    expect(await new PersonalData(vault).reveal(id, sealed)).toEqual(fields);
    // A second protect of the same subject uses the same key.
    const again = await new PersonalData(vault).protect(id, { FirstName: 'Anne' });
    expect(await first.reveal(id, again)).toEqual({ FirstName: 'Anne' });
  });

  it('agrees on one key when several writers protect a new subject at the same moment, creating first or reading first', async () => {
    const vault = LocalKeyVault.random();
    const id = subject();
    const writers = Array.from({ length: 6 }, () => new PersonalData(vault));
    const sealed = await Promise.all(writers.map((writer, index) => writer.protect(id, { index }, { newSubject: index % 2 === 0 })));
    for (const [index, data] of sealed.entries()) expect(await new PersonalData(vault).reveal(id, data)).toEqual({ index });
  });

  it('reads and unwraps a subject’s key once for the events of a batch opened at once', async () => {
    const vault = LocalKeyVault.random();
    const id = subject();
    const sealed = await Promise.all(Array.from({ length: 20 }, (_, index) => new PersonalData(vault).protect(id, { index })));
    let unwraps = 0;
    const counting: KeyVault = {
      name: vault.name,
      generateDataKey: (subjectId) => vault.generateDataKey(subjectId),
      unwrap: (subjectId, wrapped) => {
        unwraps += 1;
        return vault.unwrap(subjectId, wrapped);
      },
    };
    const coldContainer = new PersonalData(counting);
    const revealed = await Promise.all(sealed.map((data) => coldContainer.reveal(id, data)));
    expect(revealed).toEqual(sealed.map((_, index) => ({ index })));
    expect(unwraps).toBe(1);
    expect(await coldContainer.reveal(id, sealed[0]!)).toEqual({ index: 0 });
    expect(unwraps).toBe(1);
  });

  it('forgets: the data can never be revealed again, by this container or any other', async () => {
    const vault = LocalKeyVault.random();
    const id = subject();
    const personalData = new PersonalData(vault);
    const sealed = await personalData.protect(id, fields);
    const otherContainer = new PersonalData(vault);
    expect(await personalData.isKnown(id)).toBe(true);

    await personalData.forget(id);
    expect(await personalData.isKnown(id)).toBe(false);
    expect(await personalData.reveal(id, sealed)).toBeUndefined();
    expect(await otherContainer.reveal(id, sealed)).toBeUndefined();
    const { Item } = await dynamo().send(new GetCommand({ TableName: physicalName(personalDataKeysTable), Key: { subjectId: id } }));
    expect(Item).toBeUndefined();
  });

  it('refuses a key wrapped by another vault rather than guess', async () => {
    const id = subject();
    await new PersonalData(LocalKeyVault.random()).protect(id, fields);
    const kmsLike: KeyVault = { name: 'kms', generateDataKey: () => Promise.reject(new Error('unused')), unwrap: () => Promise.reject(new Error('unused')) };
    await expect(new PersonalData(kmsLike).reveal(id, { Encrypted: 'AQ==' })).rejects.toBeInstanceOf(PersonalDataError);
    await expect(new PersonalData(LocalKeyVault.random()).reveal(id, { Encrypted: 'AQ==' })).rejects.toBeInstanceOf(PersonalDataError);
  });
});
