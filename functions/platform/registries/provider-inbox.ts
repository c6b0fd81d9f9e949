import { sandboxProviderInbox } from './provider-inbox-sandbox.ts';
import { REGISTRY_TIMEOUT_MS, withTimeout } from './registry-guard.ts';

/**
 * The provider's inbox (e-mail or ticket system): where a dealer's request for a new catalogue variant goes (spec
 * part 1 §2 "request a new variant"). The sandbox adapter writes each message as an .eml file to a local mailbox
 * folder (`PROVIDER_INBOX_DIR`, `.data/mailbox/provider` by default) so it can be read; a real adapter (SES or the
 * ticket system's API) is chosen with `PROVIDER_INBOX`.
 */
export interface ProviderMessage {
  /** Stable per request, so a resend is recognisable as the same message. */
  id: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** The requesting department, for the reply. */
  replyTo: string | null;
}

export interface ProviderInbox {
  /** Delivers the message; resolves with where it went (a message id or file name). */
  send(message: ProviderMessage): Promise<string>;
}

export const PROVIDER_INBOX = 'provider inbox';

const adapterOf = (setting: string): ProviderInbox => {
  switch (setting) {
    case 'sandbox':
      return sandboxProviderInbox(process.env.PROVIDER_INBOX_DIR ?? '.data/mailbox/provider');
    default:
      throw new Error(`Unknown PROVIDER_INBOX adapter: ${setting}`);
  }
};

let configured: ProviderInbox | undefined;
export const providerInbox = (): ProviderInbox => {
  const adapter = (configured ??= adapterOf(process.env.PROVIDER_INBOX ?? 'sandbox'));
  return { send: (message) => withTimeout(PROVIDER_INBOX, () => adapter.send(message), REGISTRY_TIMEOUT_MS) };
};
