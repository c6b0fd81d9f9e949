import { APPENDIX_MAX_BYTES, AppendixMessages } from '../../domain/documents/print-options.ts';
import { appendixDecider, appendixStreamId } from '../../domain/documents/appendix.ts';
import { badRequest } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { inertPdf } from '../pdf/inert-pdf.ts';
import { pdfPageCount } from '../pdf/merge.ts';
import { ownDealer, uploadQuery, withAppendixVersion, type AppendixListItem } from './appendices.ts';
import { appendixFileKey, putPdf } from './document-store.ts';
import { fileParts } from '../platform/http/multipart.ts';
import { appendixResponse } from './responses.ts';

/**
 * POST /api/salescontractappendix/uploadpdf?dealerId=&label= with the file as multipart/form-data (spec part 1):
 * a PDF by its content (the %PDF- header and a document pdf-lib can open, whatever the file is called), at most
 * 4,194,304 bytes, a label. What is stored is the file's pages alone, without what would act when a contract with
 * them is opened (scripts, actions, links, attached files, forms). The file is stored first (under its content's
 * hash), then the upload is recorded under the next appendix number.
 */
export const handler = command({
  summary: 'Uploader et bilag (PDF) til slutsedlen.',
  responses: { 200: appendixResponse },
  query: uploadQuery,
  async run(context) {
    const dealerId = ownDealer(context.session, context.query.dealerId);
    const [file] = fileParts(context.event);
    if (!file || file.data.length === 0) throw badRequest('file', AppendixMessages.fileRequired);
    if (file.data.length > APPENDIX_MAX_BYTES) throw badRequest('file', AppendixMessages.tooLarge);
    const pages = await pdfPageCount(file.data);
    if (!pages) throw badRequest('file', AppendixMessages.notPdf);

    // A file pdf-lib opens but whose pages it cannot copy is no PDF a contract can carry.
    const stored = await inertPdf(file.data).catch(() => undefined);
    if (!stored) throw badRequest('file', AppendixMessages.notPdf);
    const fileKey = appendixFileKey(dealerId, stored);
    await putPdf(fileKey, stored);
    // The appendix number is taken in the same transaction as the upload's event: a refused upload takes none.
    const outcome = await context.handleGroup(async (group) => {
      const appendixId = await group.reserve('appendix');
      const upload = { AppendixId: appendixId, DealerId: dealerId, Label: context.query.label, FileKey: fileKey, Bytes: file.data.length, Pages: pages };
      (await group.load(appendixDecider, appendixStreamId(appendixId))).decide({ type: 'UploadAppendix', upload });
      return appendixId;
    });
    const uploaded = outcome.events.find((event) => event.streamId === appendixStreamId(outcome.result));
    const appendix: AppendixListItem = {
      Id: outcome.result,
      DealerId: dealerId,
      Label: context.query.label,
      Bytes: file.data.length,
      Pages: pages,
      CreatedDate: uploaded?.meta.occurredAt ?? new Date().toISOString(),
    };
    // The appendix's version (not the sequence's) is what its list row reflects.
    return withAppendixVersion(appendix, uploaded?.version);
  },
});
