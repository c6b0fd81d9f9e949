import { acceptance } from './accept-terms.ts';

/** POST /api/user/acceptdsarequirement */
export const handler = acceptance(['AcceptDsaRequirement'], 'Accepterer DSA-kravet.');
