import { danishToday } from '../format.ts';

/**
 * The manager's lead funnel: how the department's cases go from created to an offer printed, a contract signed and
 * the car delivered, and how many leads are lost, per month and per salesperson. A case is counted in the month it was
 * created (a cohort), so a month's figures read as "of the cases we opened that month, this many got this far".
 * A stage counts every case that reached it or a later one: a contract signed without a printed offer still passed the
 * offer stage, so the funnel never widens downwards.
 */

/** What the funnel keeps of one case: ids and stages only, never personal data. */
export interface FunnelCase {
  CaseId: string;
  DealerId: string;
  /** The case's responsible salesperson (its case manager), or whoever opened it when it has none. */
  SalespersonId: string;
  /** The month the case was created, Danish time: `YYYY-MM`. */
  Month: string;
  OfferPrinted: boolean;
  ContractSigned: boolean;
  CarDelivered: boolean;
  /** Lost and not won back since: signing or delivering after a cancellation wins the lead back. */
  LeadLost: boolean;
}

/** The events the funnel follows, as its fold reads them (ids and stages; the case manager from the case's data). */
export type FunnelEvent =
  | { type: 'CaseOpened'; data: { CaseId: string; DealerId: string; Case: { CaseManagerId?: string | null } }; meta: { occurredAt: string; userId: string } }
  | { type: 'CaseSaved'; data: { Changes: { CaseManagerId?: string | null } } }
  | { type: 'OfferPrinted' | 'ContractSigned' | 'CarDelivered'; data: unknown }
  | { type: 'LeadLost'; data: { Reason?: string } }
  | { type: 'CasePrinted'; data: { DocumentType: string } };

export const monthOf = (instant: string): string => danishToday(new Date(instant)).slice(0, 7);

/** One case's funnel row after one more of its events, in stream order (undefined before the case was opened). */
export const evolveFunnelCase = (row: FunnelCase | undefined, event: FunnelEvent): FunnelCase | undefined => {
  if (event.type === 'CaseOpened') {
    return {
      CaseId: event.data.CaseId,
      DealerId: event.data.DealerId,
      SalespersonId: event.data.Case.CaseManagerId || event.meta.userId,
      Month: monthOf(event.meta.occurredAt),
      OfferPrinted: false,
      ContractSigned: false,
      CarDelivered: false,
      LeadLost: false,
    };
  }
  if (!row) return row;
  switch (event.type) {
    case 'CaseSaved':
      return event.data.Changes.CaseManagerId ? { ...row, SalespersonId: event.data.Changes.CaseManagerId } : row;
    case 'OfferPrinted':
      return { ...row, OfferPrinted: true };
    case 'CasePrinted':
      // The print lead before the events had the spec's names: only its offers are a funnel stage.
      return event.data.DocumentType === 'Offer' ? { ...row, OfferPrinted: true } : row;
    case 'ContractSigned':
      return { ...row, ContractSigned: true, LeadLost: false };
    case 'CarDelivered':
      return { ...row, CarDelivered: true, LeadLost: false };
    case 'LeadLost':
      // A case the retention period deleted was not lost to a competitor: it keeps the stages it reached.
      return event.data.Reason === 'Retention' ? row : { ...row, LeadLost: true };
  }
};

/** The funnel's stages, in order. */
export const FUNNEL_STAGES = ['CasesCreated', 'OffersPrinted', 'ContractsSigned', 'CarsDelivered', 'LeadsLost'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
export type StageCounts = Record<FunnelStage, number>;

/** 0: the caller's own cases; 1: the department's (the spec's managementLevel of the dashboard's widgets). */
export const MANAGEMENT_LEVELS = [0, 1] as const;
export type ManagementLevel = (typeof MANAGEMENT_LEVELS)[number];

/** GET /api/leadfunnelwidget: the answer the server gives (its schema in the dashboard's responses) and the widget reads. */
export interface LeadFunnel {
  ManagementLevel: ManagementLevel;
  /** Whether the caller may ask for the department's funnel (the widget offers the choice only then). */
  MayReadDepartment: boolean;
  /** Every month of the period, oldest first, empty months included. */
  Months: ({ Month: string } & StageCounts)[];
  /** Each salesperson with a case in the period, most cases first; their figures over the whole period. */
  Salespeople: ({ UserId: string; Name: string } & StageCounts)[];
  Total: StageCounts;
}

const empty = (): StageCounts => ({ CasesCreated: 0, OffersPrinted: 0, ContractsSigned: 0, CarsDelivered: 0, LeadsLost: 0 });

const add = (counts: StageCounts, row: FunnelCase): void => {
  counts.CasesCreated += 1;
  if (row.OfferPrinted || row.ContractSigned || row.CarDelivered) counts.OffersPrinted += 1;
  if (row.ContractSigned || row.CarDelivered) counts.ContractsSigned += 1;
  if (row.CarDelivered) counts.CarsDelivered += 1;
  if (row.LeadLost) counts.LeadsLost += 1;
};

/** The `count` months up to and including the month of `today` (`YYYY-MM-DD`), oldest first. */
export const monthsUpTo = (today: string, count: number): string[] => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const at = year * 12 + month - (count - 1 - index);
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
};

/** The funnel of these cases over these months, per month and per salesperson (names by id; unknown: 'Ukendt'). */
export const leadFunnelOf = (
  rows: readonly FunnelCase[],
  months: readonly string[],
  names: ReadonlyMap<string, string>,
): Pick<LeadFunnel, 'Months' | 'Salespeople' | 'Total'> => {
  const byMonth = new Map(months.map((month) => [month, empty()]));
  const bySalesperson = new Map<string, StageCounts>();
  const total = empty();
  for (const row of rows) {
    const month = byMonth.get(row.Month);
    if (!month) continue;
    add(month, row);
    add(total, row);
    const salesperson = bySalesperson.get(row.SalespersonId) ?? empty();
    add(salesperson, row);
    bySalesperson.set(row.SalespersonId, salesperson);
  }
  const nameOf = (id: string): string => names.get(id) || 'Ukendt';
  return {
    Months: [...byMonth].map(([Month, counts]) => ({ Month, ...counts })),
    Salespeople: [...bySalesperson]
      .map(([UserId, counts]) => ({ UserId, Name: nameOf(UserId), ...counts }))
      .sort((a, b) => b.CasesCreated - a.CasesCreated || a.Name.localeCompare(b.Name, 'da')),
    Total: total,
  };
};
