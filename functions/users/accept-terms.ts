import { userDecider, type UserCommand } from '../../domain/users/decider.ts';
import { command } from '../platform/http/endpoint.ts';
import { userStreamId } from './user-administration.ts';
import { answerResponse } from './responses.ts';

type Acceptance = Extract<UserCommand, { type: 'AcceptTerms' | 'AcceptDsaRequirement' }>['type'];

/** The terms gate: the signed-in user accepts the terms and licence, the DSA requirement, or both at once. */
export const acceptance = (commands: readonly Acceptance[], summary: string) =>
  command({
    summary,
    responses: { 200: answerResponse },
    async run(context) {
      await context.handleGroup(async (group) => {
        const user = await group.load(userDecider, userStreamId(context.session.userId));
        for (const type of commands) user.decide({ type });
      });
      return true;
    },
  });

/** POST /api/user/acceptterms */
export const handler = acceptance(['AcceptTerms'], 'Accepterer vilkår og licens.');
