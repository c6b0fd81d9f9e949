import * as z from 'zod';
import {
  COLOR_THEMES,
  DOCUMENT_FLAGS,
  flagDefault,
  OFFER_TEMPLATES,
  parseTestDriveTime,
  TAKES_APPENDIX,
  TAKES_COLOR_THEME,
  TEST_DRIVE_TEMPLATES,
  type ColorTheme,
  type DocumentFlag,
  type DocumentTemplate,
  type PrintableDocument,
} from '../../domain/documents/print-options.ts';
import { querySchema, scopedId } from '../platform/http/request-schemas.ts';

/**
 * The query of a print route (spec part 2 "Document options"): CaseId, RenderPdf, UsePdfAttachment and the options
 * the document takes, names in any casing. A bad value is a 400 naming the option; options a document does not take
 * are ignored, as the original server's model binding did.
 */
const booleanText = (field: string) =>
  z
    .enum(['true', 'false', 'True', 'False', 'TRUE', 'FALSE'], { error: `${field} skal være true eller false.` })
    .transform((value) => value.toLowerCase() === 'true');

const oneOf = <T extends string>(field: string, values: readonly [T, ...T[]]) =>
  z
    .string()
    .transform((value, context) => {
      const found = values.find((candidate) => candidate.toLowerCase() === value.trim().toLowerCase());
      if (!found) context.addIssue({ code: 'custom', message: `${field} skal være en af: ${values.join(', ')}.` });
      return found ?? z.NEVER;
    });

const instant = (field: string) =>
  z.string().transform((value, context) => {
    const parsed = parseTestDriveTime(value);
    if (!parsed) context.addIssue({ code: 'custom', message: `${field} skal være et tidspunkt som 07-03-2026 14:30.` });
    return parsed ?? z.NEVER;
  });

export interface PrintQuery {
  CaseId: string;
  RenderPdf: boolean;
  UsePdfAttachment: boolean;
  flags: Record<DocumentFlag, boolean>;
  Template: DocumentTemplate | null;
  ColorTheme: ColorTheme;
  AppendixId: string | null;
  StartTime: Date | null;
  EndTime: Date | null;
  TestDrivePlate: string | null;
}

const ALL_FLAGS: readonly DocumentFlag[] = [
  'ShowExtraEquipment',
  'ShowLogo',
  'ShowDiscount',
  'ShowSwapPrice',
  'ShowConditions',
  'ShowPermission',
  'EnforceV2Taxation',
];

export const printQuery = (document: PrintableDocument): z.ZodType<PrintQuery> => {
  const flags = DOCUMENT_FLAGS[document];
  const shape = {
    CaseId: scopedId('case', 'CaseId'),
    RenderPdf: booleanText('RenderPdf').optional(),
    UsePdfAttachment: booleanText('UsePdfAttachment').optional(),
    ...Object.fromEntries(flags.map((flag) => [flag, booleanText(flag).optional()])),
    ...(document === 'Offer' ? { Template: oneOf('Template', OFFER_TEMPLATES).optional() } : {}),
    ...(TAKES_COLOR_THEME.includes(document) ? { ColorTheme: oneOf('ColorTheme', COLOR_THEMES).optional() } : {}),
    ...(document === 'TestDrive'
      ? {
          Template: oneOf('Template', TEST_DRIVE_TEMPLATES).optional(),
          StartTime: instant('StartTime').optional(),
          EndTime: instant('EndTime').optional(),
          TestDrivePlate: z
            .string()
            .trim()
            .max(20, 'TestDrivePlate må højst være 20 tegn.')
            .regex(/^[A-Za-zÆØÅæøå0-9 -]*$/, 'TestDrivePlate må kun indeholde bogstaver og tal.')
            .optional(),
        }
      : {}),
    ...(TAKES_APPENDIX.includes(document) ? { AppendixId: scopedId('appendix', 'AppendixId').optional() } : {}),
  };
  return querySchema(shape)
    .superRefine((query: Record<string, unknown>, context) => {
      const start = query.StartTime as Date | undefined;
      const end = query.EndTime as Date | undefined;
      if (start && end && end.getTime() <= start.getTime()) {
        context.addIssue({ code: 'custom', path: ['EndTime'], message: 'EndTime skal være efter StartTime.' });
      }
    })
    .transform((query: Record<string, unknown>): PrintQuery => ({
      CaseId: query.CaseId as string,
      RenderPdf: (query.RenderPdf as boolean | undefined) ?? false,
      UsePdfAttachment: (query.UsePdfAttachment as boolean | undefined) ?? false,
      flags: Object.fromEntries(
        ALL_FLAGS.map((flag) => [flag, flags.includes(flag) ? ((query[flag] as boolean | undefined) ?? flagDefault(flag)) : false]),
      ) as Record<DocumentFlag, boolean>,
      Template:
        (query.Template as DocumentTemplate | undefined) ??
        (document === 'Offer' ? 'WithPicture' : document === 'TestDrive' ? 'PortraitWithPicture' : null),
      ColorTheme: (query.ColorTheme as ColorTheme | undefined) ?? 'Gray',
      AppendixId: (query.AppendixId as string | undefined) ?? null,
      StartTime: (query.StartTime as Date | undefined) ?? null,
      EndTime: (query.EndTime as Date | undefined) ?? null,
      TestDrivePlate: (query.TestDrivePlate as string | undefined)?.toUpperCase() || null,
    })) as unknown as z.ZodType<PrintQuery>;
};
