import { caseDecider, type CaseCommand, type CaseEvent, type CaseRequest, type CaseState } from '../../domain/cases/decider.ts';
import { DomainError } from '../../domain/errors.ts';
import { handleCommand, type CommandGroup, type GroupAggregate, type HandleOutcome } from '../platform/command-handler.ts';
import type { CommandContext } from '../platform/http/endpoint.ts';
import { respond, type HttpResponse } from '../platform/http/response.ts';

export const caseStreamId = (caseId: string): string => `case#${caseId}`;

/** A handler's case command with the dealer of the caller's session, which the decider checks the case against. */
export const forDealer = (context: Pick<CommandContext<unknown, unknown>, 'session'>, request: CaseRequest): CaseCommand =>
  ({ ...request, dealerId: context.session.dealerId }) as CaseCommand;

/** Runs one command on one case for the caller, with the request's Idempotency-Key and If-Match. */
export const caseCommand = <Result = undefined>(
  context: CommandContext<unknown, unknown>,
  caseId: string,
  request: CaseRequest,
  options: { retries?: number; result?: (outcome: { state: CaseState; version: number }) => Result } = {},
): Promise<HandleOutcome<CaseState, Result>> => context.handle(caseDecider, caseStreamId(caseId), forDealer(context, request), options);

/**
 * One command on one case without the request's Idempotency-Key and If-Match: for requests that run the same command
 * on many cases, each on its own (deletemultiple), where those headers belong to none of them.
 */
export const innerCaseCommand = (
  context: CommandContext<unknown, unknown>,
  caseId: string,
  request: CaseRequest,
): Promise<HandleOutcome<CaseState, undefined>> =>
  handleCommand(context.store, caseDecider, caseStreamId(caseId), forDealer(context, request), context.appendContext);

/** A case loaded into a command group (a command that spans aggregates). */
export const loadCase = (group: CommandGroup, caseId: string): Promise<GroupAggregate<CaseCommand, CaseEvent, CaseState>> =>
  group.load(caseDecider, caseStreamId(caseId));

/** A command's answer: its body, with the aggregate version as the ETag (what `Case/Get?MinVersion=` waits for). */
export const withVersion = (body: unknown, version: number): HttpResponse => respond(200, body, { headers: { etag: `"${version}"` } });

/** The Danish message of a refusal, for batch answers (deletemultiple) that report each failure on its own. */
export const messageOf = (error: unknown): string =>
  error instanceof DomainError || (error instanceof Error && 'statusCode' in error) ? error.message : 'Der skete en fejl. Prøv igen.';
