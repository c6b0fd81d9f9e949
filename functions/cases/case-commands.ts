import type { Decider } from '../../domain/decider.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { caseDecider, type CaseCommand, type CaseEvent, type CaseState, type OpenCase } from '../../domain/cases/decider.ts';
import { CaseMessages } from '../../domain/cases/messages.ts';
import { handleCommand, type HandleOutcome } from '../platform/command-handler.ts';
import type { CommandContext } from '../platform/http/endpoint.ts';
import { respond, type HttpResponse } from '../platform/http/response.ts';
import type { Session } from '../platform/http/session-context.ts';
import { nextNumber } from '../platform/sequences.ts';

export const caseStreamId = (caseId: string): string => `case#${caseId}`;

/**
 * The case decider as one caller sees it: a case stream belongs to the dealer of its `CaseOpened`, and a case of
 * another dealer does not exist for this caller (404, the same answer as for an unknown id, so ids reveal nothing).
 * Every command on a case goes through here, so the check is made on the state just loaded, on every retry.
 */
export const caseDeciderFor = (session: Pick<Session, 'dealerId'>): Decider<CaseCommand, CaseEvent, CaseState> => ({
  initialState: caseDecider.initialState,
  evolve: caseDecider.evolve,
  decide(command, state) {
    if (state.kind === 'open') ownCase(session, state);
    if (command.type === 'OpenCase' && command.dealerId !== session.dealerId) throw notFound(CaseMessages.notFound);
    return caseDecider.decide(command, state);
  },
});

/** The case, if it exists and belongs to the caller's dealer; else 'Sagen findes ikke.' (404). */
export const ownCase = (session: Pick<Session, 'dealerId'>, state: CaseState): OpenCase => {
  if (state.kind !== 'open' || state.dealerId !== session.dealerId) throw notFound(CaseMessages.notFound);
  return state;
};

/** Runs one command on one case for the caller, with the request's Idempotency-Key and If-Match. */
export const caseCommand = <Result = undefined>(
  context: CommandContext<unknown, unknown>,
  caseId: string,
  command: CaseCommand,
  options: { retries?: number; result?: (outcome: { state: CaseState; version: number }) => Result } = {},
): Promise<HandleOutcome<CaseState, Result>> =>
  context.handle(caseDeciderFor(context.session), caseStreamId(caseId), command, options);

/**
 * One command on one case without the request's Idempotency-Key and If-Match: for requests that run several
 * commands (copy, deletemultiple), where those headers belong to the request's main command or to none.
 */
export const innerCaseCommand = (
  context: CommandContext<unknown, unknown>,
  caseId: string,
  command: CaseCommand,
): Promise<HandleOutcome<CaseState, undefined>> =>
  handleCommand(context.store, caseDeciderFor(context.session), caseStreamId(caseId), command, context.appendContext);

/** A command's answer: its body, with the aggregate version as the ETag (what `Case/Get?MinVersion=` waits for). */
export const withVersion = (body: unknown, version: number): HttpResponse => respond(200, body, { headers: { etag: `"${version}"` } });

/** Takes the next case number ("Sag nr. 1042") from the gap-free sequence. */
export const nextCaseId = async (context: CommandContext<unknown, unknown>): Promise<string> =>
  String(await nextNumber(context.store, 'case', context.appendContext));

/** The Danish message of a refusal, for batch answers (deletemultiple) that report each failure on its own. */
export const messageOf = (error: unknown): string =>
  error instanceof DomainError || (error instanceof Error && 'statusCode' in error) ? error.message : 'Der skete en fejl. Prøv igen.';
