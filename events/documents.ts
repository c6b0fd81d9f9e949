import * as z from 'zod';

/**
 * Events of the sales contract appendices (spec part 1 "Settings and appendices"): a dealer's PDFs that a sales
 * contract, rental contract or test-drive slip can carry as its last pages. Stream `appendix#<id>`; the file itself
 * lives in the documents bucket under `FileKey`.
 */
const id = z.string().regex(/^\d+$/);

export const documentEvents = {
  SalesContractAppendixUploaded: z
    .object({
      AppendixId: id,
      DealerId: id,
      Label: z.string().min(1).max(200),
      FileKey: z.string().regex(/^appendices\/\d+\/\d+\.pdf$/),
      Bytes: z.number().int().min(1).max(4_194_304),
      Pages: z.number().int().min(1),
    })
    .strict(),
  SalesContractAppendixDeleted: z.object({ AppendixId: id }).strict(),
} as const;
