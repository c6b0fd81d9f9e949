import type { CatalogueVariant } from '../../domain/catalogue/model-catalogue.ts';
import type { ExternalCarDetails } from '../../domain/catalogue/vehicle-data.ts';
import type { DebtCheckResult } from '../../domain/catalogue/vehicle-data.ts';
import { formatDateTime, formatNumber, toClientDate } from '../../domain/format.ts';
import type { RegisteredDebt } from '../platform/registries/debt-register.ts';
import { documentShell, escapeHtml } from '../pdf/document-shell.ts';
import { pdfRenderer, pdfResponse, previewKey } from '../pdf/pdf-port.ts';
import { booleanText } from '../platform/http/request-schemas.ts';

/**
 * The vehicle-data prints (spec part 1 §2 car facts print, debt report): HTML through the shared document shell,
 * rendered by the PDF renderer like the case documents. They record nothing: the answer is the PDF, which passes
 * through the renderer's preview folder (expired after a day).
 */
export const printFlags = { RenderPdf: booleanText('RenderPdf').optional(), UsePdfAttachment: booleanText('UsePdfAttachment').optional() };
export interface PrintFlags {
  RenderPdf?: boolean;
  UsePdfAttachment?: boolean;
}

const rows = (entries: readonly (readonly [string, string | number | null | undefined])[]): string =>
  `<table class="facts">${entries
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value === null || value === undefined || value === '' ? '-' : value)}</td></tr>`)
    .join('')}</table>`;

const STYLES = `
.facts th { width: 45mm; font-weight: 600; color: #333; }
.facts tr { border-bottom: 0.2mm solid #ddd; }
.debts th { border-bottom: 0.3mm solid #000; }
.meta { color: #555; font-size: 8.5pt; margin-bottom: 5mm; }
.verdict { font-size: 12pt; font-weight: 600; margin: 3mm 0 4mm; }
`;

export const renderPrint = async (options: {
  dealerId: string;
  dealerName: string;
  title: string;
  fileName: string;
  body: string;
  flags: PrintFlags;
}) => {
  const html = documentShell({ title: options.title, body: options.body, styles: STYLES });
  const { pdf } = await pdfRenderer().render({ html, title: options.title, author: options.dealerName, key: previewKey(options.dealerId, 'vehicle-data') });
  return pdfResponse(pdf, options.fileName, options.flags.UsePdfAttachment);
};

const printedAt = (dealerName: string): string => `<p class="meta">Udskrevet ${escapeHtml(formatDateTime(new Date()))} af ${escapeHtml(dealerName)}</p>`;

/** The car facts print: the motor register's record and, when the car has one, its catalogue variant. */
export const carFactsBody = (details: ExternalCarDetails, variant: CatalogueVariant | null, dealerName: string): string =>
  [
    `<h1>Bilfakta ${escapeHtml(details.RegistrationNumber)}</h1>`,
    printedAt(dealerName),
    '<h2>Motorregistret</h2>',
    rows([
      ['Registreringsnummer', details.RegistrationNumber],
      ['Stelnummer', details.VehicleIdentificationNumber],
      ['Mærke', details.Make],
      ['Model', details.Model],
      ['Type', details.Type],
      ['Variant', details.VariantText],
      ['Drivmiddel', details.Fuel],
      ['Effekt', `${details.Effect} hk (${details.EffectKw} kW)`],
      ['Brændstofforbrug', details.FuelEconomy === null ? null : `${formatNumber(details.FuelEconomy, 1)} km/l`],
      ['Første registrering', toClientDate(details.FirstRegistrationDate)],
      ['Seneste syn', details.InspectionDate ? toClientDate(details.InspectionDate) : 'Ikke synet endnu'],
      ['Farve', details.Color],
      ['Døre', details.NumberOfDoors],
    ]),
    ...(variant
      ? [
          '<h2>Modelkatalog</h2>',
          rows([
            ['Variant', variant.Variant],
            ['Udstyrsniveau', variant.EquipmentLevel],
            ['Motor', variant.Motor],
            ['Karrosseri', variant.ChassisTypes.join(', ')],
            ['Kategori', variant.CarTypeName],
            ['Lader', variant.ChargerType],
          ]),
        ]
      : []),
    `<p class="meta">Synsrapport: ${escapeHtml(details.InspectionReportUrl)}</p>`,
  ].join('\n');

/** The debt report: the register's answer for the car, every registered debt listed. */
export const debtReportBody = (result: DebtCheckResult, car: { Make: string; Model: string } | null, debts: readonly RegisteredDebt[], dealerName: string): string =>
  [
    `<h1>Gældsrapport ${escapeHtml(result.RegistrationNumber ?? result.ChassisNumber ?? '')}</h1>`,
    printedAt(dealerName),
    rows([
      ['Registreringsnummer', result.RegistrationNumber],
      ['Stelnummer', result.ChassisNumber],
      ['Bil', car ? `${car.Make} ${car.Model}` : null],
    ]),
    `<p class="verdict">${escapeHtml(result.CarHasDebt === null ? result.DebtTextShort : result.CarHasDebt ? 'Der er registreret gæld i bilen' : 'Der er ikke registreret gæld i bilen')}</p>`,
    ...(debts.length
      ? [
          `<table class="debts"><thead><tr><th>Type</th><th>Kreditor</th><th>Tinglyst</th><th class="amount">Beløb</th></tr></thead><tbody>${debts
            .map(
              (debt) =>
                `<tr><td>${escapeHtml(debt.Kind)}</td><td>${escapeHtml(debt.Creditor)}</td><td>${escapeHtml(toClientDate(debt.RegisteredDate))}</td><td class="amount">${escapeHtml(formatNumber(debt.Amount))} kr.</td></tr>`,
            )
            .join('')}</tbody></table>`,
        ]
      : []),
  ].join('\n');
