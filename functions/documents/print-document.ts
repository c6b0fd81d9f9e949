import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  documentFileName,
  testDrivePlates,
  testDriveTimes,
  type DocumentOptions,
  type PrintableDocument,
} from '../../domain/documents/print-options.ts';
import { AppendixMessages } from '../../domain/documents/print-options.ts';
import { dynamo } from '../platform/aws.ts';
import { load } from '../platform/command-handler.ts';
import { badRequest, ConcurrencyError, HttpError } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { physicalName, readModelsTable } from '../platform/tables.ts';
import { appendPages } from '../pdf/merge.ts';
import { asciiFileName, pdfRenderer } from '../pdf/pdf-port.ts';
import { caseDocumentTitle, type CaseDocumentModel } from '../pdf/templates/document-model.ts';
import { caseDeciderFor, caseStreamId, ownCase } from '../cases/readers.ts';
import { documentModel } from './document-data.ts';
import { previewKey, putPdf, readPdf, storedDocumentId, storedDocumentKey } from './document-store.ts';
import { printQuery, type PrintQuery } from './options.ts';
import { appendixListPartition, type AppendixRow } from './projections/appendix-list.ts';

/**
 * One print route per document (spec part 2 §7 "Documents"): GET with the options in the query, a PDF back.
 * `RenderPdf=false` is a preview: rendered, answered, nothing recorded (it passes through `previews/`, which expire).
 * `RenderPdf=true` prints: the case decider's `PrintDocument` decides first (status changes, lead events, refusals
 * such as the cancel-document flow's CancelDocumentRequired) before anything is rendered; then the PDF is rendered,
 * the events are appended at the version the decision was made on, without retry (of two concurrent prints one is
 * recorded, the other is a 409), and only then is the PDF stored with the case, so a lost race leaves no document.
 * A chosen sales contract appendix (contract, rental, test drive) is appended as the last pages.
 */
const appendixFile = async (dealerId: string, appendixId: string): Promise<Uint8Array> => {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: physicalName(readModelsTable), Key: { pk: appendixListPartition(dealerId), sk: appendixId } }),
  );
  const row = Item as (AppendixRow & { deleted?: boolean }) | undefined;
  const file = row && !row.deleted ? await readPdf(row.FileKey) : undefined;
  if (!file) throw new HttpError(404, AppendixMessages.notFound, { field: 'AppendixId', code: 'NotFound' });
  return file;
};

const documentOptions = (query: PrintQuery, model: CaseDocumentModel, now: Date): DocumentOptions => {
  if (query.Template === 'PortraitWithPicture' || query.Template === 'PortraitWithoutPicture') {
    const { start, end } = testDriveTimes(now, query.StartTime ?? undefined);
    const until = query.EndTime ?? end;
    if (until.getTime() <= start.getTime()) throw badRequest('EndTime', 'EndTime skal være efter StartTime.');
    return {
      flags: query.flags,
      template: query.Template,
      colorTheme: query.ColorTheme,
      appendixId: query.AppendixId,
      testDrive: { start: start.toISOString(), end: until.toISOString(), plate: query.TestDrivePlate ?? testDrivePlates(model.car.RegistrationNumber)[0] ?? '' },
    };
  }
  return { flags: query.flags, template: query.Template, colorTheme: query.ColorTheme, appendixId: query.AppendixId, testDrive: null };
};

/** `inline` or `attachment` with the document's name; the Danish letters in `filename*` for browsers that read it. */
export const contentDisposition = (fileName: string, attachment: boolean): string => {
  const ascii = asciiFileName(fileName);
  const base = `${attachment ? 'attachment' : 'inline'}; filename="${ascii}"`;
  return ascii === fileName ? base : `${base}; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

export const printRoute = (document: PrintableDocument) =>
  command({
    query: printQuery(document),
    async run(context) {
      const query = context.query;
      const decider = caseDeciderFor(context.session);
      const streamId = caseStreamId(query.CaseId);
      const { state, version } = await load(context.store, decider, streamId);
      const current = ownCase(context.session, state);
      if (context.expectedVersion !== undefined && context.expectedVersion !== version) throw new ConcurrencyError(streamId);
      const events = query.RenderPdf ? decider.decide({ type: 'PrintDocument', document }, state) : [];

      const now = new Date();
      const [model, appendix] = await Promise.all([
        documentModel(current, now),
        query.AppendixId ? appendixFile(current.dealerId, query.AppendixId) : Promise.resolve(undefined),
      ]);
      // The PDF function fills in the template (it carries React and the fonts); this function sends the model.
      const title = caseDocumentTitle(document, model);
      const author = model.dealer.Name || context.session.dealerName;
      const options = documentOptions(query, model, now);
      const rendered = await pdfRenderer().render({ document, model, options, author, key: previewKey(current.dealerId, query.CaseId, document, now) });
      const pdf = appendix ? await appendPages(rendered.pdf, appendix, { title, author }) : rendered.pdf;

      let newVersion = version;
      const headers: Record<string, string> = {
        'content-type': 'application/pdf',
        'content-disposition': contentDisposition(documentFileName(document, query.CaseId), query.UsePdfAttachment),
      };
      if (query.RenderPdf) {
        const stored = await context.store.append(streamId, version, events, context.appendContext);
        newVersion = stored.at(-1)?.version ?? version;
        const documentId = storedDocumentId(document, now);
        await putPdf(storedDocumentKey(current.dealerId, query.CaseId, documentId), pdf);
        headers['x-document-id'] = documentId;
      }
      return respond(200, pdf, { headers: { ...headers, etag: `"${newVersion}"` } });
    },
  });
