/**
 * The offer statuses as staff read them (spec part 2 §3 Offer, §4): finance 0 to 5, insurance not sent or sent; any
 * other number says 'Ukendt status'. A partner's own status text, when its plugin sends one, goes before these.
 */
export const FINANCE_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: 'Ikke sendt',
  1: 'Under behandling',
  2: 'Effektueret',
  3: 'Godkendt',
  4: 'Afvist',
  5: 'Annulleret',
};
export const INSURANCE_STATUS_LABELS: Readonly<Record<number, string>> = { 0: 'Ikke sendt', 1: 'Sendt' };
export const UNKNOWN_OFFER_STATUS = 'Ukendt status';

export const financeStatusLabel = (status: number | null | undefined): string => (status == null ? '' : (FINANCE_STATUS_LABELS[status] ?? UNKNOWN_OFFER_STATUS));
export const insuranceStatusLabel = (status: number | null | undefined): string =>
  status == null ? '' : (INSURANCE_STATUS_LABELS[status] ?? UNKNOWN_OFFER_STATUS);
