import type { CaseDocument } from '../../../../../domain/cases/decider.ts';
import type { QueryParams } from '../../../lib/api.ts';

/**
 * The printable case documents (spec part 2 "Modals", "Document options", §7 "Documents"): for each its route, its
 * modal, the options it takes and the name its PDF is saved under.
 */

export type DocumentOption =
  | 'ShowExtraEquipment'
  | 'ShowLogo'
  | 'ShowDiscount'
  | 'ShowSwapPrice'
  | 'ShowConditions'
  | 'ShowPermission'
  | 'EnforceV2Taxation'
  | 'Template'
  | 'ColorTheme'
  | 'AppendixId'
  | 'TestDriveTimes'
  | 'TestDrivePlate';

export type ToggleOption = Extract<
  DocumentOption,
  'ShowExtraEquipment' | 'ShowLogo' | 'ShowDiscount' | 'ShowSwapPrice' | 'ShowConditions' | 'ShowPermission' | 'EnforceV2Taxation'
>;

export const TOGGLE_LABELS: Record<ToggleOption, string> = {
  ShowExtraEquipment: 'Vis ekstraudstyr',
  ShowLogo: 'Vis logo',
  ShowDiscount: 'Vis rabat',
  ShowSwapPrice: 'Vis byttepris',
  ShowConditions: 'Vis betingelser',
  ShowPermission: 'Vis samtykke',
  EnforceV2Taxation: 'Brug V2-afgiftsberegning',
};

export const OFFER_TEMPLATES = [
  { value: 'WithImages', label: 'Med billeder' },
  { value: 'WithoutImages', label: 'Uden billeder' },
] as const;
export const TEST_DRIVE_TEMPLATES = [
  { value: 'PortraitWithPicture', label: 'Stående med billede' },
  { value: 'PortraitWithoutPicture', label: 'Stående uden billede' },
] as const;
export const COLOR_THEMES = [
  { value: 'Gray', label: 'Grå' },
  { value: 'color', label: 'Farve' },
] as const;

/** What the user chose in a document modal. Times are ISO instants; ids digit strings; null: none chosen. */
export interface DocumentOptions {
  ShowExtraEquipment: boolean;
  ShowLogo: boolean;
  ShowDiscount: boolean;
  ShowSwapPrice: boolean;
  ShowConditions: boolean;
  ShowPermission: boolean;
  EnforceV2Taxation: boolean;
  Template: string | null;
  ColorTheme: string | null;
  AppendixId: string | null;
  StartTime: string | null;
  EndTime: string | null;
  TestDrivePlate: string | null;
}

export interface DocumentDefinition {
  document: CaseDocument;
  /** The button and modal title. */
  title: string;
  /** The id of the modal element (the spec names the offer's #offerModal). */
  modalId: string;
  path: string;
  /** The name the downloaded PDF gets (always with its extension, spec part 1). */
  fileName: string;
  options: readonly DocumentOption[];
  templates?: readonly { value: string; label: string }[];
}

export const DOCUMENTS: readonly DocumentDefinition[] = [
  {
    document: 'Offer',
    title: 'Tilbud',
    modalId: 'offerModal',
    path: '/api/PrintOffer/PrintOffer',
    fileName: 'Tilbud.pdf',
    options: ['ShowExtraEquipment', 'ShowLogo', 'ShowDiscount', 'ShowSwapPrice', 'ShowConditions', 'Template', 'ColorTheme'],
    templates: OFFER_TEMPLATES,
  },
  {
    document: 'Contract',
    title: 'Slutseddel',
    modalId: 'contractModal',
    path: '/api/PrintContract/PrintContract',
    fileName: 'Slutseddel.pdf',
    options: ['ShowExtraEquipment', 'ShowLogo', 'ShowDiscount', 'ShowSwapPrice', 'ShowConditions', 'ShowPermission', 'AppendixId'],
  },
  {
    document: 'PurchaseDocument',
    title: 'Købsaftale',
    modalId: 'purchaseDocumentModal',
    path: '/api/PrintPurchaseDocument/PrintPurchaseDocument',
    fileName: 'Købsaftale.pdf',
    options: ['ShowLogo', 'ShowSwapPrice', 'ShowConditions', 'ShowPermission'],
  },
  {
    document: 'Rental',
    title: 'Lejekontrakt',
    modalId: 'rentalModal',
    path: '/api/PrintRental/PrintRental',
    fileName: 'Lejekontrakt.pdf',
    options: ['ShowLogo', 'ShowConditions', 'AppendixId'],
  },
  {
    document: 'TestDrive',
    title: 'Prøvekørsel',
    modalId: 'testDriveModal',
    path: '/api/case/PrintTestDriveDoc',
    fileName: 'Prøvekørsel.pdf',
    options: ['ShowLogo', 'ShowPermission', 'Template', 'AppendixId', 'TestDriveTimes', 'TestDrivePlate'],
    templates: TEST_DRIVE_TEMPLATES,
  },
  {
    document: 'InvoiceDocument',
    title: 'Fakturagrundlag',
    modalId: 'invoiceModal',
    path: '/api/PrintInvoiceDocument/PrintInvoiceDocument',
    fileName: 'Fakturagrundlag.pdf',
    options: ['ShowExtraEquipment', 'ShowLogo', 'ShowDiscount', 'ShowSwapPrice', 'EnforceV2Taxation'],
  },
  {
    document: 'CustomsDocument',
    title: 'Tolddokument',
    modalId: 'customsModal',
    path: '/api/PrintCustomsDocument/PrintCustomsDocument',
    fileName: 'Tolddokument.pdf',
    options: ['ShowLogo', 'EnforceV2Taxation'],
  },
  {
    document: 'PreparationDocument',
    title: 'Klargøring',
    modalId: 'preparationModal',
    path: '/api/PrintPreparationDocument/PrintPreparationDocument',
    fileName: 'Klargøring.pdf',
    options: ['ShowExtraEquipment', 'ShowLogo'],
  },
];

export const definitionOf = (document: CaseDocument): DocumentDefinition => {
  const found = DOCUMENTS.find((definition) => definition.document === document);
  if (!found) throw new Error(`Unknown document ${document}`);
  return found;
};

/** Spec part 2: a test drive starts in 5 minutes and lasts 30. */
export const TEST_DRIVE_START_DELAY_MS = 5 * 60_000;
export const TEST_DRIVE_LENGTH_MS = 30 * 60_000;

/** The options a modal opens with: everything shown, the first template, the gray theme (the spec's default). */
export const defaultOptions = (definition: DocumentDefinition, registrationNumber: string | null, now: Date): DocumentOptions => {
  const start = new Date(now.getTime() + TEST_DRIVE_START_DELAY_MS);
  const testDrive = definition.options.includes('TestDriveTimes');
  return {
    ShowExtraEquipment: true,
    ShowLogo: true,
    ShowDiscount: true,
    ShowSwapPrice: true,
    ShowConditions: true,
    ShowPermission: true,
    EnforceV2Taxation: false,
    Template: definition.templates?.[0]?.value ?? null,
    ColorTheme: definition.options.includes('ColorTheme') ? 'Gray' : null,
    AppendixId: null,
    StartTime: testDrive ? start.toISOString() : null,
    EndTime: testDrive ? new Date(start.getTime() + TEST_DRIVE_LENGTH_MS).toISOString() : null,
    TestDrivePlate: definition.options.includes('TestDrivePlate') ? registrationNumber : null,
  };
};

/** The plates a test drive can be made on: the car's own registration number first, then the dealer's plates. */
export const testDrivePlates = (registrationNumber: string | null, dealerPlates: readonly string[] = []): string[] => {
  const own = registrationNumber?.trim() ? [registrationNumber.trim()] : [];
  return [...own, ...dealerPlates.filter((plate) => !own.includes(plate))];
};

export type RenderMode = 'preview' | 'print';

/**
 * The query of a document request: the document's own options only (ShowSwapPrice only when the case has a swap
 * price agreement, where the checkbox is shown). A preview is rendered inline and records nothing (RenderPdf=false);
 * a print records it and comes as an attachment (RenderPdf=true, UsePdfAttachment=true).
 */
export const documentQuery = (
  definition: DocumentDefinition,
  caseId: string,
  options: DocumentOptions,
  mode: RenderMode,
  swapPriceVisible: boolean,
): QueryParams => {
  const takes = (option: DocumentOption): boolean => definition.options.includes(option);
  const query: QueryParams = { CaseId: caseId };
  for (const toggle of Object.keys(TOGGLE_LABELS) as ToggleOption[]) {
    if (!takes(toggle) || (toggle === 'ShowSwapPrice' && !swapPriceVisible)) continue;
    query[toggle] = options[toggle];
  }
  if (takes('Template')) query.Template = options.Template;
  if (takes('ColorTheme')) query.ColorTheme = options.ColorTheme;
  if (takes('AppendixId')) query.AppendixId = options.AppendixId;
  if (takes('TestDriveTimes')) {
    query.StartTime = options.StartTime;
    query.EndTime = options.EndTime;
  }
  if (takes('TestDrivePlate')) query.TestDrivePlate = options.TestDrivePlate;
  query.RenderPdf = mode === 'print';
  query.UsePdfAttachment = mode === 'print';
  return query;
};

/** A download name always has an extension (spec part 1). */
export const withPdfExtension = (name: string | undefined, fallback: string): string => {
  const chosen = name?.trim() || fallback;
  return /\.[A-Za-z0-9]{1,5}$/.test(chosen) ? chosen : `${chosen}.pdf`;
};

/** Spec part 1: the message of a document that could not be fetched. */
export const DOWNLOAD_FAILED = 'Kunne ikke downloade dokumentet. Prøv igen eller kontakt kunde support.';
