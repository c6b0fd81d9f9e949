import { afterEach, describe, expect, it } from 'vitest';
import { withQuery } from '@/lib/api.ts';
import {
  DOCUMENTS,
  defaultOptions,
  definitionOf,
  documentQuery,
  withPdfExtension,
  type DocumentOptions,
} from './documents.ts';
import { OFFER_OPTIONS_KEY, rememberOfferOptions, withRememberedOfferOptions } from './remembered-offer-options.ts';

const NOW = new Date('2026-01-05T10:00:00.000Z');
const offer = definitionOf('Offer');
const options = (document: Parameters<typeof definitionOf>[0], changes: Partial<DocumentOptions> = {}): DocumentOptions => ({
  ...defaultOptions(definitionOf(document), 'AB12345', NOW),
  ...changes,
});

describe('the document query', () => {
  it('sends the offer options by the spec names, a preview with RenderPdf=false', () => {
    const query = documentQuery(offer, '1042', options('Offer', { ShowLogo: false, ColorTheme: 'Color', Template: 'WithoutPicture' }), 'preview', true);
    expect(withQuery(offer.path, query)).toBe(
      '/api/PrintOffer/PrintOffer?CaseId=1042&ShowExtraEquipment=true&ShowLogo=false&ShowDiscount=true&ShowSwapPrice=true' +
        '&Template=WithoutPicture&ColorTheme=Color&RenderPdf=false&UsePdfAttachment=false',
    );
  });

  it('prints with RenderPdf=true and UsePdfAttachment=true', () => {
    const query = documentQuery(offer, '1042', options('Offer'), 'print', true);
    expect(query).toMatchObject({ RenderPdf: true, UsePdfAttachment: true });
  });

  it('leaves ShowSwapPrice out when the case has no swap price agreement', () => {
    const query = documentQuery(offer, '1042', options('Offer'), 'preview', false);
    expect(query).not.toHaveProperty('ShowSwapPrice');
  });

  it('sends only the options of the document', () => {
    const customs = documentQuery(definitionOf('CustomsDocument'), '7', options('CustomsDocument', { EnforceV2Taxation: true }), 'preview', true);
    expect(Object.keys(customs).sort()).toEqual(['CaseId', 'EnforceV2Taxation', 'RenderPdf', 'ShowLogo', 'UsePdfAttachment']);
    expect(customs.EnforceV2Taxation).toBe(true);
    const rental = documentQuery(definitionOf('Rental'), '7', options('Rental', { AppendixId: '3' }), 'preview', true);
    expect(rental).toMatchObject({ AppendixId: '3' });
    expect(rental).not.toHaveProperty('ShowPermission');
  });

  it('starts a test drive 5 minutes from now for 30 minutes on the car own plate, portrait with picture', () => {
    const testDrive = definitionOf('TestDrive');
    const query = documentQuery(testDrive, '7', options('TestDrive'), 'preview', false);
    expect(query).toMatchObject({
      StartTime: '2026-01-05T10:05:00.000Z',
      EndTime: '2026-01-05T10:35:00.000Z',
      TestDrivePlate: 'AB12345',
      Template: 'PortraitWithPicture',
      ShowPermission: true,
    });
  });

  it('defaults the colour theme to Gray', () => {
    expect(options('Offer').ColorTheme).toBe('Gray');
    // The contract and the purchase agreement take the colour theme too (gray by default); the rental does not.
    expect(options('Contract').ColorTheme).toBe('Gray');
    expect(options('PurchaseDocument').ColorTheme).toBe('Gray');
    expect(options('Rental').ColorTheme).toBeNull();
  });
});

describe('documents', () => {
  it('every document downloads under a name with an extension', () => {
    expect(DOCUMENTS.map((definition) => definition.fileName)).toEqual([
      'Tilbud.pdf',
      'Slutseddel.pdf',
      'Købsaftale.pdf',
      'Lejekontrakt.pdf',
      'Prøvekørsel.pdf',
      'Fakturagrundlag.pdf',
      'Tolddokument.pdf',
      'Klargøring.pdf',
      'Finanseringskontrakt.pdf',
    ]);
  });

  it('gives a download name an extension when it has none', () => {
    expect(withPdfExtension('Tilbud-1042', 'Tilbud.pdf')).toBe('Tilbud-1042.pdf');
    expect(withPdfExtension(undefined, 'Tilbud.pdf')).toBe('Tilbud.pdf');
    expect(withPdfExtension('Slutseddel-1042.pdf', 'Slutseddel.pdf')).toBe('Slutseddel-1042.pdf');
  });

});

describe('remembered offer options', () => {
  afterEach(() => window.localStorage.clear());

  it('remembers extra equipment, logo, discount and colour theme, not the rest', () => {
    rememberOfferOptions(options('Offer', { ShowLogo: false, ShowDiscount: false, ColorTheme: 'Color', ShowConditions: false }));
    const next = withRememberedOfferOptions(options('Offer'));
    expect(next).toMatchObject({ ShowLogo: false, ShowDiscount: false, ShowExtraEquipment: true, ColorTheme: 'Color', ShowConditions: true });
  });

  it('ignores what it cannot read', () => {
    window.localStorage.setItem(OFFER_OPTIONS_KEY, '{not json');
    expect(withRememberedOfferOptions(options('Offer'))).toEqual(options('Offer'));
    window.localStorage.setItem(OFFER_OPTIONS_KEY, JSON.stringify({ ShowLogo: 'no', ColorTheme: 'pink' }));
    expect(withRememberedOfferOptions(options('Offer'))).toEqual(options('Offer'));
  });
});
