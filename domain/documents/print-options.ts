import { formatDateTime } from '../format.ts';

/**
 * The printable case documents and their options (spec part 2 "Document options", §4 and §7 "Documents"), shared by
 * the print routes and the SPA's document modals: which options each document takes, their defaults, the download
 * names and the test drive's default times and plate list. Pure: no I/O.
 */
export const PRINTABLE_DOCUMENTS = [
  'Offer',
  'Contract',
  'PurchaseDocument',
  'Rental',
  'TestDrive',
  'InvoiceDocument',
  'CustomsDocument',
  'PreparationDocument',
  'FinanceContract',
] as const;
export type PrintableDocument = (typeof PRINTABLE_DOCUMENTS)[number];

/** The document's Danish name: its heading, PDF title and download name (the spec's saved document texts). */
export const DOCUMENT_TITLES: Record<PrintableDocument, string> = {
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

export type DocumentFlag =
  | 'ShowExtraEquipment'
  | 'ShowLogo'
  | 'ShowDiscount'
  | 'ShowSwapPrice'
  | 'ShowConditions'
  | 'ShowPermission'
  | 'EnforceV2Taxation';

export const OFFER_TEMPLATES = ['WithPicture', 'WithoutPicture'] as const;
export const TEST_DRIVE_TEMPLATES = ['PortraitWithPicture', 'PortraitWithoutPicture'] as const;
export const COLOR_THEMES = ['Gray', 'Color'] as const;
export type DocumentTemplate = (typeof OFFER_TEMPLATES)[number] | (typeof TEST_DRIVE_TEMPLATES)[number];
export type ColorTheme = (typeof COLOR_THEMES)[number];

/** Which options each document takes (spec "Document options"); ShowLogo is on every document. */
export const DOCUMENT_FLAGS: Record<PrintableDocument, readonly DocumentFlag[]> = {
  Offer: ['ShowLogo', 'ShowExtraEquipment', 'ShowDiscount', 'ShowSwapPrice'],
  Contract: ['ShowLogo', 'ShowExtraEquipment', 'ShowDiscount', 'ShowSwapPrice', 'ShowConditions', 'ShowPermission'],
  PurchaseDocument: ['ShowLogo', 'ShowSwapPrice', 'ShowConditions', 'ShowPermission'],
  Rental: ['ShowLogo', 'ShowConditions'],
  TestDrive: ['ShowLogo', 'ShowPermission'],
  InvoiceDocument: ['ShowLogo', 'ShowExtraEquipment', 'ShowDiscount', 'ShowSwapPrice', 'EnforceV2Taxation'],
  CustomsDocument: ['ShowLogo', 'EnforceV2Taxation'],
  PreparationDocument: ['ShowLogo', 'ShowExtraEquipment'],
  FinanceContract: ['ShowLogo'],
};

/** Documents printed gray or in colour (spec: the offer's and the contract's colour themes, Gray by default). */
export const TAKES_COLOR_THEME: readonly PrintableDocument[] = ['Offer', 'Contract', 'PurchaseDocument'];

/** Documents a chosen sales contract appendix is appended to (spec: AppendixId on rental, contract, test drive). */
export const TAKES_APPENDIX: readonly PrintableDocument[] = ['Contract', 'Rental', 'TestDrive'];

/** A flag left out of the query: shown, except the stricter V2 taxation, which is asked for. */
export const flagDefault = (flag: DocumentFlag): boolean => flag !== 'EnforceV2Taxation';

export interface DocumentOptions {
  flags: Record<DocumentFlag, boolean>;
  template: DocumentTemplate | null;
  colorTheme: ColorTheme;
  appendixId: string | null;
  testDrive: TestDriveOptions | null;
}

export interface TestDriveOptions {
  /** ISO instants. */
  start: string;
  end: string;
  plate: string;
}

const FIVE_MINUTES = 5 * 60_000;
const HALF_AN_HOUR = 30 * 60_000;

/** The test drive starts in five minutes and lasts half an hour unless the modal says otherwise (spec §9). */
export const testDriveTimes = (now: Date, start?: Date): { start: Date; end: Date } => {
  const from = start ?? new Date(now.getTime() + FIVE_MINUTES);
  return { start: from, end: new Date(from.getTime() + HALF_AN_HOUR) };
};

const wallClock = (instant: number): number => {
  const match = /^(\d{2})-(\d{2})-(\d{4}) kl\. (\d{2}):(\d{2})$/.exec(formatDateTime(instant));
  return match ? Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1]), Number(match[4]), Number(match[5])) : Number.NaN;
};

/**
 * A test-drive time as the modal sends it: an ISO instant with zone ('…Z', '…+01:00'), or Danish wall-clock time
 * ('2026-03-07T14:30', '07-03-2026 14:30', '07-03-2026 kl. 14:30'). Undefined when it is none of these.
 */
export const parseTestDriveTime = (text: string): Date | undefined => {
  const value = text.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? undefined : instant;
  }
  const iso = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  const danish = /^(\d{2})-(\d{2})-(\d{4})(?: kl\.)? (\d{2}):(\d{2})$/.exec(value);
  const parts = iso ? [iso[1], iso[2], iso[3], iso[4], iso[5]] : danish ? [danish[3], danish[2], danish[1], danish[4], danish[5]] : undefined;
  if (!parts) return undefined;
  const [year, month, day, hour, minute] = parts.map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Danish time is UTC+1 or +2: shift by the zone's offset at that moment, then once more across a DST change.
  let instant = asUtc - (wallClock(asUtc) - asUtc);
  instant -= wallClock(instant) - asUtc;
  const result = new Date(instant);
  return Number.isNaN(result.getTime()) || new Date(asUtc).getUTCDate() !== day ? undefined : result;
};

/** The plates to choose from: the car's own registration number first, then the dealer's plates, each once. */
export const testDrivePlates = (carRegistration: string | null | undefined, dealerPlates: readonly string[] = []): string[] => {
  const plates = [carRegistration ?? '', ...dealerPlates].map((plate) => plate.trim().toUpperCase()).filter(Boolean);
  return [...new Set(plates)];
};

/** The download name: `<Danish name>-<case number>.pdf` (file names must have an extension, spec part 1). */
export const documentFileName = (document: PrintableDocument, caseId: string): string => `${DOCUMENT_TITLES[document]}-${caseId}.pdf`;

/** Sales contract appendices (spec part 1 "Settings and appendices", §9). */
export const APPENDIX_MAX_BYTES = 4_194_304;
export const AppendixMessages = {
  labelRequired: 'Navn på bilaget skal udfyldes.',
  labelTooLong: 'Navn på bilaget må højst være 200 tegn.',
  fileRequired: 'Vælg en PDF-fil.',
  tooLarge: 'Filen er for stor. Bilaget må højst fylde 4 MB (4.194.304 bytes).',
  notPdf: 'Filen er ikke en PDF. Vælg en PDF-fil.',
  notFound: 'Bilaget findes ikke.',
  deleted: 'Bilaget er slettet.',
} as const;

export const DOCUMENT_DOWNLOAD_FAILED = 'Kunne ikke downloade dokumentet. Prøv igen eller kontakt kunde support.';
