import { HttpError } from '../errors.ts';
import { logger } from '../logger.ts';

/**
 * Where the SPA is, for links in e-mail (activation links): `APP_BASE_URL`, set by the deployment (CDK from its context
 * or the custom domain) and by the local cloud. Never taken from the request: its Host and X-Forwarded-Host are the
 * sender's to choose, and a link to a host of an attacker's choosing would hand them the invitee's activation key.
 * Without it no link can be written: the request fails as a configuration error, before anything is saved.
 */
export const appBaseUrl = (): string => {
  const configured = process.env.APP_BASE_URL?.trim() ?? '';
  const url = URL.canParse(configured) ? new URL(configured) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search !== '' || url.hash !== '' || url.username !== '') {
    logger.error('Configuration error: APP_BASE_URL must be the absolute http(s) address of the web app', { APP_BASE_URL: configured });
    throw new HttpError(500, 'Der skete en fejl. Prøv igen.', { code: 'Configuration' });
  }
  return url.href.replace(/\/$/, '');
};
