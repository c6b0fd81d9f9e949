import { describe, expect, it } from 'vitest';
import { evolveFunnelCase, leadFunnelOf, monthsUpTo, type FunnelCase, type FunnelEvent } from './lead-funnel.ts';

const opened = (caseId: string, at: string, caseManagerId: string | null = '5', openedBy = '9'): FunnelEvent => ({
  type: 'CaseOpened',
  data: { CaseId: caseId, DealerId: '101', Case: { CaseManagerId: caseManagerId } },
  meta: { occurredAt: at, userId: openedBy },
});
const lead = (type: 'OfferPrinted' | 'ContractSigned' | 'CarDelivered' | 'LeadLost'): FunnelEvent => ({ type, data: {} });
const fold = (events: FunnelEvent[]): FunnelCase | undefined => events.reduce<FunnelCase | undefined>(evolveFunnelCase, undefined);

describe('a case in the lead funnel', () => {
  it('is counted in the month it was created, Danish time, under its case manager', () => {
    expect(fold([opened('1', '2026-02-28T23:30:00.000Z')])).toEqual({
      CaseId: '1',
      DealerId: '101',
      SalespersonId: '5',
      Month: '2026-03',
      OfferPrinted: false,
      ContractSigned: false,
      CarDelivered: false,
      LeadLost: false,
    });
  });

  it('belongs to whoever opened it while it has no case manager, and to its case manager once one is saved', () => {
    expect(fold([opened('1', '2026-03-02T10:00:00.000Z', null, '9')])?.SalespersonId).toBe('9');
    expect(fold([opened('1', '2026-03-02T10:00:00.000Z', null, '9'), { type: 'CaseSaved', data: { Changes: { CaseManagerId: '7' } } }])?.SalespersonId).toBe('7');
    // A save that does not touch the case manager keeps them.
    expect(fold([opened('1', '2026-03-02T10:00:00.000Z'), { type: 'CaseSaved', data: { Changes: {} } }])?.SalespersonId).toBe('5');
  });

  it('records each stage it reaches; an offer printed under the former print event counts, other prints do not', () => {
    const row = fold([opened('1', '2026-03-02T10:00:00.000Z'), lead('OfferPrinted'), lead('ContractSigned'), lead('CarDelivered')]);
    expect(row).toMatchObject({ OfferPrinted: true, ContractSigned: true, CarDelivered: true, LeadLost: false });
    expect(fold([opened('1', '2026-03-02T10:00:00.000Z'), { type: 'CasePrinted', data: { DocumentType: 'Offer' } }])?.OfferPrinted).toBe(true);
    expect(fold([opened('1', '2026-03-02T10:00:00.000Z'), { type: 'CasePrinted', data: { DocumentType: 'TestDrive' } }])?.OfferPrinted).toBe(false);
  });

  it('is lost when cancelled, and won back when signed again', () => {
    const lost = [opened('1', '2026-03-02T10:00:00.000Z'), lead('ContractSigned'), lead('LeadLost')];
    expect(fold(lost)?.LeadLost).toBe(true);
    expect(fold([...lost, lead('ContractSigned')])?.LeadLost).toBe(false);
  });

  it('is not lost when the retention period deleted the case, and keeps the stages it reached', () => {
    const expired = [opened('1', '2026-03-02T10:00:00.000Z'), lead('OfferPrinted'), { type: 'LeadLost', data: { Reason: 'Retention' } } as const];
    expect(fold(expired)).toMatchObject({ OfferPrinted: true, LeadLost: false });
  });

  it('ignores lead events of a case it never saw opened', () => {
    expect(fold([lead('OfferPrinted')])).toBeUndefined();
  });
});

describe('the lead funnel', () => {
  const row = (fields: Partial<FunnelCase>): FunnelCase => ({
    CaseId: '1',
    DealerId: '101',
    SalespersonId: '5',
    Month: '2026-03',
    OfferPrinted: false,
    ContractSigned: false,
    CarDelivered: false,
    LeadLost: false,
    ...fields,
  });

  it('counts each stage per month, every month of the period shown, and a stage includes the cases past it', () => {
    const rows = [
      row({ CaseId: '1', OfferPrinted: true }),
      // Signed without a printed offer: it passed the offer stage too.
      row({ CaseId: '2', ContractSigned: true, CarDelivered: true }),
      row({ CaseId: '3', LeadLost: true }),
      row({ CaseId: '4', Month: '2026-01', SalespersonId: '7', OfferPrinted: true }),
      // Before the period: left out.
      row({ CaseId: '5', Month: '2025-11' }),
    ];
    const funnel = leadFunnelOf(rows, ['2026-01', '2026-02', '2026-03'], new Map([['5', 'Mads Sørensen'], ['7', 'Åse Holm']]));
    expect(funnel.Months).toEqual([
      { Month: '2026-01', CasesCreated: 1, OffersPrinted: 1, ContractsSigned: 0, CarsDelivered: 0, LeadsLost: 0 },
      { Month: '2026-02', CasesCreated: 0, OffersPrinted: 0, ContractsSigned: 0, CarsDelivered: 0, LeadsLost: 0 },
      { Month: '2026-03', CasesCreated: 3, OffersPrinted: 2, ContractsSigned: 1, CarsDelivered: 1, LeadsLost: 1 },
    ]);
    expect(funnel.Salespeople).toEqual([
      { UserId: '5', Name: 'Mads Sørensen', CasesCreated: 3, OffersPrinted: 2, ContractsSigned: 1, CarsDelivered: 1, LeadsLost: 1 },
      { UserId: '7', Name: 'Åse Holm', CasesCreated: 1, OffersPrinted: 1, ContractsSigned: 0, CarsDelivered: 0, LeadsLost: 0 },
    ]);
    expect(funnel.Total).toEqual({ CasesCreated: 4, OffersPrinted: 3, ContractsSigned: 1, CarsDelivered: 1, LeadsLost: 1 });
  });

  it('names a salesperson it does not know Ukendt', () => {
    expect(leadFunnelOf([row({ SalespersonId: '404' })], ['2026-03'], new Map()).Salespeople[0]?.Name).toBe('Ukendt');
  });

  it('spans the months up to this one, across a new year', () => {
    expect(monthsUpTo('2026-02-15', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsUpTo('2026-12-01', 1)).toEqual(['2026-12']);
  });
});
