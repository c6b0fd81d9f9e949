import { describe, expect, it } from 'vitest';
import { CaseStatus } from '../../domain/cases/status.ts';
import type { CaseData } from '../../events/cases.ts';
import type { ReferenceRow } from './case-list-cache.ts';
import { caseDetailsPaneOf } from './get-case-details.ts';
import { referenceId, type ReferenceKind } from './projections/case-references.ts';

const ref = (kind: ReferenceKind, id: string, fields: Partial<ReferenceRow> & { Name: string }): ReferenceRow => ({
  Id: referenceId(kind, id),
  Kind: kind,
  lastVersion: 1,
  ProjectedAt: '2026-03-01T09:00:00.000Z',
  gsi1pk: 'case-references#101',
  gsi1sk: '2026-03-01T09:00:00.000Z',
  ...fields,
});
const stockCar = (fields: Partial<ReferenceRow> = {}) =>
  ref('car', '300', { Name: 'Škoda Octavia Combi', Make: 'Škoda', Model: 'Octavia', RegistrationNumber: 'XY98765', ModelYear: 2019, RegistrationDate: '2019-05-01', Mileage: 80_000, ...fields });
const customerCar = ref('customer-car', '900', {
  Name: 'Ford Focus 1,0 EcoBoost Trend',
  Make: 'Ford',
  Model: 'Focus',
  ModelYear: 2015,
  RegistrationNumber: 'CD 45 678',
  RegistrationDate: '2015-06-01',
  Mileage: 160_000,
  LatestBid: 42_500,
});

const names = (...rows: ReferenceRow[]) =>
  new Map([ref('customer', '7', { Name: 'Åse Ørsted' }), ref('user', '5', { Name: 'Mads Sørensen' }), ...rows].map((row) => [row.Id, row]));

const facts = (data: CaseData) => ({
  Id: '1042',
  Status: CaseStatus.ContractIsPrinted,
  CreatedDate: '2026-03-01T09:00:00.000Z',
  ModifiedDate: '2026-03-04T10:00:00.000Z',
  Case: { CustomerId: '7', CaseManagerId: '5', ...data },
});

describe('the detail pane', () => {
  it('shows every detail field: manager, dates, title, status, swap price agreement, the car and the swap car', () => {
    const pane = caseDetailsPaneOf(
      facts({
        SwapCarId: '900',
        HasSwapPriceAgreement: true,
        SalesItem: { Id: null, Title: 'Škoda Enyaq iV 80', Make: 'Škoda', Model: 'Enyaq', ModelYear: 2026, IsFactoryNew: true, Mileage: 10 },
      }),
      names(customerCar),
    );
    expect(pane).toEqual({
      Id: '1042',
      CaseManager: 'Mads Sørensen',
      CreatedDate: '2026-03-01T09:00:00.000Z',
      ModifiedDate: '2026-03-04T10:00:00.000Z',
      DetailsTitle: 'Sag 1042 - Åse Ørsted - Škoda Enyaq iV 80 (fabriksny)',
      Status: 1,
      StatusText: 'Slutseddel udskrevet',
      FinanceBrand: null,
      FinanceText: null,
      InsuranceBrand: null,
      InsuranceText: null,
      FinanceService: null,
      HasCustomer: true,
      CustomerName: 'Åse Ørsted',
      HasSwapPriceAgreement: true,
      Car: { MakeModel: 'Škoda Enyaq', ModelYear: 2026, RegistrationNumber: null, RegistrationDate: null, Mileage: 10, IsFactoryNew: true },
      SwapCar: {
        MakeModel: 'Ford Focus',
        ModelYear: 2015,
        RegistrationNumber: 'CD 45 678',
        RegistrationDate: '2015-06-01',
        Mileage: 160_000,
        IsFactoryNew: false,
        LatestBid: 42_500,
      },
    });
  });

  it("fills what a stock car's sales item lacks from the stock list, and has no car or swap car when none is chosen", () => {
    const pane = caseDetailsPaneOf(facts({ SalesItem: { Id: '300', Title: 'Škoda Octavia Combi' } }), names(stockCar()));
    expect(pane.Car).toEqual({ MakeModel: 'Škoda Octavia', ModelYear: 2019, RegistrationNumber: 'XY98765', RegistrationDate: '2019-05-01', Mileage: 80_000, IsFactoryNew: false });
    expect(pane.SwapCar).toBeNull();
    expect(pane.HasSwapPriceAgreement).toBe(false);
    const empty = caseDetailsPaneOf(facts({ CustomerId: null }), names());
    expect(empty).toMatchObject({ Car: null, SwapCar: null, HasCustomer: false, CustomerName: null, DetailsTitle: 'Sag 1042' });
  });

  it('shows the current names: a renamed customer, stock car and case manager, whatever the case copied', () => {
    const renamed = names(stockCar({ Name: 'Škoda Superb Combi', Model: 'Superb' }), ref('customer', '7', { Name: 'Åse Ørsted-Berg' }), ref('user', '5', { Name: 'Mads Sørensen Holm' }));
    const pane = caseDetailsPaneOf(facts({ SalesItem: { Id: '300', Title: 'Škoda Octavia Combi', Make: 'Škoda', Model: 'Octavia' } }), renamed);
    expect(pane).toMatchObject({ CaseManager: 'Mads Sørensen Holm', DetailsTitle: 'Sag 1042 - Åse Ørsted-Berg - Škoda Superb Combi', Car: { MakeModel: 'Škoda Superb' } });
    const gone = caseDetailsPaneOf(facts({}), new Map([ref('customer', '7', { Name: '', Deleted: true })].map((row) => [row.Id, row])));
    expect(gone).toMatchObject({ CaseManager: null, DetailsTitle: 'Sag 1042' });
  });

  it("tells the case's active finance and insurance offers", () => {
    const pane = caseDetailsPaneOf(
      {
        ...facts({}),
        Offers: [
          { offerId: 'f1', serviceType: 1, status: 1, isActive: true, financeCompany: 23, terms: { BrandName: 'Fjord Finans', ProductName: 'Billån' } },
          { offerId: 'i1', serviceType: 3, status: 0, isActive: true, financeCompany: 41, terms: { BrandName: 'Kyst Forsikring' } },
        ],
      },
      names(),
    );
    expect(pane).toMatchObject({ FinanceBrand: 'Fjord Finans', FinanceText: 'Under behandling', FinanceService: 'Billån', InsuranceBrand: 'Kyst Forsikring', InsuranceText: 'Ikke sendt' });
  });
});
