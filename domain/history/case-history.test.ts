import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/catalogue.ts';
import type { CaseData } from '../../events/cases.ts';
import { describeCaseEvent, evolveCaseHistory } from './case-history.ts';

const opened: CaseData = { CustomerId: '12', SalesItem: { Title: 'Skoda Octavia' }, Calculation: { SalesPriceWithVat: 76_900, ExtraEquipments: [] } };
const texts = (event: DomainEvent, before: CaseData | undefined = opened) => describeCaseEvent(event, before).map((told) => told.Text);

describe('a sales case’s history', () => {
  it('tells the car created as a stock car from the case', () =>
    expect(texts({ type: 'CaseTransferredToStock', data: { CarId: '1001', TransferCaseDate: '2026-11-28' } })).toEqual(['Bilen er oprettet som lagerbil nr. 1001 fra sagen.']));
  it('tells the case opened', () => expect(texts({ type: 'CaseOpened', data: { CaseId: '1', DealerId: '101', CopiedFromCaseId: null, Case: opened } }, undefined)).toEqual(['Sagen er oprettet.']));

  it('tells a copy where it came from', () =>
    expect(texts({ type: 'CaseOpened', data: { CaseId: '2', DealerId: '101', CopiedFromCaseId: '1', Case: opened } }, undefined)).toEqual([
      'Sagen er oprettet som kopi af sag nr. 1.',
    ]));

  it('tells a price change of the calculation with before and after', () =>
    expect(texts({ type: 'CaseCalculationSaved', data: { Calculation: { SalesPriceWithVat: 74_900, ExtraEquipments: [] } } })).toEqual([
      'Salgspris ændret fra 76.900 kr. til 74.900 kr.',
    ]));

  it('names a new buyer by number, never by name', () =>
    expect(texts({ type: 'CaseSaved', data: { Changes: { CustomerId: '42' } } })).toEqual(['Køber ændret fra kunde nr. 12 til kunde nr. 42.']));

  it('tells the car sold changed by its title', () =>
    expect(texts({ type: 'CaseSaved', data: { Changes: { SalesItem: { Title: 'VW Golf' } } } })).toEqual(['Bil ændret fra Skoda Octavia til VW Golf.']));

  it('says only that the rental changed (its drivers are personal data)', () =>
    expect(texts({ type: 'CaseSaved', data: { Changes: { CarRental: { Drivers: { Encrypted: 'AAAA' } } } } })).toEqual(['Lejeaftale ændret.']));

  it('tells a status change with both statuses', () =>
    expect(texts({ type: 'CaseStatusChanged', data: { Status: 1, PreviousStatus: 0 } })).toEqual(['Status ændret fra Åben til Slutseddel udskrevet.']));

  it('tells a document printed by its Danish name', () =>
    expect(texts({ type: 'CaseDocumentPrinted', data: { Document: 'Contract' } })).toEqual(['Slutseddel er udskrevet.']));

  it('tells a print recorded only as a lead event under its earlier name in the same words', () =>
    expect(texts({ type: 'CasePrinted', data: { CaseId: '1', DealerId: '101', CarId: null, DocumentType: 'TestDrive' } })).toEqual(['Prøvekørsel er udskrevet.']));

  it('tells a print recorded only as a lead event under its name of today in the same words', () =>
    expect(texts({ type: 'TestDrivePrinted', data: { CaseId: '1', DealerId: '101', CarId: null } })).toEqual(['Prøvekørsel er udskrevet.']));

  it('tells a signed purchase agreement by its name', () =>
    expect(texts({ type: 'ContractSigned', data: { CaseId: '1', DealerId: '101', CarId: null, Document: 'PurchaseDocument' } })).toEqual(['Købsaftale er underskrevet.']));

  it('tells a case deleted by the retention period apart from one deleted by a user', () => {
    const lead = { CaseId: '1', DealerId: '101', CarId: null };
    expect(texts({ type: 'LeadLost', data: { ...lead, Reason: 'Deleted' } })).toEqual(['Sagen er slettet.']);
    expect(texts({ type: 'LeadLost', data: { ...lead, Reason: 'Retention' } })).toEqual(['Sagen er slettet, da opbevaringsperioden for kunder og sager udløb.']);
  });
  it('tells an event it has no words for plainly', () => expect(texts({ type: 'CarDeleted', data: {} })).toEqual(['Sagen er ændret.']));

  it('remembers the calculation as saved for the next event', () =>
    expect(evolveCaseHistory(opened, { type: 'CaseCalculationSaved', data: { Calculation: null } })?.Calculation).toBeNull());
});
