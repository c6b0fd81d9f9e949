/**
 * A refusal by the domain. The message is what the user reads (Danish, the spec's wording where it gives one);
 * the kind decides the HTTP status the platform answers with.
 */
export type DomainErrorKind = 'not-found' | 'refused' | 'invalid' | 'forbidden';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly field?: string,
    /** A machine-readable reason the client acts on (e.g. starting the cancel-document flow). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Codes shared by every aggregate's refusals; an aggregate adds its own beside its decider. */
export const ErrorCodes = {
  notFound: 'NotFound',
  exists: 'AlreadyExists',
  refused: 'Refused',
} as const;

export const notFound = (message = 'Findes ikke.', code: string = ErrorCodes.notFound): DomainError =>
  new DomainError('not-found', message, undefined, code);
export const refused = (message: string, code: string = ErrorCodes.refused): DomainError => new DomainError('refused', message, undefined, code);
export const invalid = (field: string, message: string): DomainError => new DomainError('invalid', message, field);
