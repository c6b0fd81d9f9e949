import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync, linkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws.ts';
import { personalDataKeysTable, physicalName } from './tables.ts';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';

/**
 * Personal data stored so that a person can be forgotten without rewriting history (crypto-shredding, DESIGN.md):
 * every subject (a customer) has its own 256-bit data key; events carry the subject's personal fields encrypted with
 * it (AES-256-GCM, the subject id as additional data, so a ciphertext cannot be moved to another subject); the data
 * key is stored only wrapped by a master key (KMS in AWS, a local key file on a developer's machine) in the
 * PersonalDataKeys table. Forgetting deletes the wrapped key: every stored copy of the data becomes unreadable.
 *
 *   protect(subjectId, fields)    → { Encrypted }            (creates the subject's key on first use)
 *   reveal(subjectId, protected)  → fields, or undefined      (undefined once the subject is forgotten)
 *   forget(subjectId)                                         (irreversible)
 */

/** Protected fields as events carry them (`protectedData` in events/customers.ts): `base64(version ‖ iv ‖ tag ‖ ciphertext)`. */
export interface ProtectedData {
  Encrypted: string;
}

/** The port to whatever holds the master key: it makes data keys and unwraps them, and never hands the master key out. */
export interface KeyVault {
  /** Which vault wrapped a key: stored with it, so that a key is never handed to the wrong vault. */
  readonly name: string;
  /** A fresh data key, in plaintext (kept in memory only) and wrapped (to be stored). */
  generateDataKey(subjectId: string): Promise<{ plaintext: Uint8Array; wrapped: Uint8Array }>;
  unwrap(subjectId: string, wrapped: Uint8Array): Promise<Uint8Array>;
}

const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

/**
 * `version ‖ iv ‖ tag ‖ ciphertext` with AES-256-GCM, `aad` bound in. `deterministic` derives the IV from the key, the
 * aad and the plaintext (a synthetic IV, as AES-GCM-SIV does): equal values seal equally, so a save can tell that
 * personal data did not change without revealing it; different values never share an IV.
 */
export const seal = (key: Uint8Array, plaintext: Uint8Array, aad: string, options: { deterministic?: boolean } = {}): Buffer => {
  const iv = options.deterministic
    ? createHmac('sha256', key).update('synthetic-iv\u0000').update(aad).update('\u0000').update(plaintext).digest().subarray(0, IV_BYTES)
    : randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
};

export const open = (key: Uint8Array, sealed: Uint8Array, aad: string): Buffer => {
  const bytes = Buffer.from(sealed);
  if (bytes.length < 1 + IV_BYTES + TAG_BYTES || bytes[0] !== VERSION) throw new PersonalDataError('Unknown ciphertext format');
  const iv = bytes.subarray(1, 1 + IV_BYTES);
  const tag = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
};

export class PersonalDataError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PersonalDataError';
  }
}

/**
 * The local vault: wraps data keys with a 256-bit master key. `fromFile` keeps the master key in the local data
 * directory (generated at first start, git-ignored); tests pass a key of their own.
 */
export class LocalKeyVault implements KeyVault {
  readonly name = 'local';

  constructor(private readonly masterKey: Uint8Array) {
    if (masterKey.length !== KEY_BYTES) throw new PersonalDataError('The master key must be 32 bytes');
  }

  static random(): LocalKeyVault {
    return new LocalKeyVault(randomBytes(KEY_BYTES));
  }

  /** Reads the master key file, creating it first if it does not exist (atomically, so concurrent starts agree). */
  static fromFile(file: string): LocalKeyVault {
    try {
      return new LocalKeyVault(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
    try {
      linkSync(draft, file); // fails if another process got there first: then its key is the key
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
    return new LocalKeyVault(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64'));
  }

  async generateDataKey(subjectId: string): Promise<{ plaintext: Uint8Array; wrapped: Uint8Array }> {
    const plaintext = randomBytes(KEY_BYTES);
    return { plaintext, wrapped: seal(this.masterKey, plaintext, `data-key:${subjectId}`) };
  }

  async unwrap(subjectId: string, wrapped: Uint8Array): Promise<Uint8Array> {
    try {
      return open(this.masterKey, wrapped, `data-key:${subjectId}`);
    } catch (error) {
      throw new PersonalDataError(`The data key of ${subjectId} cannot be unwrapped with this master key`, { cause: error });
    }
  }
}

/** The AWS vault: data keys from KMS GenerateDataKey (AES_256), unwrapped by Decrypt; the subject is the encryption context. */
export class KmsKeyVault implements KeyVault {
  readonly name = 'kms';

  constructor(
    private readonly keyId: string,
    private readonly client: KMSClient = new KMSClient({}),
  ) {}

  async generateDataKey(subjectId: string): Promise<{ plaintext: Uint8Array; wrapped: Uint8Array }> {
    const result = await this.client.send(
      new GenerateDataKeyCommand({ KeyId: this.keyId, KeySpec: 'AES_256', EncryptionContext: { subjectId } }),
    );
    if (!result.Plaintext || !result.CiphertextBlob) throw new PersonalDataError('KMS returned no data key');
    return { plaintext: result.Plaintext, wrapped: result.CiphertextBlob };
  }

  async unwrap(subjectId: string, wrapped: Uint8Array): Promise<Uint8Array> {
    const result = await this.client.send(new DecryptCommand({ KeyId: this.keyId, CiphertextBlob: wrapped, EncryptionContext: { subjectId } }));
    if (!result.Plaintext) throw new PersonalDataError(`KMS returned no plaintext for the data key of ${subjectId}`);
    return result.Plaintext;
  }
}

interface KeyItem {
  subjectId: string;
  vault: string;
  wrappedKey: string;
  createdAt: string;
}

/** Data keys in plaintext are cached briefly per container: one unwrap per subject, not one per event. */
const CACHE_TTL_MS = 5 * 60_000;
const CACHE_MAX = 5_000;

export class PersonalData {
  private readonly cache = new Map<string, { key: Uint8Array; until: number }>();
  /** The key reads under way, by subject. */
  private readonly reading = new Map<string, Promise<Uint8Array | undefined>>();

  constructor(
    private readonly vault: KeyVault,
    private readonly client: DynamoDBDocumentClient = dynamo(),
    private readonly tableName: string = physicalName(personalDataKeysTable),
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Encrypts `fields` (JSON) with the subject's data key, creating the key on first use. `newSubject` (a customer being
   * created) tries to create the key first, saving a read; an existing key is still found and used.
   */
  async protect(subjectId: string, fields: unknown, options: { newSubject?: boolean; deterministic?: boolean } = {}): Promise<ProtectedData> {
    const key = options.newSubject
      ? await this.createDataKey(subjectId)
      : ((await this.dataKey(subjectId)) ?? (await this.createDataKey(subjectId)));
    const plaintext = Buffer.from(JSON.stringify(fields), 'utf8');
    return { Encrypted: seal(key, plaintext, subjectId, { deterministic: options.deterministic }).toString('base64') };
  }

  /** The fields `protect` was given, or undefined when the subject has been forgotten (its key is gone). */
  async reveal<T = unknown>(subjectId: string, data: ProtectedData): Promise<T | undefined> {
    const key = await this.dataKey(subjectId);
    if (!key) return undefined;
    return JSON.parse(open(key, Buffer.from(data.Encrypted, 'base64'), subjectId).toString('utf8')) as T;
  }

  /** Destroys the subject's data key: what was protected with it can never be revealed again. */
  async forget(subjectId: string): Promise<void> {
    this.cache.delete(subjectId);
    this.reading.delete(subjectId);
    await this.client.send(new DeleteCommand({ TableName: this.tableName, Key: { subjectId } }));
  }

  /** Whether the subject still has a data key (a forgotten subject has none). */
  async isKnown(subjectId: string): Promise<boolean> {
    return (await this.readItem(subjectId)) !== undefined;
  }

  private async readItem(subjectId: string): Promise<KeyItem | undefined> {
    const { Item } = await this.client.send(new GetCommand({ TableName: this.tableName, Key: { subjectId }, ConsistentRead: true }));
    return Item as KeyItem | undefined;
  }

  private dataKey(subjectId: string): Promise<Uint8Array | undefined> {
    const cached = this.cache.get(subjectId);
    if (cached && cached.until > this.now()) return Promise.resolve(cached.key);
    // The events of a batch are opened at once: a subject's events wait for one read and one unwrap of its key.
    const reading = this.reading.get(subjectId);
    if (reading) return reading;
    const read: Promise<Uint8Array | undefined> = this.readDataKey(subjectId).then(
      (key) => {
        // A key forgotten while it was being read is not kept.
        const current = this.reading.get(subjectId) === read;
        if (current) this.reading.delete(subjectId);
        if (!key) this.cache.delete(subjectId);
        return key && current ? this.remember(subjectId, key) : key;
      },
      (error: unknown) => {
        if (this.reading.get(subjectId) === read) this.reading.delete(subjectId);
        throw error;
      },
    );
    this.reading.set(subjectId, read);
    return read;
  }

  private async readDataKey(subjectId: string): Promise<Uint8Array | undefined> {
    const item = await this.readItem(subjectId);
    if (!item) return undefined;
    if (item.vault !== this.vault.name) throw new PersonalDataError(`The data key of ${subjectId} was wrapped by the ${item.vault} vault`);
    return this.vault.unwrap(subjectId, Buffer.from(item.wrappedKey, 'base64'));
  }

  private async createDataKey(subjectId: string): Promise<Uint8Array> {
    const { plaintext, wrapped } = await this.vault.generateDataKey(subjectId);
    const item: KeyItem = { subjectId, vault: this.vault.name, wrappedKey: Buffer.from(wrapped).toString('base64'), createdAt: new Date(this.now()).toISOString() };
    try {
      await this.client.send(new PutCommand({ TableName: this.tableName, Item: item, ConditionExpression: 'attribute_not_exists(subjectId)' }));
      return this.remember(subjectId, plaintext);
    } catch (error) {
      // Another writer created the subject's key at the same moment: use theirs.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      const key = await this.dataKey(subjectId);
      if (!key) throw new PersonalDataError(`The data key of ${subjectId} vanished while it was being created`);
      return key;
    }
  }

  private remember(subjectId: string, key: Uint8Array): Uint8Array {
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(subjectId, { key, until: this.now() + CACHE_TTL_MS });
    return key;
  }
}

/** Where the local vault keeps its master key: `<data dir>/personal-data/master.key` (DATA_DIR as `npm start` reads it). */
export const localMasterKeyFile = (): string => {
  if (process.env.PERSONAL_DATA_MASTER_KEY_FILE) return path.resolve(process.env.PERSONAL_DATA_MASTER_KEY_FILE);
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
  return path.join(path.resolve(repoRoot, process.env.DATA_DIR ?? '.data'), 'personal-data', 'master.key');
};

/**
 * The vault the configuration names: KMS when PERSONAL_DATA_KMS_KEY_ID is set (AWS, LocalStack), else the local
 * master key file. A Lambda without a KMS key refuses to start rather than write a key file no one can keep.
 */
export const keyVaultFromEnvironment = (): KeyVault => {
  const keyId = process.env.PERSONAL_DATA_KMS_KEY_ID;
  if (keyId) return new KmsKeyVault(keyId);
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) throw new PersonalDataError('PERSONAL_DATA_KMS_KEY_ID is not set');
  return LocalKeyVault.fromFile(localMasterKeyFile());
};

let shared: PersonalData | undefined;
/** The container's one PersonalData (its key cache is shared by every handler and projection). */
export const personalData = (): PersonalData => (shared ??= new PersonalData(keyVaultFromEnvironment()));
