import { acceptance } from './accept-terms.ts';

/** POST /api/user/acceptall: terms and licence and the DSA requirement at once. */
export const handler = acceptance(['AcceptTerms', 'AcceptDsaRequirement'], 'Accepterer vilkår og licens samt DSA-kravet på én gang.');
