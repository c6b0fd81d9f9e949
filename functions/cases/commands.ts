/**
 * What another context may ask of the cases context directly, rather than through an event the cases context reacts
 * to: printing records its events on the case's own stream (status change, lead event), decided by the case decider
 * for the caller's dealer, the same tenancy check as every case command. Which context may use this door is declared
 * once, in the lint configuration's context directions.
 */
export { caseStreamId, forDealer, loadCase } from './case-commands.ts';
