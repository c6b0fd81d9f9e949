import * as z from 'zod';
import { describing, messageBody } from '../platform/http/contract.ts';
import type { AppendixListItem } from './appendices.ts';

/** GET /api/casedocuments/list */
export const listCaseDocumentsResponse = z.object({
  List: z.array(z.object({
    DocumentId: z.string(),
    Document: z.string(),
    PrintedDate: z.string(),
    Bytes: z.number(),
  })),
});

/** One of the department's sales contract appendices. */
export const appendixResponse = describing<AppendixListItem>()(z.object({
  Id: z.string(),
  DealerId: z.string(),
  Label: z.string(),
  Bytes: z.number(),
  Pages: z.number(),
  CreatedDate: z.string(),
}));

/** GET /api/salescontractappendix/Get, GetByDealerId: the department's appendices, oldest first. */
export const appendixListResponse = z.array(appendixResponse);

/** DELETE /api/salescontractappendix/Delete */
export const appendixDeleteResponse = messageBody;
