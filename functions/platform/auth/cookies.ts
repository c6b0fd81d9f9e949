import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * Cookie names and attributes. Outside localhost the session cookie is `__Host-` prefixed and Secure, so it can
 * be neither set by a sub-domain nor sent over plain HTTP; on localhost browsers refuse Secure cookies over http.
 */
export const SESSION_COOKIE = 'dh_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** localhost, and LocalStack's `*.localhost.localstack.cloud` (which resolves to this machine and serves plain http). */
export const isLocalRequest = (event: APIGatewayProxyEventV2): boolean => {
  const host = (event.headers?.host ?? event.requestContext?.domainName ?? '').replace(/:\d+$/, '').toLowerCase();
  return LOCAL_HOSTS.has(host) || host === 'localhost.localstack.cloud' || host.endsWith('.localhost.localstack.cloud');
};

export const sessionCookieName = (event: APIGatewayProxyEventV2): string =>
  isLocalRequest(event) ? SESSION_COOKIE : `__Host-${SESSION_COOKIE}`;

/** The anti-forgery cookie's name: `__Host-` prefixed outside localhost, like the session cookie. */
export const xsrfCookieName = (event: APIGatewayProxyEventV2): string => (isLocalRequest(event) ? XSRF_COOKIE : `__Host-${XSRF_COOKIE}`);

/**
 * A cookie's value, or undefined when absent. A value that does not decode (`%ff`, a control character) is treated
 * as absent: a browser never sends one we set, so it is noise or an attack, and must not fail the request.
 */
export const readCookie = (event: APIGatewayProxyEventV2, name: string): string | undefined => {
  const cookies = event.cookies ?? event.headers?.cookie?.split(';') ?? [];
  for (const cookie of cookies) {
    const separator = cookie.indexOf('=');
    if (separator > 0 && cookie.slice(0, separator).trim() === name) {
      const value = decodeCookieValue(cookie.slice(separator + 1).trim());
      if (value !== undefined) return value;
    }
  }
  return undefined;
};

/** Our cookie values are base64url tokens; anything with control characters or invalid escapes is not ours. */
const decodeCookieValue = (raw: string): string | undefined => {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return value === '' || /[\u0000-\u001f\u007f]/.test(value) ? undefined : value;
};

interface CookieOptions {
  httpOnly: boolean;
  /** Seconds; 0 deletes the cookie. Omitted: a browser-session cookie. */
  maxAge?: number;
}

export const serializeCookie = (event: APIGatewayProxyEventV2, name: string, value: string, options: CookieOptions): string => {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Strict'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (!isLocalRequest(event)) parts.push('Secure');
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  return parts.join('; ');
};
