import type { LookupOutcome, LookupPurpose, LookupRegister } from '../../../domain/customers/lookup.ts';
import { respond, type HttpResponse } from '../../platform/http/response.ts';
import type { RequestContext } from '../../platform/http/endpoint.ts';
import { logger } from '../../platform/logger.ts';
import { RegistryUnavailable } from '../../platform/registries/registry-guard.ts';
import { recordLookup } from './audit.ts';

/** What a register answered, as the route tells the screen. */
export type LookupAnswer<T> = { found: T } | { refused: HttpResponse } | { notFound: HttpResponse };

export interface LookupSpec<T> {
  register: LookupRegister;
  purpose: LookupPurpose;
  /** The text of 503 when the register is down or too slow. */
  unavailable: string;
  ask(): Promise<LookupAnswer<T>>;
}

const outcomeOf = <T>(answer: LookupAnswer<T>): LookupOutcome => ('found' in answer ? 'found' : 'refused' in answer ? 'refused' : 'notFound');

/**
 * Runs one register look-up for a route: asks the register, records the look-up for audit (register and outcome,
 * never the number or the answer) and answers the screen: 200 with the answer, the register's refusal, 404 with the
 * spec's no-data text, or 503 with the register's text when it is down or too slow. Nothing here logs the number:
 * the log says which register failed, and the registry errors name the register only.
 */
export async function lookUp<T>(context: Pick<RequestContext<unknown, unknown>, 'session' | 'correlationId' | 'requestId'>, spec: LookupSpec<T>): Promise<T | HttpResponse> {
  const record = (outcome: LookupOutcome) =>
    recordLookup(context.session, { register: spec.register, outcome, purpose: spec.purpose }, context.correlationId, context.requestId);
  let answer: LookupAnswer<T>;
  try {
    answer = await spec.ask();
  } catch (error) {
    if (!(error instanceof RegistryUnavailable)) throw error;
    logger.warn('A person or business register did not answer', { registry: error.registry });
    await record('unavailable');
    return respond(503, { Message: spec.unavailable, Code: 'RegistryUnavailable' });
  }
  // No answer leaves without its audit record.
  await record(outcomeOf(answer));
  if ('found' in answer) return answer.found;
  return 'refused' in answer ? answer.refused : answer.notFound;
}

export const notFound = (message: string): { notFound: HttpResponse } => ({ notFound: respond(404, { Message: message, Code: 'NotFound' }) });
