import { describe, expect, it } from 'vitest';
import { printQuery } from './options.ts';

describe('print options', () => {
  it('fills the defaults: preview, inline, every flag shown but V2 taxation, gray, with picture', () => {
    expect(printQuery('Offer').parse({ caseid: '7' })).toEqual({
      CaseId: '7',
      RenderPdf: false,
      UsePdfAttachment: false,
      flags: { ShowExtraEquipment: true, ShowLogo: true, ShowDiscount: true, ShowSwapPrice: true, ShowConditions: false, ShowPermission: false, EnforceV2Taxation: false },
      Template: 'WithPicture',
      ColorTheme: 'Gray',
      AppendixId: null,
      StartTime: null,
      EndTime: null,
      TestDrivePlate: null,
    });
  });

  it('reads names and values in any casing and ignores options the document does not take', () => {
    const query = printQuery('CustomsDocument').parse({ CASEID: '7', renderpdf: 'True', enforcev2taxation: 'true', ShowDiscount: 'whatever', AppendixId: 'x' });
    expect(query).toMatchObject({ RenderPdf: true, flags: { EnforceV2Taxation: true, ShowDiscount: false }, AppendixId: null, Template: null });
    expect(printQuery('Offer').parse({ CaseId: '7', template: 'withoutpicture', colortheme: 'COLOR' })).toMatchObject({ Template: 'WithoutPicture', ColorTheme: 'Color' });
    // The contract and the purchase agreement take the colour theme too; documents without one print gray.
    expect(printQuery('Contract').parse({ CaseId: '7', ColorTheme: 'color' })).toMatchObject({ ColorTheme: 'Color' });
    expect(printQuery('PurchaseDocument').parse({ CaseId: '7', colortheme: 'Color' })).toMatchObject({ ColorTheme: 'Color' });
    expect(printQuery('Rental').parse({ CaseId: '7', ColorTheme: 'Color' })).toMatchObject({ ColorTheme: 'Gray' });
    expect(printQuery('TestDrive').parse({ CaseId: '7', TestDrivePlate: 'ab 12 345', StartTime: '07-03-2026 14:30' })).toMatchObject({
      Template: 'PortraitWithPicture',
      TestDrivePlate: 'AB 12 345',
      StartTime: new Date('2026-03-07T13:30:00.000Z'),
    });
  });

  it('names the bad option', () => {
    const fieldOf = (document: Parameters<typeof printQuery>[0], query: Record<string, string>) =>
      printQuery(document).safeParse(query).error?.issues[0]?.path.join('.');
    expect(fieldOf('Offer', { CaseId: '7', ShowLogo: 'ja' })).toBe('ShowLogo');
    expect(fieldOf('Offer', { CaseId: '7', Template: 'PortraitWithPicture' })).toBe('Template');
    expect(fieldOf('Contract', { CaseId: '7', AppendixId: '1a' })).toBe('AppendixId');
    expect(fieldOf('TestDrive', { CaseId: '7', StartTime: '2026-03-07T14:30', EndTime: '2026-03-07T14:30' })).toBe('EndTime');
    expect(fieldOf('Rental', {})).toBe('CaseId');
  });
});
