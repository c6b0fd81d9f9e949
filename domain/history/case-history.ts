import type { DomainEvent } from '../../events/catalogue.ts';
import type { CaseData, SaleCalculation } from '../../events/cases.ts';
import { printedDocumentOf, type LeadLostReason } from '../../events/lead-events.ts';
import { CASE_STATUS_LABELS, isCaseStatus } from '../cases/status.ts';
import { DOCUMENT_TITLES } from '../documents/print-options.ts';
import { amountText, fieldChanges, line, numberOr, sameValue, valueText, type HistoryField, type HistoryLine } from './history.ts';

/**
 * What the case's history needs to know of the case before an event: its data as last saved. Customers, cars and users
 * are named by number, never by name: the case's history keeps no one's personal data, so forgetting a customer leaves
 * nothing of them in it.
 */
export type CaseHistoryState = CaseData | undefined;

const amount = numberOr(amountText);
const numbered = (prefix: string) => (id: string | null | undefined): string => (id ? `${prefix} nr. ${id}` : '');

/** The case's own fields, labelled as the case page labels them. */
const CASE_FIELDS: readonly HistoryField<CaseData>[] = [
  { label: 'Køber', text: (data) => numbered('kunde')(data.CustomerId) },
  { label: 'Medkøber', text: (data) => numbered('kunde')(data.Customer2Id) },
  { label: 'Sagsbehandler', text: (data) => data.CaseManagerId ?? '', quiet: true },
  { label: 'Bil', text: (data) => data.SalesItem?.Title?.trim() ?? '' },
  { label: 'Bilens oplysninger', text: (data) => valueText({ ...data.SalesItem, Title: undefined }), quiet: true },
  { label: 'Byttebil', text: (data) => numbered('byttebil')(data.SwapCarId) },
  { label: 'Byttebilens pris', text: (data) => amount(data.SwapCarPriceWithVat) },
  { label: 'Restgæld på byttebil', text: (data) => amount(data.SwapCarUnpaidDebt) },
  { label: 'Byttepris', text: (data) => amount(data.SwapPrice) },
  {
    label: 'Byttebilens vilkår',
    text: (data) => valueText([data.SwapCarIsVan, data.SwapCarIsVatFree, data.SwapCarIsVatFreeCar, data.HasSwapPriceAgreement]),
    quiet: true,
  },
  { label: 'Kontant udbetaling', text: (data) => amount(data.CashPayment) },
  { label: 'Finansieringstilbud', text: (data) => data.FinanceOfferId ?? '', quiet: true },
  { label: 'Finansiering', text: (data) => data.FinanceText ?? '', quiet: true },
  { label: 'Forsikring', text: (data) => data.InsuranceText ?? '', quiet: true },
  { label: 'Øvrige aftaler', text: (data) => valueText(data.OtherAgreements), quiet: true },
  // The rental's drivers are sealed personal data: the history says only that the rental changed.
  { label: 'Lejeaftale', text: (data) => valueText(data.CarRental), quiet: true },
];

/** The calculation's decisions, labelled as the calculation tab labels them. */
const CALCULATION_FIELDS: readonly HistoryField<SaleCalculation>[] = [
  { label: 'Salgspris', text: (calc) => amount(calc.SalesPriceWithVat) },
  { label: 'Nettopris ekskl. moms', text: (calc) => amount(calc.NettoPriceWithoutVat) },
  { label: 'Avance ekskl. moms', text: (calc) => amount(calc.ProfitWithoutVat) },
  { label: 'Rabat ekskl. moms', text: (calc) => amount(calc.DiscountWithoutVat) },
  { label: 'Klargøring', text: (calc) => amount(calc.PreparationCostWithVat) },
  { label: 'Leveringsomkostninger', text: (calc) => amount(calc.DeliveryCost) },
  { label: 'Nummerplader', text: (calc) => amount(calc.LicensePlateCost) },
  { label: 'Registreringsafgift', text: (calc) => amount(calc.RegistrationFee) },
  { label: 'Nypris', text: (calc) => amount(calc.OriginalPrice) },
  { label: 'Ekstraudstyr', text: (calc) => valueText(calc.ExtraEquipments ?? []), quiet: true },
];

const calculationLines = (before: SaleCalculation | null | undefined, after: SaleCalculation | null): HistoryLine[] => {
  if (!after) return before ? [line('Beregningen er nulstillet.')] : [];
  const changes = fieldChanges(CALCULATION_FIELDS, before ?? {}, after);
  if (changes.length > 0) return changes.map(line);
  return [line(sameValue(before, after) ? 'Beregningen er gemt uden ændringer.' : 'Beregningen er ændret.')];
};

/** How a case's lead ended, as its history tells it. */
const lostLeadText: Record<LeadLostReason, string> = {
  Cancelled: 'Handlen er annulleret.',
  Deleted: 'Sagen er slettet.',
  Retention: 'Sagen er slettet, da opbevaringsperioden for kunder og sager udløb.',
};

const statusText = (status: number): string => (isCaseStatus(status) ? CASE_STATUS_LABELS[status] : String(status));
const documentText = (document: keyof typeof DOCUMENT_TITLES): string => DOCUMENT_TITLES[document];

/**
 * The Danish sentences of one event of a sales case, given the case as it was before it. The lead events repeat what
 * the case's own events say (the entry tells a sentence once); an event the case page knows no words for gets a
 * plain line.
 */
export const describeCaseEvent = (event: DomainEvent, before: CaseHistoryState): HistoryLine[] => {
  switch (event.type) {
    case 'CaseOpened':
      return [line(event.data.CopiedFromCaseId ? `Sagen er oprettet som kopi af sag nr. ${event.data.CopiedFromCaseId}.` : 'Sagen er oprettet.')];
    case 'CaseSaved': {
      const { Calculation, ...changes } = event.data.Changes;
      const was = before ?? {};
      const fields = fieldChanges(CASE_FIELDS, was, { ...was, ...changes }).map(line);
      const calculation = 'Calculation' in event.data.Changes ? calculationLines(was.Calculation, Calculation ?? null) : [];
      const lines = [...fields, ...calculation];
      return lines.length > 0 ? lines : [line('Sagen er gemt uden ændringer.')];
    }
    case 'CaseCalculationSaved':
      return calculationLines(before?.Calculation, event.data.Calculation);
    case 'CasePreparationCommentSaved':
      return [line('Klargøringskommentaren er gemt.')];
    case 'CaseDocumentPrinted':
      return [line(`${documentText(event.data.Document)} er udskrevet.`)];
    // The print leads, under their names of today and of before: the same sentence for both.
    case 'CasePrinted':
    case 'OfferPrinted':
    case 'TestDrivePrinted':
    case 'PurchaseDocumentPrinted': {
      const document = printedDocumentOf(event.type, event.data);
      return document ? [line(`${documentText(document)} er udskrevet.`)] : [];
    }
    case 'CaseDocumentSigned':
      return [line(`${documentText(event.data.Document)} er underskrevet.`)];
    case 'ContractSigned':
      return [line(`${documentText(event.data.Document)} er underskrevet.`)];
    case 'CaseDocumentCancelled':
      return [line(`${documentText(event.data.Document)} er annulleret.`)];
    case 'CaseStatusChanged':
      return [line(`Status ændret fra ${statusText(event.data.PreviousStatus)} til ${statusText(event.data.Status)}.`)];
    case 'CaseCarDelivered':
    case 'CarDelivered':
      return [line('Bilen er leveret.')];
    case 'CaseClosed':
      return [line('Sagen er afsluttet.')];
    case 'CaseTransferredToStock':
      return [line(`Bilen er oprettet som lagerbil nr. ${event.data.CarId} fra sagen.`)];
    case 'CaseCopied':
      return [line(`Sagen er kopieret til sag nr. ${event.data.NewCaseId}.`)];
    case 'CaseDeleted':
      return [line('Sagen er slettet.')];
    case 'LeadLost':
      return [line(lostLeadText[event.data.Reason])];
    default:
      return [line('Sagen er ændret.')];
  }
};

/** The case as the next event finds it (the case decider's own fold of its data). */
export const evolveCaseHistory = (state: CaseHistoryState, event: DomainEvent): CaseHistoryState => {
  switch (event.type) {
    case 'CaseOpened':
      return event.data.Case;
    case 'CaseSaved':
      return { ...state, ...event.data.Changes };
    case 'CaseCalculationSaved':
      return { ...state, Calculation: event.data.Calculation };
    case 'CasePreparationCommentSaved':
      return { ...state, OtherAgreements: { ...state?.OtherAgreements, PreparationComment: event.data.PreparationComment } };
    default:
      return state;
  }
};
