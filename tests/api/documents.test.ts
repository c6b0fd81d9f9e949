import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../functions/documents/document-store.ts';
import { appendixListPartition } from '../../functions/documents/projections/appendix-list.ts';
import { activeNamesIn, activePdf } from '../../functions/pdf/active-pdf.test-support.ts';
import { mediaBoxes, pdfInfo, pdfText } from '../../functions/pdf/pdf-tools.test-support.ts';
import { applyEnvironment, localAwsEnvironment } from '../../local/emulators.ts';
import { TEST_CLOUD_PORTS } from '../setup/local-cloud.ts';
import { baseUrl, loggedIn, queryString, type ApiClient } from '../support/api-client.ts';
import { rowAt } from '../support/read-models.ts';
import { salesItemRequest } from '../support/sales-item-request.ts';
import {
  demoCustomer,
  eventually,
  fetchBytes,
  getCase,
  isLocalCloud,
  projectionsCaughtUp,
  RUN,
  saveCase,
  sellableCase,
  versionOf,
  type DemoCustomer,
} from './case-support.ts';

/**
 * Case documents, black-box against the local cloud: every print route with its options, previews that
 * record nothing, prints that record the decider's events and are kept per case, bad options, tenancy, and the sales
 * contract appendices appended to the printed PDF.
 */
let salesman: ApiClient; // saelger@demo.dk, department 101
let aalborg: ApiClient; // saelger.aalborg@demo.dk, department 102
let vejle: ApiClient; // department 103: no `case` function
// Appendices are managed by those who lead a department (the role matrix); salesmen use them.
let manager: ApiClient; // salgschef@demo.dk, department 101
let aalborgManager: ApiClient; // salgschef.aalborg@demo.dk, department 102
let customer: DemoCustomer;

beforeAll(async () => {
  // The stored appendix files are read from the local cloud's S3 emulator.
  if (isLocalCloud()) applyEnvironment(localAwsEnvironment(TEST_CLOUD_PORTS));
  await projectionsCaughtUp();
  [salesman, aalborg, vejle] = (await Promise.all(['saelger@demo.dk', 'saelger.aalborg@demo.dk', 'saelger.vejle@demo.dk'].map(loggedIn))) as [ApiClient, ApiClient, ApiClient];
  [manager, aalborgManager] = await Promise.all([loggedIn('salgschef@demo.dk'), loggedIn('salgschef.aalborg@demo.dk')]);
  customer = await demoCustomer(salesman);
});

const ROUTES = {
  Offer: '/api/PrintOffer/PrintOffer',
  Contract: '/api/PrintContract/PrintContract',
  PurchaseDocument: '/api/PrintPurchaseDocument/PrintPurchaseDocument',
  Rental: '/api/PrintRental/PrintRental',
  TestDrive: '/api/case/PrintTestDriveDoc',
  InvoiceDocument: '/api/PrintInvoiceDocument/PrintInvoiceDocument',
  CustomsDocument: '/api/PrintCustomsDocument/PrintCustomsDocument',
  PreparationDocument: '/api/PrintPreparationDocument/PrintPreparationDocument',
} as const;
type Document = keyof typeof ROUTES;
const HEADINGS: Record<Document, string> = {
  Offer: 'Tilbud',
  Contract: 'Slutseddel',
  PurchaseDocument: 'Købsaftale',
  Rental: 'Lejekontrakt',
  TestDrive: 'Prøvekørsel',
  InvoiceDocument: 'Fakturagrundlag',
  CustomsDocument: 'Tolddokument',
  PreparationDocument: 'Klargøring',
};

const print = (client: ApiClient, document: Document, caseId: string, options: Record<string, string | boolean> = {}) =>
  fetchBytes(client, `${ROUTES[document]}?${queryString({ CaseId: caseId, RenderPdf: 'false', ...options })}`);

const A4 = ([width, height]: [number, number]) => Math.abs(width - 595.92) < 1.5 && Math.abs(height - 842.88) < 1.5;

const documentCase = (label: string, fields: Record<string, unknown> = {}) =>
  sellableCase(customer.Id, label, {
    SalesItem: salesItemRequest(`Škoda Octavia ${RUN} ${label}`, { DiscountWithoutVat: 4_000, RegistrationFee: 40_000 }),
    OtherAgreements: { PreparationComment: 'Mekanisk: skift pollenfilter', DeliveryDate: '2030-03-20' },
    CarRental: { periodFrom: '2030-03-10', periodTo: '2030-03-12', price: 1_495, deposit: 3_000 },
    HasSwapPriceAgreement: false,
    ...fields,
  });

/** A small real PDF of `pages` pages, each saying which appendix page it is. */
const appendixPdf = async (marker: string, pages = 2): Promise<Uint8Array> => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) document.addPage([595.28, 841.89]).drawText(`${marker} side ${page}`, { x: 50, y: 780, size: 14, font });
  return document.save();
};

const upload = async (client: ApiClient, query: string, bytes: Uint8Array, fileName = 'bilag.pdf', headers: Record<string, string> = {}) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), fileName);
  const response = await fetch(`${baseUrl()}/api/salescontractappendix/uploadpdf?${query}`, {
    method: 'POST',
    headers: {
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? ''),
      ...headers,
    },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

interface Appendix {
  Id: string;
  Label: string;
  DealerId: string;
  Pages: number;
}
const appendices = async (client: ApiClient) => (await client.get<Appendix[]>('/api/salescontractappendix/Get')).body;

describe('printing the case documents', () => {
  it('previews every document with the buyer, the car and Danish prices on A4, and records nothing', async () => {
    const { id, version } = await saveCase(salesman, documentCase('preview'));
    for (const document of Object.keys(ROUTES) as Document[]) {
      const response = await print(salesman, document, id);
      expect(response.status, `${document}: ${JSON.stringify(response.json)}`).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfText(response.bytes);
      for (const expected of [HEADINGS[document], `Sag nr. ${id}`, 'Demo Biler Aarhus', customer.Name]) expect(text, `${document}: ${expected}`).toContain(expected);
      if (document !== 'PurchaseDocument') expect(text, document).toContain(`Škoda Octavia ${RUN} preview`);
      expect(mediaBoxes(response.bytes).every(A4), document).toBe(true);
      expect(await pdfInfo(response.bytes)).toMatchObject({ Title: `${HEADINGS[document]} ${id} – Demo Biler Aarhus`, Author: 'Demo Biler Aarhus' });
      expect(response.headers.get('x-document-id')).toBeNull();
    }
    expect((await print(salesman, 'Offer', id)).bytes.length).toBeGreaterThan(1000);
    expect(await pdfText((await print(salesman, 'Offer', id)).bytes)).toContain('189.900,00 kr.');
    expect(await pdfText((await print(salesman, 'InvoiceDocument', id)).bytes)).toContain('Registreringsafgift 40.000,00 kr.');
    expect(await pdfText((await print(salesman, 'PreparationDocument', id)).bytes)).toContain('Mekanisk: skift pollenfilter');
    expect(await pdfText((await print(salesman, 'Rental', id)).bytes)).toContain('Lejepris 1.495,00 kr.');
    expect((await getCase(salesman, id)).Version).toBe(version);
    expect((await salesman.get<{ List: unknown[] }>(`/api/casedocuments/list?caseId=${id}`)).body.List).toEqual([]);
  });

  it("prints a rental contract for a case whose rental tab is not filled in: the car's mileage from the case, lines to fill in", async () => {
    const { id } = await saveCase(salesman, documentCase('uden leje', { CarRental: null }));
    const text = await pdfText((await print(salesman, 'Rental', id)).bytes);
    expect(text).toContain('Kilometerstand ved udlevering 45.000 km');
    expect(text.slice(text.indexOf('Lejeperiode'), text.indexOf('Vilkår'))).not.toContain('–');
    const colour = await print(salesman, 'Contract', id, { ColorTheme: 'Color' });
    expect(colour.status).toBe(200);
  });

  it("honours the options: logo, discount, template, test-drive plate and times; names in any casing", async () => {
    const { id } = await saveCase(salesman, documentCase('valg'));
    const offer = await pdfText((await print(salesman, 'Offer', id)).bytes);
    expect(offer).toContain('DBA'); // the logo mark of Demo Biler Aarhus
    expect(offer).toContain('Rabat inkl. moms -5.000,00 kr.');
    expect(offer).toContain('Billedet er vejledende');
    const plain = await pdfText((await print(salesman, 'Offer', id, { showlogo: 'false', SHOWDISCOUNT: 'False', template: 'withoutpicture', colortheme: 'color' })).bytes);
    expect(plain).not.toContain('DBA');
    expect(plain).not.toContain('Rabat');
    expect(plain).toContain('184.900,00 kr.');
    expect(plain).not.toContain('Billedet er vejledende');

    const testDrive = await pdfText((await print(salesman, 'TestDrive', id, { StartTime: '2030-03-07T14:30', Template: 'PortraitWithoutPicture' })).bytes);
    expect(testDrive).toContain('Nummerplade AB12345');
    expect(testDrive).toContain('Start 07-03-2030 kl. 14:30');
    expect(testDrive).toContain('Slut 07-03-2030 kl. 15:00');
    expect(testDrive).not.toContain('Billedet er vejledende');
    const otherPlate = await pdfText((await print(salesman, 'TestDrive', id, { TestDrivePlate: 'xx 99 999', StartTime: '07-03-2030 10:00', EndTime: '07-03-2030 12:00' })).bytes);
    expect(otherPlate).toContain('Nummerplade XX 99 999');
    expect(otherPlate).toContain('Slut 07-03-2030 kl. 12:00');

    // A co-debtor is printed beside the buyer.
    const coDebtor = await demoCustomer(salesman, 1);
    const { id: shared } = await saveCase(salesman, documentCase('medkøber', { Customer2Id: coDebtor.Id }));
    const contract = await pdfText((await print(salesman, 'Contract', shared)).bytes);
    expect(contract).toContain('Medkøber');
    expect(contract).toContain(coDebtor.Name);

    const attachment = await print(salesman, 'PurchaseDocument', id, { UsePdfAttachment: true });
    expect(attachment.headers.get('content-disposition')).toBe(`attachment; filename="Koebsaftale-${id}.pdf"; filename*=UTF-8''K%C3%B8bsaftale-${id}.pdf`);
    expect((await print(salesman, 'Offer', id)).headers.get('content-disposition')).toBe(`inline; filename="Tilbud-${id}.pdf"`);
  });

  it('names the bad option (400), refuses another dealer (404) and a department without the case function (403)', async () => {
    const { id } = await saveCase(salesman, documentCase('fejl'));
    const bad: [Document, Record<string, string>, string][] = [
      ['Offer', { ShowLogo: 'maybe' }, 'ShowLogo'],
      ['Offer', { Template: 'Landscape' }, 'Template'],
      ['Offer', { ColorTheme: 'Pink' }, 'ColorTheme'],
      // The contract and the purchase agreement take the colour theme too.
      ['Contract', { ColorTheme: 'Pink' }, 'ColorTheme'],
      ['PurchaseDocument', { ColorTheme: 'Blå' }, 'ColorTheme'],
      ['Offer', { RenderPdf: 'ja' }, 'RenderPdf'],
      ['Offer', { UsePdfAttachment: '1' }, 'UsePdfAttachment'],
      ['Contract', { ShowConditions: 'nej' }, 'ShowConditions'],
      ['Contract', { AppendixId: 'abc' }, 'AppendixId'],
      ['TestDrive', { Template: 'WithPicture' }, 'Template'],
      ['TestDrive', { StartTime: 'i morgen' }, 'StartTime'],
      ['TestDrive', { StartTime: '2030-03-07T14:30', EndTime: '2030-03-07T14:00' }, 'EndTime'],
      ['TestDrive', { ShowPermission: 'x' }, 'ShowPermission'],
      ['CustomsDocument', { EnforceV2Taxation: 'yes' }, 'EnforceV2Taxation'],
      ['InvoiceDocument', { CaseId: 'x' }, 'CaseId'],
    ];
    for (const [document, options, field] of bad) {
      const response = await print(salesman, document, id, options);
      expect(response.status, `${document} ${JSON.stringify(options)}`).toBe(400);
      expect(response.json, `${document} ${JSON.stringify(options)}`).toMatchObject({ Field: field });
    }
    for (const document of Object.keys(ROUTES) as Document[]) {
      const foreign = await print(aalborg, document, id);
      expect(foreign.status, document).toBe(404);
      expect(foreign.json).toMatchObject({ Message: 'Sagen findes ikke.' });
      expect((await print(vejle, document, id)).status, document).toBe(403);
    }
    expect((await aalborg.get(`/api/casedocuments/list?caseId=${id}`)).status).toBe(404);
  });

  it('prints for real: the decider records the events, the PDF is kept with the case and can be fetched again', async () => {
    const { id } = await saveCase(salesman, documentCase('udskriv'));
    const offer = await print(salesman, 'Offer', id, { RenderPdf: 'true' });
    expect(offer.status, JSON.stringify(offer.json)).toBe(200);
    const offerVersion = versionOf(offer);
    expect(await getCase(salesman, id, offerVersion)).toMatchObject({ Status: 0 });
    const contract = await print(salesman, 'Contract', id, { RenderPdf: 'true', UsePdfAttachment: 'true' });
    expect(contract.status).toBe(200);
    expect(contract.headers.get('content-disposition')).toBe(`attachment; filename="Slutseddel-${id}.pdf"`);
    expect(await getCase(salesman, id, versionOf(contract))).toMatchObject({ Status: 1, StatusText: 'Slutseddel udskrevet' });

    // The purchase agreement over a printed contract: the cancel-document flow first; nothing is kept.
    const refused = await print(salesman, 'PurchaseDocument', id, { RenderPdf: 'true' });
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ Code: 'CancelDocumentRequired' });

    const list = (await salesman.get<{ List: { DocumentId: string; Document: string; PrintedDate: string; Bytes: number }[] }>(`/api/casedocuments/list?caseId=${id}`)).body.List;
    expect(list.map((entry) => entry.Document)).toEqual(['Contract', 'Offer']);
    expect(list[0]!.DocumentId).toBe(contract.headers.get('x-document-id'));
    const again = await fetchBytes(salesman, `/api/casedocuments/get?caseId=${id}&documentId=${list[1]!.DocumentId}`);
    expect(again.status).toBe(200);
    expect(Buffer.from(again.bytes).equals(Buffer.from(offer.bytes))).toBe(true);
    expect(again.headers.get('content-disposition')).toBe(`inline; filename="Tilbud-${id}.pdf"`);
    expect((await fetchBytes(salesman, `/api/casedocuments/get?caseId=${id}&documentId=Offer-20000101T000000000Z`)).status).toBe(404);
    expect((await fetchBytes(salesman, `/api/casedocuments/get?caseId=${id}&documentId=../../x`)).json).toMatchObject({ Field: 'documentId' });
    expect((await fetchBytes(aalborg, `/api/casedocuments/get?caseId=${id}&documentId=${list[1]!.DocumentId}`)).status).toBe(404);
  });
});

describe('sales contract appendices', () => {
  it('uploads a PDF, lists it per dealer, appends it to contract, rental and test drive, and deletes it', async () => {
    const label = `Garantibetingelser ${RUN}`;
    const uploaded = await upload(manager, `dealerId=101&label=${encodeURIComponent(label)}`, await appendixPdf(`Bilag ${RUN}`));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body).toMatchObject({ Label: label, DealerId: '101', Pages: 2 });
    const appendixId = String(uploaded.body.Id);
    const listed = await eventually(() => appendices(salesman), (list) => list.some((entry) => entry.Id === appendixId));
    expect(listed.find((entry) => entry.Id === appendixId)).toMatchObject({ Label: label, Pages: 2 });
    expect((await salesman.get<Appendix[]>('/api/salescontractappendix/GetByDealerId?dealerId=101')).body.some((entry) => entry.Id === appendixId)).toBe(true);
    expect((await aalborg.get<Appendix[]>('/api/salescontractappendix/Get')).body.some((entry) => entry.Id === appendixId)).toBe(false);
    expect((await aalborg.get('/api/salescontractappendix/GetByDealerId?dealerId=101')).status).toBe(404);

    const { id } = await saveCase(salesman, documentCase('bilag'));
    for (const document of ['Contract', 'Rental', 'TestDrive'] as const) {
      const without = await print(salesman, document, id);
      const withAppendix = await print(salesman, document, id, { AppendixId: appendixId });
      expect(withAppendix.status, JSON.stringify(withAppendix.json)).toBe(200);
      const pages = Number((await pdfInfo(withAppendix.bytes)).Pages);
      expect(pages, document).toBe(Number((await pdfInfo(without.bytes)).Pages) + 2);
      const text = await pdfText(withAppendix.bytes);
      expect(text.indexOf(`Bilag ${RUN} side 1`), document).toBeGreaterThan(text.indexOf(HEADINGS[document]));
      expect(text).toContain(`Bilag ${RUN} side 2`);
      expect((await pdfInfo(withAppendix.bytes)).Title).toBe(`${HEADINGS[document]} ${id} – Demo Biler Aarhus`);
    }

    // Another dealer can neither use nor delete it.
    const { id: aalborgCase } = await saveCase(aalborg, { SalesItem: { Title: `Bil ${RUN} Aalborg`, ModelYear: 2020 }, HasSwapPriceAgreement: false });
    expect((await print(aalborg, 'Contract', aalborgCase, { AppendixId: appendixId })).status).toBe(404);
    expect((await aalborgManager.request('DELETE', `/api/salescontractappendix/Delete?salesContractAppendixId=${appendixId}`)).status).toBe(404);

    const deleted = await manager.request('DELETE', `/api/salescontractappendix/Delete?salesContractAppendixId=${appendixId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ Message: 'Bilaget er slettet.' });
    await eventually(() => appendices(salesman), (list) => !list.some((entry) => entry.Id === appendixId));
    expect((await appendices(salesman)).some((entry) => entry.Id === appendixId)).toBe(false);
    const gone = await print(salesman, 'Contract', id, { AppendixId: appendixId });
    expect(gone.status).toBe(404);
    expect(gone.json).toMatchObject({ Field: 'AppendixId', Message: 'Bilaget findes ikke.' });
    expect((await manager.request('DELETE', `/api/salescontractappendix/Delete?salesContractAppendixId=${appendixId}`)).status).toBe(404);
  });

  it('stores and prints an appendix without its scripts, actions, links and attached files, keeping its text', async () => {
    const uploadedFile = await activePdf(`Aktivt bilag ${RUN}`, 2);
    expect((await activeNamesIn(uploadedFile)).length).toBeGreaterThan(5);
    const uploaded = await upload(manager, `dealerId=101&label=${encodeURIComponent(`Aktivt ${RUN}`)}`, uploadedFile);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body).toMatchObject({ Pages: 2, Bytes: uploadedFile.length });
    const appendixId = String(uploaded.body.Id);

    if (isLocalCloud()) {
      const row = await eventually(
        () => rowAt({ pk: appendixListPartition('101'), sk: appendixId }),
        (item) => item !== undefined,
      );
      const stored = await readPdf(String(row?.FileKey));
      expect(stored).toBeDefined();
      expect(await activeNamesIn(stored!)).toEqual([]);
      expect(await pdfText(stored!)).toBe(`Aktivt bilag ${RUN} side 1 Aktivt bilag ${RUN} side 2`);
    }

    const { id } = await saveCase(salesman, documentCase('aktivt bilag'));
    const contract = await print(salesman, 'Contract', id, { AppendixId: appendixId, RenderPdf: 'true' });
    expect(contract.status, JSON.stringify(contract.json)).toBe(200);
    expect(await activeNamesIn(contract.bytes)).toEqual([]);
    const text = await pdfText(contract.bytes);
    expect(text.indexOf(`Aktivt bilag ${RUN} side 1`)).toBeGreaterThan(text.indexOf('Slutseddel'));
    expect(text).toContain(`Aktivt bilag ${RUN} side 2`);
  });

  it('refuses a file that is too large, not a PDF whatever its name, or without a label, each with its own message', async () => {
    const pdf = await appendixPdf('Stort bilag', 1);
    const tooLarge = new Uint8Array(4_194_305);
    tooLarge.set(pdf);
    const cases: [string, Uint8Array, string, string, string][] = [
      ['dealerId=101&label=Stort', tooLarge, 'stort.pdf', 'file', 'Filen er for stor. Bilaget må højst fylde 4 MB (4.194.304 bytes).'],
      ['dealerId=101&label=Tekst', new TextEncoder().encode('Dette er ikke en PDF'), 'bilag.pdf', 'file', 'Filen er ikke en PDF. Vælg en PDF-fil.'],
      ['dealerId=101&label=Falsk', new TextEncoder().encode('%PDF-1.7\nnoget vrøvl'), 'bilag.pdf', 'file', 'Filen er ikke en PDF. Vælg en PDF-fil.'],
      ['dealerId=101', pdf, 'bilag.pdf', 'label', 'Navn på bilaget skal udfyldes.'],
      ['dealerId=101&label=%20', pdf, 'bilag.pdf', 'label', 'Navn på bilaget skal udfyldes.'],
      ['label=Uden', pdf, 'bilag.pdf', 'dealerId', 'dealerId skal udfyldes.'],
    ];
    for (const [query, bytes, fileName, field, message] of cases) {
      const response = await upload(manager, query, bytes, fileName);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({ Field: field, Message: message });
    }
    // Exactly the limit is accepted.
    const atLimit = await PDFDocument.load(pdf);
    atLimit.setSubject('x'.repeat(10));
    const bytes = await atLimit.save();
    const padded = new Uint8Array(4_194_304);
    padded.set(bytes);
    padded.fill(0x20, bytes.length);
    expect((await upload(manager, 'dealerId=101&label=Grænse', padded)).status).toBe(200);
    expect((await upload(aalborgManager, 'dealerId=101&label=Fremmed', pdf)).status).toBe(404);
  });

  it('a refused upload takes no appendix number: the next one gets the number after the last uploaded', async () => {
    const pdf = await appendixPdf(`Nummer ${RUN}`, 1);
    const first = await upload(manager, 'dealerId=101&label=Først', pdf);
    expect(first.status).toBe(200);
    // A new appendix has no version yet: an If-Match of another version is a conflict, refused after the checks.
    const refused = await upload(manager, 'dealerId=101&label=Afvist', pdf, 'bilag.pdf', { 'if-match': '"2"' });
    expect(refused.status).toBe(409);
    const next = await upload(manager, 'dealerId=101&label=Næste', pdf);
    expect(next.status).toBe(200);
    expect(Number(next.body.Id)).toBe(Number(first.body.Id) + 1);
  });
});
