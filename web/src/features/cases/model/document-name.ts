import type { CaseStatus } from '../../../../../domain/cases/status.ts';
import { documentOf } from './case-form.ts';

/** The document a status is about, as the confirmations name it: the purchase agreement or the contract. */
export const documentName = (status: CaseStatus, definite: boolean): string =>
  documentOf(status) === 'PurchaseDocument' ? (definite ? 'købsaftalen' : 'købsaftale') : definite ? 'slutsedlen' : 'slutseddel';
