import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { baseUrl, loggedIn } from '../support/api-client.ts';
import { deliveredEnvelopes, demoCustomer, fetchBytes, getCase, isLocalCloud, projectionsCaughtUp, saveCase, sellableCase, versionOf } from './case-support.ts';

/**
 * The lead events of the case lifecycle reach analytics: through the lead publisher and the bus of the local cloud into
 * the analytics bucket as NDJSON of EventBridge envelopes, each detail valid against its committed JSON Schema
 * (events/schemas/), checked with an independent validator (ajv, not zod). Local cloud only: a deployed stage's
 * analytics bucket is behind Firehose and real credentials.
 */
const schemaOf = (type: string, version: number): object =>
  JSON.parse(readFileSync(new URL(`../../events/schemas/${type}.v${version}.json`, import.meta.url), 'utf8')) as object;

describe('lead events of the case lifecycle', () => {
  it('reach the analytics bucket as NDJSON, each valid against its JSON Schema and free of personal data', async () => {
    if (!isLocalCloud()) return;
    expect(process.env.AWS_ENDPOINT_URL_S3, 'the local cloud gives the tests its S3 emulator').toBeTruthy();
    await projectionsCaughtUp();
    const salesman = await loggedIn('saelger@demo.dk');
    const customer = await demoCustomer(salesman);

    // Sold: offer printed, contract printed, test drive printed, contract signed, car delivered.
    const sold = await saveCase(salesman, sellableCase(customer.Id, 'analyse solgt'));
    expect((await fetchBytes(salesman, `/api/PrintOffer/PrintOffer?CaseId=${sold.id}&RenderPdf=true`)).status).toBe(200);
    expect((await fetchBytes(salesman, `/api/PrintContract/PrintContract?CaseId=${sold.id}&RenderPdf=true`)).status).toBe(200);
    expect((await salesman.get(`/api/printtracking/tracklead?caseid=${sold.id}&event=TestDrivePrinted`)).status).toBe(200);
    expect((await salesman.post('/api/case/savesigneddocument/', { CaseId: sold.id })).status).toBe(200);
    expect((await salesman.post('/api/case/cardelivered', { CaseId: sold.id })).status).toBe(200);
    // Bought in: the purchase agreement printed and signed.
    const bought = await saveCase(salesman, sellableCase(customer.Id, 'analyse købsaftale'));
    expect((await fetchBytes(salesman, `/api/PrintPurchaseDocument/PrintPurchaseDocument?CaseId=${bought.id}&RenderPdf=true`)).status).toBe(200);
    expect((await salesman.post('/api/case/savesigneddocument/', { CaseId: bought.id })).status).toBe(200);
    // Lost twice: a cancelled contract, and a case deleted before delivery.
    const cancelled = await saveCase(salesman, sellableCase(customer.Id, 'analyse annulleret'));
    expect((await fetchBytes(salesman, `/api/PrintContract/PrintContract?CaseId=${cancelled.id}&RenderPdf=true`)).status).toBe(200);
    expect((await salesman.post('/api/case/canceldocument/', { CaseId: cancelled.id })).status).toBe(200);
    const deleted = await saveCase(salesman, sellableCase(customer.Id, 'analyse slettet'));
    const deletion = await salesman.request('DELETE', `/api/case/delete?id=${deleted.id}`);
    expect(deletion.status).toBe(200);
    await getCase(salesman, cancelled.id, 1);

    // The local cloud answers once the stream consumers (projector, lead publisher) have caught up.
    expect((await fetch(`${baseUrl()}/__local/drain`)).status).toBe(204);
    const ours = new Set([sold.id, bought.id, cancelled.id, deleted.id]);
    const envelopes = (await deliveredEnvelopes()).filter((envelope) => ours.has(envelope.detail.CaseId));

    const summary = envelopes
      .map((envelope) => `${envelope.detail.CaseId} ${envelope['detail-type']} v${String(envelope.detail.SchemaVersion)} ${String(envelope.detail.Document ?? envelope.detail.Reason ?? '')}`.trim())
      .sort();
    expect(summary).toEqual(
      [
        `${sold.id} OfferPrinted v1`,
        `${sold.id} PurchaseDocumentPrinted v1 Contract`,
        `${sold.id} TestDrivePrinted v1`,
        `${sold.id} ContractSigned v2 Contract`,
        `${sold.id} CarDelivered v1`,
        `${bought.id} PurchaseDocumentPrinted v1 PurchaseDocument`,
        `${bought.id} ContractSigned v2 PurchaseDocument`,
        `${cancelled.id} PurchaseDocumentPrinted v1 Contract`,
        `${cancelled.id} LeadLost v2 Cancelled`,
        `${deleted.id} LeadLost v2 Deleted`,
      ].sort(),
    );

    const ajv = new Ajv2020({ strict: true });
    addFormats.default(ajv);
    for (const envelope of envelopes) {
      expect(envelope.source).toBe('dealerhub.leads');
      const version = Number(envelope.detail.SchemaVersion);
      const validate =
        ajv.getSchema(`urn:dealerhub:lead-events:${envelope['detail-type']}:v${version}`) ?? ajv.compile(schemaOf(envelope['detail-type'], version));
      expect(validate(envelope.detail), `${envelope['detail-type']}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(envelope.detail.DealerId).toBe('101');
      expect(JSON.stringify(envelope.detail)).not.toContain(customer.Name);
    }
    // Delivery is at least once: consumers de-duplicate on EventId, which is unique per event.
    expect(new Set(envelopes.map((envelope) => envelope.detail.EventId)).size).toBe(envelopes.length);
    expect(versionOf(deletion)).toBeGreaterThan(1);
  });
});
