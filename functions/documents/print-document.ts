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
import { contentDisposition, pdfRenderer } from '../pdf/pdf-port.ts';
import { caseDocumentTitle, type CaseDocumentModel } from '../pdf/templates/document-model.ts';
import { caseDecider, ownCase, type OpenCase } from '../../domain/cases/decider.ts';
import { caseStreamId } from '../cases/readers.ts';
import { documentModel } from './document-data.ts';
import { previewKey, putPdf, readPdf, storedDocumentId, storedDocumentKey } from './document-store.ts';
import { printQuery, type PrintQuery } from './options.ts';
import { appendixListPartition, type AppendixRow } from './projections/appendix-list.ts';
import { PDF } from '../platform/http/contract.ts';

/**
 * One print route per document (spec part 2 §7 "Documents"): GET with the options in the query, a PDF back.
 * `RenderPdf=false` is a preview: rendered, answered, nothing recorded (it passes through `previews/`, which expire).
 * `RenderPdf=true` prints through the command entry point: the case decider's `PrintDocument` decides first (status
 * changes, lead events, refusals such as the cancel-document flow's CancelDocumentRequired) before anything is
 * rendered; then the PDF is rendered, the events are appended at the version the decision was made on (a lost race
 * decides and renders again on fresh state), and only then is the PDF stored with the case, so a print that is
 * refused or loses leaves no document. A repeated Idempotency-Key answers the first print's document.
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

/** The document as Chromium prints it from the case as it stands (`current`), with the chosen appendix as its last pages. */
const renderDocument = async (
  document: PrintableDocument,
  query: PrintQuery,
  current: OpenCase,
  now: Date,
  dealerName: string,
): Promise<Uint8Array> => {
  const [model, appendix] = await Promise.all([
    documentModel(current, now),
    query.AppendixId ? appendixFile(current.dealerId, query.AppendixId) : Promise.resolve(undefined),
  ]);
  // The PDF function fills in the template (it carries React and the fonts); this function sends the model.
  const title = caseDocumentTitle(document, model);
  const author = model.dealer.Name || dealerName;
  const options = documentOptions(query, model, now);
  const rendered = await pdfRenderer().render({ document, model, options, author, key: previewKey(current.dealerId, query.CaseId, document, now) });
  return appendix ? await appendPages(rendered.pdf, appendix, { title, author }) : rendered.pdf;
};

export const printRoute = (document: PrintableDocument, summary: string) =>
  command({
    summary,
    responses: { 200: PDF },
    query: printQuery(document),
    async run(context) {
      const query = context.query;
      const { dealerId, dealerName } = context.session;
      const headers: Record<string, string> = {
        'content-type': 'application/pdf',
        'content-disposition': contentDisposition(documentFileName(document, query.CaseId), query.UsePdfAttachment),
      };
      if (!query.RenderPdf) {
        // A preview records nothing: the case is read, checked to be the caller's, and rendered.
        const { state, version } = await load(context.store, caseDecider, caseStreamId(query.CaseId));
        if (context.expectedVersion !== undefined && context.expectedVersion !== version) throw new ConcurrencyError(caseStreamId(query.CaseId));
        const pdf = await renderDocument(document, query, ownCase(state, dealerId), new Date(), dealerName);
        return respond(200, pdf, { headers: { ...headers, etag: `"${version}"` } });
      }

      // A print is a command like any other (Idempotency-Key, If-Match, retries on fresh state): decided first, so a
      // refusal renders nothing; rendered from the case it was decided on; appended; and only then stored, so a print
      // that loses its race leaves no document.
      let pdf: Uint8Array | undefined;
      const outcome = await context.handleGroup(async (group) => {
        const printed = await group.load(caseDecider, caseStreamId(query.CaseId));
        const current = printed.state;
        printed.decide({ type: 'PrintDocument', document, dealerId });
        const now = new Date();
        pdf = await renderDocument(document, query, ownCase(current, dealerId), now, dealerName);
        return { DocumentId: storedDocumentId(document, now) };
      });
      const key = storedDocumentKey(dealerId, query.CaseId, outcome.result.DocumentId);
      if (outcome.replayed) {
        // The first request's document; rendered again from the case if that request stopped before storing it.
        pdf = await readPdf(key);
        if (!pdf) {
          const { state } = await load(context.store, caseDecider, caseStreamId(query.CaseId));
          pdf = await renderDocument(document, query, ownCase(state, dealerId), new Date(), dealerName);
          await putPdf(key, pdf);
        }
      } else {
        await putPdf(key, pdf!);
      }
      return respond(200, pdf, { headers: { ...headers, 'x-document-id': outcome.result.DocumentId, etag: `"${outcome.version}"` } });
    },
  });
