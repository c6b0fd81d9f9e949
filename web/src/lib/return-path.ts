import { searchSchema, type SearchOf } from './search-params.ts';

const LOGIN_PATH = '/account/login';
const PROBE_ORIGIN = 'http://dealerhub.invalid';

const hasControlCharacter = (text: string): boolean =>
  Array.from(text).some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/**
 * The path the login page may return to: a same-origin relative path ('/Cars/CarList?Make=Audi'), never another
 * site (no open redirect). Anything else, and the login page itself, becomes '/'.
 */
export const safeReturnPath = (value: unknown): string => {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  // '//host' and '/\host' are protocol-relative to browsers; control characters can hide either.
  if (value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== PROBE_ORIGIN) return '/';
  const path = url.pathname.toLowerCase().replace(/\/$/, '');
  return path === LOGIN_PATH ? '/' : value;
};

/** The login page's search params (spec part 1 §2: /Account/Login?returnUrl={path}). */
export const loginSearchSchema = searchSchema({ returnUrl: safeReturnPath });
export type LoginSearch = SearchOf<typeof loginSearchSchema>;
