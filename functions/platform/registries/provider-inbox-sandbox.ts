import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProviderInbox } from './provider-inbox.ts';

/** RFC 2047 encoded-word, so the Danish letters of a subject survive any mail reader. */
const encodedWord = (text: string): string => (/^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`);

/**
 * The sandbox inbox: each message becomes `<id>.eml` in `directory` (created when missing), a plain-text e-mail any
 * mail reader opens. Writing the same id again overwrites it: a resend is the same message.
 */
export const sandboxProviderInbox = (directory: string): ProviderInbox => ({
  async send(message) {
    const folder = path.resolve(directory);
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, `${message.id.replace(/[^A-Za-z0-9-]/g, '')}.eml`);
    const eml = [
      'From: DealerHub <noreply@dealerhub.dk>',
      'To: Modelkatalog <modelkatalog@dealerhub.dk>',
      ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
      `Subject: ${encodedWord(message.subject)}`,
      `Message-ID: <${message.id}@dealerhub.dk>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      message.body,
      '',
    ].join('\r\n');
    await writeFile(file, eml, 'utf8');
    return path.basename(file);
  },
});
