import { carDecider, type CarCommand, type CarState } from '../../domain/cars/decider.ts';
import { streamIdOf } from '../../events/envelope.ts';
import type { HandleOutcome } from '../platform/command-handler.ts';
import type { CommandContext } from '../platform/http/endpoint.ts';


export const carStreamId = (carId: string): string => streamIdOf('car', carId);

/** Runs one command on one stock car with the request's Idempotency-Key and If-Match (the decider checks the dealer). */
export const carCommand = (context: CommandContext<unknown, unknown>, carId: string, command: CarCommand): Promise<HandleOutcome<CarState, undefined>> =>
  context.handle(carDecider, carStreamId(carId), command);
