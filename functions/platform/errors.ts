import type { DomainError } from '../../domain/errors.ts';
import { ROLE_REFUSAL } from '../../domain/roles.ts';

/** An error with an HTTP status and the message the user reads; the error middleware turns it into the one error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: {
      field?: string;
      code?: string;
      headers?: Record<string, string>;
      errors?: { Field: string; Message: string }[];
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (field: string, message: string): HttpError => new HttpError(400, message, { field });
export const unauthorized = (): HttpError => new HttpError(401, 'Du er ikke logget ind.', { code: 'NotLoggedIn' });
export const forbidden = (message = 'Du har ikke adgang til denne funktion.'): HttpError =>
  new HttpError(403, message, { code: 'Forbidden' });
/** The user's simple role (or administrator or consultant) does not allow the route's action (the role matrix). */
export const roleRefused = (): HttpError => new HttpError(403, ROLE_REFUSAL, { code: 'RoleRefused' });
/** A dealer with the `read_only_access` role flag may look but not change anything. */
export const readOnlyAccess = (): HttpError =>
  new HttpError(403, 'Du har kun læseadgang og kan ikke foretage ændringer.', { code: 'ReadOnlyAccess' });
export const notFound = (message = 'Findes ikke.'): HttpError => new HttpError(404, message, { code: 'NotFound' });

/**
 * A lost optimistic-concurrency race: another writer appended first. With the stream's current version (known when
 * an If-Match was stale) the answer carries it as the ETag, so the client reloads exactly the version it missed.
 */
export class ConcurrencyError extends HttpError {
  constructor(
    readonly streamId: string,
    currentVersion?: number,
  ) {
    super(409, 'Data er netop blevet ændret af en anden. Hent siden igen og prøv igen.', {
      code: 'Conflict',
      ...(currentVersion === undefined ? {} : { headers: { etag: `"${currentVersion}"` } }),
    });
    this.name = 'ConcurrencyError';
  }
}

/** Maps a domain refusal onto HTTP: not-found 404, forbidden 403, invalid 400 (with its field), refused 409. */
export const fromDomainError = (error: DomainError): HttpError => {
  switch (error.kind) {
    case 'not-found':
      return notFound(error.message);
    case 'forbidden':
      return forbidden(error.message);
    case 'invalid':
      return new HttpError(400, error.message, error.field ? { field: error.field } : {});
    case 'refused':
      return new HttpError(409, error.message, { code: error.code ?? 'Refused' });
  }
};
