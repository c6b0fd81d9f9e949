import { afterAll, describe, expect, it } from 'vitest';
import { PRINTABLE_DOCUMENTS, type PrintableDocument } from '../../../domain/documents/print-options.ts';
import { closeBrowser } from '../browser.ts';
import { mediaBoxes, pdfFonts, pdfInfo, pdfPages, pdfText } from '../pdf-tools.test-support.ts';
import { renderPdf } from '../renderer.ts';
import { caseDocumentHtml } from './case-documents.tsx';
import { MARGIN_SCHEME_INVOICE_TEXT } from '../../../domain/calculation/sale-calculation.ts';
import { priceSummary } from './document-model.ts';
import { monogram } from './parts.tsx';
import { sampleModel, sampleOptions } from './document-sample.ts';

/** Every document type and template rendered by real Chromium, read back with a PDF reader: what a reader sees. */
const print = async (document: PrintableDocument, options = sampleOptions(document), model = sampleModel) => {
  const { html, title } = caseDocumentHtml(document, model, options);
  const pdf = await renderPdf(html, { title, author: model.dealer.Name });
  return { pdf, text: await pdfText(pdf), title, html };
};

/** The font families a PDF embeds, without the subset prefixes ('AAAAAA+Inter-Bold' → 'Inter-Bold'). */
const fontFamilies = async (pdf: Uint8Array): Promise<string[]> => [...new Set((await pdfFonts(pdf)).map((name) => name.replace(/^[A-Z]{6}\+/, '')))].sort();

/** Every amount before 'kr.' in Danish format: '.' between thousands, ',' before the two decimals. */
const DANISH_AMOUNT = /^-?\d{1,3}(\.\d{3})*,\d{2}$/;
const amountsIn = (text: string): string[] => [...text.matchAll(/(-?[\d.,]+) kr\./g)].map((match) => match[1]!);

const A4 = ([width, height]: [number, number]) => Math.abs(width - 595.92) < 1.5 && Math.abs(height - 842.88) < 1.5;
const logo = monogram(sampleModel.dealer.Name);

const HEADINGS: Record<PrintableDocument, string> = {
  Offer: 'Tilbud',
  Contract: 'Slutseddel',
  PurchaseDocument: 'Købsaftale',
  Rental: 'Lejekontrakt',
  TestDrive: 'Prøvekørsel',
  InvoiceDocument: 'Fakturagrundlag',
  CustomsDocument: 'Tolddokument',
  PreparationDocument: 'Klargøring',
  FinanceContract: 'Finanseringskontrakt',
};

describe('the case documents', { timeout: 120_000 }, () => {
  afterAll(async () => {
    await closeBrowser();
  });

  it('adds up the prices: discount with VAT, equipment, swap car net of debt, VAT extracted from the gross', () => {
    expect(priceSummary(sampleModel)).toMatchObject({ discountWithVat: 5_000, extraEquipment: 8_995, total: 198_070, swapNet: 52_499.5, toPay: 145_570.5, vat: 29_980, netWithoutVat: 119_920 });
    expect(priceSummary({ ...sampleModel, swapCar: null, car: { ...sampleModel.car, IsVatFree: true } })).toMatchObject({ toPay: 198_070, vat: 0 });
    // The calculation's discount incl. VAT is printed as it is (a used car's under the margin scheme carries no VAT).
    expect(priceSummary({ ...sampleModel, prices: { ...sampleModel.prices, DiscountWithVat: 4_000 } })).toMatchObject({ discountWithVat: 4_000, total: 198_070 + 1_000 });
  });

  it.each(PRINTABLE_DOCUMENTS)('%s: dealer, logo, heading, case number, buyer and car on A4 with Title and Author', async (document) => {
    const { pdf, text, title } = await print(document);
    // The purchase agreement is about the swap car the dealer buys; the others about the car sold.
    const car = document === 'PurchaseDocument' ? 'Volkswagen Golf 1.0 TSI' : 'Škoda Octavia Combi 1.5 TSI';
    for (const expected of [HEADINGS[document], 'Sag nr. 1042', 'Dato 07-03-2026', 'Bilhuset Ærø A/S', 'Randersvej 120', logo, car, 'Side 1 af']) {
      expect(text, `${document}: ${expected}`).toContain(expected);
    }
    if (document !== 'PreparationDocument' && document !== 'PurchaseDocument') expect(text).toContain('TMBJR7NX5MY012345');
    expect(text).toContain(document === 'PreparationDocument' ? 'Kunde Åse Ørsted' : 'Åse Ørsted');
    expect(mediaBoxes(pdf).every(A4), `${document} is A4`).toBe(true);
    expect(await pdfInfo(pdf)).toMatchObject({ Title: title, Author: 'Bilhuset Ærø A/S' });
    expect(title).toBe(`${HEADINGS[document]} 1042 – Bilhuset Ærø A/S`);

    const { text: withoutLogo } = await print(document, sampleOptions(document, { flags: { ShowLogo: false } }));
    expect(withoutLogo, `${document} without logo`).not.toContain(logo);
  });

  it('offer and contract: prices in Danish format; discount, equipment and swap price shown or not as asked', async () => {
    for (const document of ['Offer', 'Contract'] as const) {
      const { text } = await print(document);
      for (const expected of ['189.900,00 kr.', 'Rabat inkl. moms -5.000,00 kr.', 'Vinterhjul på alufælge 8.995,00 kr.', 'Kontantpris i alt 198.070,00 kr.', 'Byttepris -65.000,00 kr.', 'Restgæld på byttebil 12.500,50 kr.', 'Til betaling 145.570,50 kr.', 'Volkswagen Golf 1.0 TSI', 'CD67890']) {
        expect(text, `${document}: ${expected}`).toContain(expected);
      }
      const hidden = (await print(document, sampleOptions(document, { flags: { ShowDiscount: false, ShowSwapPrice: false, ShowExtraEquipment: false } }))).text;
      expect(hidden).toContain('Bilens pris inkl. moms og afgifter 184.900,00 kr.');
      expect(hidden).not.toContain('Rabat');
      expect(hidden).not.toContain('65.000,00');
      expect(hidden).not.toContain('Vinterhjul');
      expect(hidden).toContain('Ekstraudstyr i alt 8.995,00 kr.');
      expect(hidden).toContain('Volkswagen Golf 1.0 TSI');
    }
    const { text: contract } = await print('Contract');
    expect(contract).toContain('Medkøber');
    expect(contract).toContain('Søren Ørsted');
    expect(contract).toContain('Vilkår');
    expect(contract).toContain('Samtykke');
    expect(contract).toContain('Aarhus, 07-03-2026');
    expect(contract).toContain('12 måneders forhandlergaranti');
    const bare = (await print('Contract', sampleOptions('Contract', { flags: { ShowConditions: false, ShowPermission: false } }))).text;
    expect(bare).not.toContain('Vilkår');
    expect(bare).not.toContain('Samtykke');
  });

  it('offer: with or without the picture, gray or in colour; no swap section without a swap car', async () => {
    expect((await print('Offer')).text).toContain('Billedet er vejledende');
    expect((await print('Offer', sampleOptions('Offer', { template: 'WithoutPicture' }))).text).not.toContain('Billedet er vejledende');
    const gray = caseDocumentHtml('Offer', sampleModel, sampleOptions('Offer')).html;
    const color = caseDocumentHtml('Offer', sampleModel, sampleOptions('Offer', { colorTheme: 'Color' })).html;
    expect(gray).toContain('--accent: #3a3a3a');
    expect(color).toContain('--accent: #1f5fa6');
    const { text } = await print('Offer', sampleOptions('Offer'), { ...sampleModel, swapCar: null });
    expect(text).not.toContain('Byttebil');
    expect(text).not.toContain('Til betaling');
  });

  it('business buyer: company, CVR and decision maker', async () => {
    const model = {
      ...sampleModel,
      buyers: {
        kind: 'business' as const,
        buyer: { Name: 'Ærø Transport ApS', Street: 'Havnen 2', ZipCode: '5970', City: 'Ærøskøbing', Phone: '62522222', Email: 'info@aeroe-transport.dk', Note: 'CVR 12345678' },
        coDebtor: null,
        decisionMaker: { Name: 'Jens Bøgh', Street: 'Havnen 2', ZipCode: '5970', City: 'Ærøskøbing', Phone: '20202020', Email: 'jb@aeroe-transport.dk', Note: 'Direktør' },
      },
    };
    const { text } = await print('Contract', sampleOptions('Contract'), model);
    for (const expected of ['Køber (erhverv)', 'Ærø Transport ApS', 'CVR-nr. 12345678', 'Beslutningstager', 'Jens Bøgh', 'Direktør']) expect(text).toContain(expected);
  });

  it('purchase agreement: the customer sells the swap car to the dealer, price shown or not', async () => {
    const { text } = await print('PurchaseDocument');
    for (const expected of ['Sælger', 'Åse Ørsted', 'Volkswagen Golf 1.0 TSI', 'WVWZZZAUZGW000001', '120.500 km', 'Købesum inkl. moms 65.000,00 kr.', 'Restgæld, som indfries af køber 12.500,50 kr.', 'Til udbetaling til sælger 52.499,50 kr.', 'Ridse i bagkofanger']) {
      expect(text).toContain(expected);
    }
    expect((await print('PurchaseDocument', sampleOptions('PurchaseDocument', { flags: { ShowSwapPrice: false } }))).text).not.toContain('65.000,00');
  });

  it('rental contract: period, prices, drivers and comment', async () => {
    const { text } = await print('Rental');
    for (const expected of ['Lejer', 'Udlejer', 'Fra 10-03-2026 kl. 08:00', 'Til 12-03-2026 kl. 17:00', 'Fuld tank', 'Lejepris 1.495,00 kr.', 'Pris pr. ekstra km 2,50 kr.', 'Depositum 3.000,00 kr.', 'Selvrisiko 5.000,00 kr.', 'Karl Ørsted, kørekort 12345678', 'Lånebil under reparation.']) {
      expect(text).toContain(expected);
    }
  });

  it('test drive: both templates, plate and Danish times', async () => {
    const { text } = await print('TestDrive');
    for (const expected of ['Fører', 'Nummerplade AB12345', 'Start 07-03-2026 kl. 14:20', 'Slut 07-03-2026 kl. 14:50', 'Billedet er vejledende', 'Samtykke']) expect(text).toContain(expected);
    const without = (await print('TestDrive', sampleOptions('TestDrive', { template: 'PortraitWithoutPicture', flags: { ShowPermission: false } }))).text;
    expect(without).not.toContain('Billedet er vejledende');
    expect(without).not.toContain('Samtykke');
  });

  it('invoice basis and customs document: VAT and registration fee, V2 taxation when enforced', async () => {
    const invoice = (await print('InvoiceDocument')).text;
    for (const expected of ['Bilens pris ekskl. moms og afgift 119.920,00 kr.', 'Moms 25 % 29.980,00 kr.', 'Registreringsafgift 40.000,00 kr.', 'som beregnet på sagen']) expect(invoice).toContain(expected);
    const customs = (await print('CustomsDocument', sampleOptions('CustomsDocument', { flags: { EnforceV2Taxation: true } }))).text;
    // A used car under the margin scheme: the invoice states the scheme and shows no VAT, as the calculation does.
    const marginText = (await print('InvoiceDocument', sampleOptions('InvoiceDocument'), { ...sampleModel, prices: { ...sampleModel.prices, Vat: 0, MarginScheme: true, DiscountCarriesVat: false, DiscountWithVat: 4_000 } })).text;
    expect(marginText).toContain(MARGIN_SCHEME_INVOICE_TEXT.slice(0, 40));
    expect(marginText).toContain('Bilens pris ekskl. afgift 149.900,00 kr.');
    expect(marginText).not.toContain('Moms 25 %');
    expect(marginText).toContain('Rabat -4.000,00 kr.');
    for (const expected of ['Tolddokument', 'Køretøjets identifikation', 'Registreringsafgift 40.000,00 kr.', 'V2-beregning håndhævet']) expect(customs).toContain(expected);
  });

  it('preparation document: delivery, equipment to fit and the preparation comment', async () => {
    const { text } = await print('PreparationDocument');
    for (const expected of ['Leveringsdato 20-03-2026 kl. 10:00', 'Vinterhjul på alufælge', 'Karrosseri og lak: poler bagkofanger', 'Mekanisk: skift pollenfilter']) expect(text).toContain(expected);
  });

  it('finance contract: the active finance offer\'s company, product and every figure the plugin reported', async () => {
    const { text } = await print('FinanceContract');
    for (const expected of [
      'Låntager',
      'Fjord Finans',
      'Billån',
      'Kontantpris 198.070,00 kr.',
      'Udbetaling 40.000,00 kr.',
      'Kreditbeløb 149.900,00 kr.',
      'Løbetid 60 måneder',
      'Fast debitorrente 4,95 %',
      'ÅOP 6,3 %',
      'Månedlig ydelse 2.712,37 kr.',
      'Samlede kreditomkostninger 12.842,20 kr.',
      'Samlet beløb at betale 162.742,20 kr.',
      'Samlet købspris inkl. udbetaling 202.742,20 kr.',
      'fortrydelsesret',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const without = (await print('FinanceContract', sampleOptions('FinanceContract'), { ...sampleModel, finance: null })).text;
    expect(without).toContain('Sagen har intet aktivt finansieringstilbud.');
    expect(without).not.toContain('Kreditbeløb');
  });

  it('offer, contract and invoice basis state the active finance offer under the prices; none without one', async () => {
    for (const document of ['Offer', 'Contract', 'InvoiceDocument'] as const) {
      expect((await print(document)).text.replace(/\s+/g, ' '), document).toContain(
        'Finansiering via Fjord Finans, Billån: 2.712,37 kr. pr. måned i 60 måneder, udbetaling 40.000,00 kr., ÅOP 6,3 %.',
      );
    }
    expect((await print('Offer', sampleOptions('Offer'), { ...sampleModel, finance: null })).text).not.toContain('Finansiering via');
  });

  it('labels wrap between words only: "Registreringsnummer" is never split', async () => {
    for (const document of ['Contract', 'PurchaseDocument', 'Rental'] as const) {
      const { text } = await print(document);
      expect(text, document).toContain(document === 'PurchaseDocument' ? 'Registreringsnummer CD67890' : 'Registreringsnummer AB12345');
      expect(text, document).not.toMatch(/Registreringsnum-?\s+mer/);
      expect(text, document).toContain('Første registrering');
    }
  });

  it('keeps the signatures on the page of the text they sign, however long the contract grows', async () => {
    for (let lines = 0; lines <= 14; lines += 1) {
      const ExtraEquipment = Array.from({ length: lines }, (_, index) => ({ Description: `Ekstraudstyr nr. ${index + 1}`, Price: 1_000 + index }));
      const { pdf } = await print('Contract', sampleOptions('Contract'), { ...sampleModel, prices: { ...sampleModel.prices, ExtraEquipment } });
      const signed = (await pdfPages(pdf)).find((page) => page.includes('Dato og underskrift'));
      expect(signed, `${lines} lines of equipment`).toContain('Samtykke');
      expect(signed, `${lines} lines of equipment`).toContain('Aarhus, 07-03-2026');
    }
  });

  it('the consent box is a drawn mark, not a text glyph: the reader sees the consent text and no stray character', async () => {
    for (const document of ['Contract', 'PurchaseDocument', 'TestDrive'] as const) {
      const withConsent = await print(document);
      const without = await print(document, sampleOptions(document, { flags: { ShowPermission: false } }));
      expect(withConsent.text, document).toContain('Samtykke Jeg giver samtykke til');
      expect(withConsent.html, document).toContain('aria-label="Ikke afkrydset"');
      // Drawn, so no font (and no fallback font) is needed for it.
      expect(await fontFamilies(withConsent.pdf), document).toEqual(await fontFamilies(without.pdf));
    }
  });

  it('rental contract before the rental tab is filled in: the car\'s mileage from the case, lines to fill in, no dashes', async () => {
    const { text, html } = await print('Rental', sampleOptions('Rental'), { ...sampleModel, rental: null });
    expect(text).toContain('Kilometerstand ved udlevering 45.000 km');
    const rentalPart = text.slice(text.indexOf('Lejeperiode'), text.indexOf('Vilkår'));
    expect(rentalPart).toContain('Lejepris');
    expect(rentalPart).not.toContain('–');
    expect(html.match(/class="fill-in"/g)?.length).toBe(10);
    // What the rental tab holds wins over the case.
    expect((await print('Rental', sampleOptions('Rental'), { ...sampleModel, rental: { ...sampleModel.rental, kmStart: 45_123 } })).text).toContain('Kilometerstand ved udlevering 45.123 km');
  });

  it('every amount in every document in Danish format', async () => {
    const model = { ...sampleModel, rental: { ...sampleModel.rental, kmIncluded: 1_250, fuelPricePerLiter: 14.5, deposit: 27_500 } };
    for (const document of PRINTABLE_DOCUMENTS) {
      const { text } = await print(document, sampleOptions(document), model);
      for (const amount of amountsIn(text)) expect(amount, `${document}: ${amount} kr.`).toMatch(DANISH_AMOUNT);
      expect(text, document).not.toMatch(/\b\d{4,} (km|kr\.)/);
    }
    const rental = (await print('Rental', sampleOptions('Rental'), model)).text;
    for (const expected of ['Depositum 27.500,00 kr.', 'Inkluderede kilometer 1.250 km', 'Brændstofpris pr. liter 14,50 kr.']) expect(rental).toContain(expected);
  });

  it('contract and purchase agreement in the colour theme asked for, gray by default (the offer\'s themes)', () => {
    for (const document of ['Contract', 'PurchaseDocument'] as const) {
      expect(caseDocumentHtml(document, sampleModel, sampleOptions(document)).html, document).toContain('--accent: #3a3a3a');
      expect(caseDocumentHtml(document, sampleModel, sampleOptions(document, { colorTheme: 'Color' })).html, document).toContain('--accent: #1f5fa6');
    }
    // Documents without a theme stay gray whatever is asked.
    expect(caseDocumentHtml('Rental', sampleModel, sampleOptions('Rental', { colorTheme: 'Color' })).html).toContain('--accent: #3a3a3a');
  });
});
