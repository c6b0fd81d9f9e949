import { api } from '@/lib/api.ts';
import type { SignedDocumentModel } from './types.ts';

/** GET /api/case/DocumentIsSigned: whether marking the document signed asks about the car sold and the swap car. */
export const documentIsSigned = (caseId: string): Promise<SignedDocumentModel> =>
  api.get<SignedDocumentModel>('/api/case/DocumentIsSigned', { caseId });
