import { ConcurrencyError } from '../platform/errors.ts';
import { load } from '../platform/command-handler.ts';
import { command } from '../platform/http/endpoint.ts';
import { respond } from '../platform/http/response.ts';
import { pdfRenderer } from '../pdf/pdf-port.ts';
import { contractHtml } from '../pdf/templates/contract.tsx';
import { caseDeciderFor, caseStreamId, ownCase } from './case-commands.ts';
import { contractProps } from './contract-document.ts';
import { printContractQuery } from './schemas.ts';

/** `20260307T141502.123Z`: sortable, and only characters a document key allows. */
const stamp = (at: Date): string => at.toISOString().replace(/[-:]/g, '');

/**
 * GET /api/PrintContract/PrintContract?CaseId=&RenderPdf=: the sales contract (Slutseddel) as a PDF.
 * `RenderPdf=true` prints it: the domain decides first (a case without car or customer, or with a purchase agreement,
 * is refused with its Code before anything is rendered), then the PDF is rendered and stored under
 * `cases/<dealerId>/<caseId>/`, then the events are appended at the version the decision was made on, without retry:
 * of two concurrent prints one is recorded and answered, the other is a 409. `RenderPdf=false` renders a preview
 * under `previews/` and records nothing.
 */
export const handler = command({
  query: printContractQuery,
  requires: ['case'],
  async run(context) {
    const { CaseId, RenderPdf = false } = context.query;
    const decider = caseDeciderFor(context.session);
    const streamId = caseStreamId(CaseId);
    const { state, version } = await load(context.store, decider, streamId);
    const current = ownCase(context.session, state);
    if (context.expectedVersion !== undefined && context.expectedVersion !== version) throw new ConcurrencyError(streamId);
    const events = RenderPdf ? decider.decide({ type: 'PrintDocument', document: 'Contract' }, state) : [];

    const now = new Date();
    const { html, title } = contractHtml(await contractProps(current, now));
    const folder = RenderPdf ? 'cases' : 'previews';
    const rendered = await pdfRenderer().render({
      html,
      title,
      author: context.session.dealerName,
      key: `${folder}/${current.dealerId}/${CaseId}/slutseddel-${stamp(now)}.pdf`,
    });
    const stored = RenderPdf ? await context.store.append(streamId, version, events, context.appendContext) : [];

    return respond(200, rendered.pdf, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="Slutseddel-${CaseId}.pdf"`,
        etag: `"${stored.at(-1)?.version ?? version}"`,
      },
    });
  },
});
