import { sandboxBilbasenConsultants } from './bilbasen-consultant-sandbox.ts';

/**
 * The marketplace's (Bilbasen's) consultant of a dealer: who the dealer calls about its listings. An external
 * service; the sandbox adapter answers from sample data, the default locally and in tests (`BILBASEN_CONSULTANTS`).
 */
export interface BilbasenConsultant {
  Name: string;
  Email: string;
  Phone: string;
}

export interface BilbasenConsultantRegistry {
  /** The dealer's consultant, or undefined when the dealer has none. */
  consultantOf(dealerId: string): Promise<BilbasenConsultant | undefined>;
}

let configured: BilbasenConsultantRegistry | undefined;

export const bilbasenConsultants = (): BilbasenConsultantRegistry => (configured ??= registryFromEnvironment());

const registryFromEnvironment = (): BilbasenConsultantRegistry => {
  const name = process.env.BILBASEN_CONSULTANTS ?? 'sandbox';
  if (name === 'sandbox') return sandboxBilbasenConsultants;
  throw new Error(`No Bilbasen consultant adapter named ${name}`);
};
