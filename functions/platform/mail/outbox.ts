import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The outbox for e-mail to users (activation links): a port with two adapters. In AWS the mail service (SES) sends
 * it (`MAIL_OUTBOX=ses`, sender `MAIL_FROM`); locally each message is written as a file to a mailbox folder
 * (`MAILBOX_DIR`), so that a newcomer can open an invitation and follow its link without any mail server.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Outbox {
  send(message: MailMessage): Promise<void>;
}

/** A message as the mailbox folder keeps it. */
export interface StoredMail extends MailMessage {
  sentAt: string;
}

let configured: Outbox | undefined;

export const outbox = (): Outbox => (configured ??= outboxFromEnvironment());

const outboxFromEnvironment = (): Outbox => {
  const name = process.env.MAIL_OUTBOX ?? 'mailbox';
  if (name === 'mailbox') return mailboxFolder(process.env.MAILBOX_DIR ?? path.resolve('.data', 'mailbox'));
  if (name === 'ses') return lazySes();
  throw new Error(`No mail outbox adapter named ${name}`);
};

/** Writes each message as a JSON file named by time and recipient; `readMailbox` lists them oldest first. */
export const mailboxFolder = (directory: string): Outbox => ({
  async send(message) {
    await mkdir(directory, { recursive: true });
    const sentAt = new Date().toISOString();
    const recipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const name = `${sentAt.replace(/[:.]/g, '-')}-${recipient}-${Math.random().toString(36).slice(2, 8)}.json`;
    await writeFile(path.join(directory, name), JSON.stringify({ ...message, sentAt } satisfies StoredMail, null, 2));
  },
});

export const readMailbox = async (directory: string): Promise<StoredMail[]> => {
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(directory, name), 'utf8')) as StoredMail));
};

/** The SES adapter is loaded only where it is used, so the local cloud does not load the mail service's SDK. */
const lazySes = (): Outbox => {
  let adapter: Promise<Outbox> | undefined;
  return { send: async (message) => (await (adapter ??= import('./outbox-ses.ts').then((module) => module.sesOutbox()))).send(message) };
};
