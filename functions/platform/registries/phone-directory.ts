import type { PersonLookupResult } from '../../../domain/customers/lookup.ts';
import { sandboxPhoneDirectory } from './phone-directory-sandbox.ts';
import { REGISTRY_TIMEOUT_MS, withTimeout } from './registry-guard.ts';

/**
 * The phone directory port (the telephone company's subscriber look-up): the person a Danish phone number belongs to,
 * for the phone look-up of the private customer (spec part 1 §3 "Lookup result", §5, §8). The directory knows names,
 * addresses and numbers, never a CPR number or a register status. An adapter answers null for a number it does not
 * know and throws when the directory is down.
 *
 * Not cached: the answer is a person's name and address, and numbers change hands.
 */
export interface PhoneDirectory {
  /** The subscriber of an 8-digit number (mobile or landline, already validated), or null. */
  byPhone(phoneNumber: string): Promise<PersonLookupResult | null>;
}

export const PHONE_DIRECTORY = 'phone directory';

export const guardedPhoneDirectory = (adapter: PhoneDirectory, options: { timeoutMs?: number } = {}): PhoneDirectory => ({
  byPhone: (phoneNumber) => withTimeout(PHONE_DIRECTORY, () => adapter.byPhone(phoneNumber), options.timeoutMs ?? REGISTRY_TIMEOUT_MS),
});

const adapterOf = (setting: string): PhoneDirectory => {
  switch (setting) {
    case 'sandbox':
      return sandboxPhoneDirectory();
    case 'sandbox-down':
      return sandboxPhoneDirectory({ down: true });
    default:
      throw new Error(`Unknown PHONE_DIRECTORY adapter: ${setting}`);
  }
};

let configured: PhoneDirectory | undefined;
/** `PHONE_DIRECTORY`: 'sandbox' (the default) or 'sandbox-down'. */
export const phoneDirectory = (): PhoneDirectory => (configured ??= guardedPhoneDirectory(adapterOf(process.env.PHONE_DIRECTORY ?? 'sandbox')));
