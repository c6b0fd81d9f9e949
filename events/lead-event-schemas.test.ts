import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { leadEventSchemaFiles } from './lead-event-schemas.ts';
import { leadEventDetail } from './lead-events.ts';

const committed = (file: string) => readFileSync(new URL(`./schemas/${file}`, import.meta.url), 'utf8');
const meta = { eventId: 'e-1', occurredAt: '2026-11-22T10:00:00.000Z', schemaVersion: 1 };

describe('lead event JSON Schemas', () => {
  it('are committed exactly as generated from the zod contract (run `npm run schemas` after a change)', () => {
    for (const { file, json } of leadEventSchemaFiles()) expect(committed(file), file).toBe(json);
  });

  it('accept the detail the publisher sends and refuse personal data, checked by an independent validator', () => {
    const ajv = new Ajv2020({ strict: true });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(committed('CasePrinted.v1.json')));
    const detail = leadEventDetail('CasePrinted', { data: { CaseId: '7', DealerId: '101', CarId: null, DocumentType: 'Offer' }, meta });
    expect(validate(detail), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...detail, CustomerName: 'Jens Hansen' })).toBe(false);
    expect(validate({ ...detail, DocumentType: 'Invoice' })).toBe(false);
  });

  it('keep the version 1 schema of ContractSigned published beside version 2: each accepts its own shape', () => {
    const ajv = new Ajv2020({ strict: true });
    addFormats.default(ajv);
    const v1 = ajv.compile(JSON.parse(committed('ContractSigned.v1.json')));
    const v2 = ajv.compile(JSON.parse(committed('ContractSigned.v2.json')));
    const envelope = { EventId: 'e-1', OccurredAt: meta.occurredAt, CaseId: '7', DealerId: '101', CarId: null };
    expect(v1({ ...envelope, SchemaVersion: 1 }), JSON.stringify(v1.errors)).toBe(true);
    const detail = leadEventDetail('ContractSigned', { data: { CaseId: '7', DealerId: '101', CarId: null, Document: 'PurchaseDocument' }, meta: { ...meta, schemaVersion: 2 } });
    expect(v2(detail), JSON.stringify(v2.errors)).toBe(true);
    expect(v2({ ...envelope, SchemaVersion: 2 })).toBe(false);
    expect(v1(detail)).toBe(false);
  });

  it('keep the version 1 schema of LeadLost published beside version 2, which alone knows the reason Retention', () => {
    const ajv = new Ajv2020({ strict: true });
    addFormats.default(ajv);
    const v1 = ajv.compile(JSON.parse(committed('LeadLost.v1.json')));
    const v2 = ajv.compile(JSON.parse(committed('LeadLost.v2.json')));
    const envelope = { EventId: 'e-1', OccurredAt: meta.occurredAt, CaseId: '7', DealerId: '101', CarId: null };
    expect(v1({ ...envelope, SchemaVersion: 1, Reason: 'Deleted' }), JSON.stringify(v1.errors)).toBe(true);
    expect(v1({ ...envelope, SchemaVersion: 1, Reason: 'Retention' })).toBe(false);
    const detail = leadEventDetail('LeadLost', { data: { CaseId: '7', DealerId: '101', CarId: null, Reason: 'Retention' }, meta: { ...meta, schemaVersion: 2 } });
    expect(v2(detail), JSON.stringify(v2.errors)).toBe(true);
  });

  it('publish the print leads under the spec\'s names, and the earlier CasePrinted for the events stored under it', () => {
    const files = leadEventSchemaFiles().map(({ file }) => file);
    for (const file of ['OfferPrinted.v1.json', 'TestDrivePrinted.v1.json', 'PurchaseDocumentPrinted.v1.json', 'CasePrinted.v1.json', 'ContractSigned.v1.json', 'ContractSigned.v2.json']) {
      expect(files).toContain(file);
    }
  });
});
