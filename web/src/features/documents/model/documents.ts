import {
  COLOR_THEMES,
  DOCUMENT_DOWNLOAD_FAILED,
  DOCUMENT_FLAGS,
  DOCUMENT_TITLES,
  OFFER_TEMPLATES,
  PRINTABLE_DOCUMENTS,
  TAKES_APPENDIX,
  TAKES_COLOR_THEME,
  TEST_DRIVE_TEMPLATES,
  testDriveTimes,
  type ColorTheme,
  type DocumentFlag,
  type DocumentTemplate,
  type PrintableDocument,
} from '../../../../../domain/documents/print-options.ts';
import type { QueryParams } from '@/lib/api.ts';

/**
 * The printable case documents (spec part 2 "Modals", "Document options", §7 "Documents"): for each its route, its
 * modal, the options it takes and the name its PDF is saved under.
 */

export type DocumentOption =
  | DocumentFlag
  | 'Template'
  | 'ColorTheme'
  | 'AppendixId'
  | 'TestDriveTimes'
  | 'TestDrivePlate';

export type ToggleOption = DocumentFlag;

export const TOGGLE_LABELS: Record<ToggleOption, string> = {
  ShowExtraEquipment: 'Vis ekstraudstyr',
  ShowLogo: 'Vis logo',
  ShowDiscount: 'Vis rabat',
  ShowSwapPrice: 'Vis byttepris',
  ShowConditions: 'Vis betingelser',
  ShowPermission: 'Vis samtykke',
  EnforceV2Taxation: 'Brug V2-afgiftsberegning',
};

const TEMPLATE_LABELS: Record<DocumentTemplate, string> = {
  WithPicture: 'Med billeder',
  WithoutPicture: 'Uden billeder',
  PortraitWithPicture: 'Stående med billede',
  PortraitWithoutPicture: 'Stående uden billede',
};
const COLOR_THEME_LABELS: Record<ColorTheme, string> = { Gray: 'Grå', Color: 'Farve' };
export const COLOR_THEME_CHOICES = COLOR_THEMES.map((value) => ({ value, label: COLOR_THEME_LABELS[value] }));
const templateChoices = (templates: readonly DocumentTemplate[]) => templates.map((value) => ({ value, label: TEMPLATE_LABELS[value] }));

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
  document: PrintableDocument;
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

/** The element ids of the modals: the spec names the offer's #offerModal. */
const MODAL_IDS: Record<PrintableDocument, string> = {
  Offer: 'offerModal',
  Contract: 'contractModal',
  PurchaseDocument: 'purchaseDocumentModal',
  Rental: 'rentalModal',
  TestDrive: 'testDriveModal',
  InvoiceDocument: 'invoiceModal',
  CustomsDocument: 'customsModal',
  PreparationDocument: 'preparationModal',
  FinanceContract: 'financeContractModal',
};

const ROUTES: Record<PrintableDocument, string> = {
  Offer: '/api/PrintOffer/PrintOffer',
  Contract: '/api/PrintContract/PrintContract',
  PurchaseDocument: '/api/PrintPurchaseDocument/PrintPurchaseDocument',
  Rental: '/api/PrintRental/PrintRental',
  TestDrive: '/api/case/PrintTestDriveDoc',
  InvoiceDocument: '/api/PrintInvoiceDocument/PrintInvoiceDocument',
  CustomsDocument: '/api/PrintCustomsDocument/PrintCustomsDocument',
  PreparationDocument: '/api/PrintPreparationDocument/PrintPreparationDocument',
  FinanceContract: '/api/PrintFinanceContract/PrintFinanceContract',
};

/** A document's options, as the shared rules give them (the print routes read the same). */
const optionsOf = (document: PrintableDocument): DocumentOption[] => [
  ...DOCUMENT_FLAGS[document],
  ...(document === 'Offer' ? (['Template'] as const) : []),
  ...(TAKES_COLOR_THEME.includes(document) ? (['ColorTheme'] as const) : []),
  ...(TAKES_APPENDIX.includes(document) ? (['AppendixId'] as const) : []),
  ...(document === 'TestDrive' ? (['Template', 'TestDriveTimes', 'TestDrivePlate'] as const) : []),
];

export const DOCUMENTS: readonly DocumentDefinition[] = PRINTABLE_DOCUMENTS.map((document) => ({
  document,
  title: DOCUMENT_TITLES[document],
  modalId: MODAL_IDS[document],
  path: ROUTES[document],
  fileName: `${DOCUMENT_TITLES[document]}.pdf`,
  options: optionsOf(document),
  ...(document === 'Offer' ? { templates: templateChoices(OFFER_TEMPLATES) } : {}),
  ...(document === 'TestDrive' ? { templates: templateChoices(TEST_DRIVE_TEMPLATES) } : {}),
}));

export const definitionOf = (document: PrintableDocument): DocumentDefinition => {
  const found = DOCUMENTS.find((definition) => definition.document === document);
  if (!found) throw new Error(`Unknown document ${document}`);
  return found;
};

/** The options a modal opens with: everything shown but V2 taxation, the first template, the gray theme (the spec's default). */
export const defaultOptions = (definition: DocumentDefinition, registrationNumber: string | null, now: Date): DocumentOptions => {
  const testDrive = definition.options.includes('TestDriveTimes');
  const { start, end } = testDriveTimes(now);
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
    EndTime: testDrive ? end.toISOString() : null,
    TestDrivePlate: definition.options.includes('TestDrivePlate') ? (registrationNumber?.trim().toUpperCase() || null) : null,
  };
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
export const DOWNLOAD_FAILED = DOCUMENT_DOWNLOAD_FAILED;
