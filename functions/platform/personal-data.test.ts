import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keyVaultFromEnvironment, LocalKeyVault, open, PersonalDataError, seal } from './personal-data.ts';

describe('personal-data encryption', () => {
  const key = Buffer.alloc(32, 7);

  it('seals with AES-256-GCM and opens only with the same key and subject', () => {
    const sealed = seal(key, Buffer.from('Søren Østergård'), 'customer#1');
    expect(sealed.toString('utf8')).not.toContain('Søren');
    expect(open(key, sealed, 'customer#1').toString('utf8')).toBe('Søren Østergård');
    expect(() => open(key, sealed, 'customer#2')).toThrow();
    expect(() => open(Buffer.alloc(32, 8), sealed, 'customer#1')).toThrow();
    // A fresh IV each time: the same data never gives the same ciphertext.
    expect(seal(key, Buffer.from('x'), 'customer#1').equals(seal(key, Buffer.from('x'), 'customer#1'))).toBe(false);
  });

  it('seals deterministically on request: equal values equally, other values, subjects or keys differently', () => {
    const once = seal(key, Buffer.from('Kørekort 12345678'), 'case#7', { deterministic: true });
    expect(seal(key, Buffer.from('Kørekort 12345678'), 'case#7', { deterministic: true }).equals(once)).toBe(true);
    expect(open(key, once, 'case#7').toString('utf8')).toBe('Kørekort 12345678');
    const ivOf = (sealed: Buffer) => sealed.subarray(1, 13).toString('hex');
    expect(ivOf(seal(key, Buffer.from('Kørekort 12345679'), 'case#7', { deterministic: true }))).not.toBe(ivOf(once));
    expect(ivOf(seal(key, Buffer.from('Kørekort 12345678'), 'case#8', { deterministic: true }))).not.toBe(ivOf(once));
    expect(ivOf(seal(Buffer.alloc(32, 9), Buffer.from('Kørekort 12345678'), 'case#7', { deterministic: true }))).not.toBe(ivOf(once));
  });

  it('the local vault wraps data keys that only it, for the same subject, unwraps', async () => {
    const vault = LocalKeyVault.random();
    const { plaintext, wrapped } = await vault.generateDataKey('customer#1');
    expect(plaintext).toHaveLength(32);
    expect(Buffer.from(wrapped).includes(Buffer.from(plaintext))).toBe(false);
    expect(Buffer.from(await vault.unwrap('customer#1', wrapped)).equals(Buffer.from(plaintext))).toBe(true);
    await expect(vault.unwrap('customer#2', wrapped)).rejects.toBeInstanceOf(PersonalDataError);
    await expect(LocalKeyVault.random().unwrap('customer#1', wrapped)).rejects.toBeInstanceOf(PersonalDataError);
  });
});

describe('the local master key file', () => {
  let directory: string | undefined;
  const saved = { file: process.env.PERSONAL_DATA_MASTER_KEY_FILE, lambda: process.env.AWS_LAMBDA_FUNCTION_NAME, kms: process.env.PERSONAL_DATA_KMS_KEY_ID };
  afterEach(async () => {
    for (const [name, value] of [
      ['PERSONAL_DATA_MASTER_KEY_FILE', saved.file],
      ['AWS_LAMBDA_FUNCTION_NAME', saved.lambda],
      ['PERSONAL_DATA_KMS_KEY_ID', saved.kms],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('is created at first use and the same key is used afterwards', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'dealerhub-master-key-'));
    const file = path.join(directory, 'personal-data', 'master.key');
    const first = LocalKeyVault.fromFile(file);
    const content = await readFile(file, 'utf8');
    expect(Buffer.from(content.trim(), 'base64')).toHaveLength(32);
    const { plaintext, wrapped } = await first.generateDataKey('customer#9');
    const again = LocalKeyVault.fromFile(file);
    expect(await readFile(file, 'utf8')).toBe(content);
    expect(Buffer.from(await again.unwrap('customer#9', wrapped)).equals(Buffer.from(plaintext))).toBe(true);
  });

  it('is what the environment chooses without a KMS key, and a Lambda without one refuses to start', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'dealerhub-master-key-'));
    delete process.env.PERSONAL_DATA_KMS_KEY_ID;
    process.env.PERSONAL_DATA_MASTER_KEY_FILE = path.join(directory, 'master.key');
    expect(keyVaultFromEnvironment().name).toBe('local');
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'dealerhub-customers';
    expect(() => keyVaultFromEnvironment()).toThrow('PERSONAL_DATA_KMS_KEY_ID is not set');
    process.env.PERSONAL_DATA_KMS_KEY_ID = 'alias/dealerhub-personal-data';
    expect(keyVaultFromEnvironment().name).toBe('kms');
  });
});
