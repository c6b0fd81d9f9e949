import { caseDecider } from '../../domain/cases/decider.ts';
import { DomainError } from '../../domain/errors.ts';
import { handleCommand } from '../platform/command-handler.ts';
import type { EventStore } from '../platform/event-store.ts';
import type { PersonalData } from '../platform/personal-data.ts';
import { caseStreamId } from './case-commands.ts';
import { caseSubject } from './case-personal.ts';

/**
 * Deletes a case whose department's retention period for customers and cases ran out, on behalf of that department,
 * and forgets the personal data of its own (the rental's drivers), as a deletion on request does: its lead ends as
 * `Retention`, not as a lost lead. One deleted already is left as it is, so a repeat is harmless.
 */
export const deleteExpiredCase = async (
  store: EventStore,
  personalData: PersonalData,
  found: { Id: string; DealerId: string },
  meta: { userId: string; correlationId: string; causationId: string },
): Promise<void> => {
  await handleCommand(store, caseDecider, caseStreamId(found.Id), { type: 'DeleteCase', dealerId: found.DealerId, reason: 'Retention' }, { dealerId: found.DealerId, ...meta }).catch(
    (error: unknown) => {
      if (!(error instanceof DomainError && error.kind === 'not-found')) throw error;
    },
  );
  await personalData.forget(caseSubject(found.Id));
};
