import { acceptance } from './accept-terms.ts';

/** POST /api/user/acceptall: terms and licence and the DSA requirement at once. */
export const handler = acceptance(['AcceptTerms', 'AcceptDsaRequirement']);
