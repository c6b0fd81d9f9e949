import { CUSTOMER_AND_CASE_RETENTION_DAYS, LEAD_RETENTION_DAYS } from '../../../../../domain/dealers/retention.ts';
import { formatNumber } from '../../../../../domain/format.ts';

/** The periods of spec part 1 §9 as the retention page offers them: days, with years where they are whole years. */
const periodLabel = (days: number): string => {
  if (days < 0) return 'Ubegrænset';
  const years = Math.round(days / 365);
  return days >= 365 && days === years * 365 ? `${formatNumber(days)} dage (${years} år)` : `${formatNumber(days)} dage`;
};

export const CUSTOMER_AND_CASE_PERIODS = CUSTOMER_AND_CASE_RETENTION_DAYS.map((days) => ({ value: String(days), label: periodLabel(days) }));
export const LEAD_PERIODS = LEAD_RETENTION_DAYS.map((days) => ({ value: String(days), label: periodLabel(days) }));
