import { outbox } from '../mail/outbox.ts';
import { REGISTRY_TIMEOUT_MS, withTimeout } from './registry-guard.ts';

/**
 * The provider's inbox: where a dealer's request for a new catalogue variant goes (spec part 1 §2 "request a new
 * variant"). It is an e-mail to the provider's catalogue desk (`PROVIDER_INBOX_ADDRESS`), sent through the one mail
 * outbox the product has: locally the mailbox folder, in AWS the mail service. The send is held to the registries' time
 * limit, so a slow mail service answers the dealer with the service text instead of a hung request.
 */
export interface ProviderMessage {
  subject: string;
  /** Plain text. */
  body: string;
}

export interface ProviderInbox {
  /** Delivers the message; resolves with the address it went to. */
  send(message: ProviderMessage): Promise<string>;
}

export const PROVIDER_INBOX = 'provider inbox';
const DEFAULT_ADDRESS = 'modelkatalog@dealerhub.dk';

export const providerInbox = (): ProviderInbox => {
  const to = process.env.PROVIDER_INBOX_ADDRESS ?? DEFAULT_ADDRESS;
  return {
    send: (message) =>
      withTimeout(
        PROVIDER_INBOX,
        async () => {
          await outbox().send({ to, subject: message.subject, text: message.body });
          return to;
        },
        REGISTRY_TIMEOUT_MS,
      ),
  };
};
