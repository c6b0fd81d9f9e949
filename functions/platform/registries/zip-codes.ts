import { sandboxZipCodes } from './zip-codes-sandbox.ts';

/**
 * The Danish zip code register (postnumre): the city of a zip code, for the city look-up of the customer forms
 * (GET /api/zipcode/getcity). The sandbox adapter answers from a sample shipped in the repo; a real adapter (the
 * national address service) is chosen with ZIP_CODE_REGISTRY when one is written.
 */
export interface ZipCodeRegistry {
  /** The city of a 4-digit zip code, or undefined when the register does not know it. */
  cityOf(zipCode: string): Promise<string | undefined>;
}

let configured: ZipCodeRegistry | undefined;

export const zipCodeRegistry = (): ZipCodeRegistry => (configured ??= registryFromEnvironment());

const registryFromEnvironment = (): ZipCodeRegistry => {
  const name = process.env.ZIP_CODE_REGISTRY ?? 'sandbox';
  if (name === 'sandbox') return sandboxZipCodes;
  throw new Error(`No zip code registry adapter named ${name}`);
};
