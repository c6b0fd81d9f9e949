import { describe, expect, it } from 'vitest';
import { sandboxFinanceCompanies } from '../../functions/platform/partners/finance-companies-sandbox.ts';
import { partnerByCompany, partnerByPath, productIsApplicable, SANDBOX_PARTNERS } from './sandbox-partners.ts';
import { startPartnerSandbox } from './server.ts';

const billaan = SANDBOX_PARTNERS[0]!.brands[0]!.products[0]!;

describe('the sandbox partners', () => {
  it('are two finance companies and one insurance company on their own paths', () => {
    expect(SANDBOX_PARTNERS.map((partner) => [partner.path, partner.kind])).toEqual([
      ['/fjord-finans/', 'finance'],
      ['/nordlys-bilfinans/', 'finance'],
      ['/vejbo-forsikring/', 'insurance'],
    ]);
    expect(partnerByPath('/nordlys-bilfinans/')?.company).toBe(24);
    expect(partnerByCompany(30)?.name).toBe('Vejbo Forsikring');
  });

  it('a product applies to a car within its age, mileage and price', () => {
    const car = { product: billaan, firstRegistrationDate: '2018-03-01', mileage: 120_000, retailPrice: 189_900_00, today: '2026-11-28' };
    expect(productIsApplicable(car)).toBe(true);
    expect(productIsApplicable({ ...car, firstRegistrationDate: null })).toBe(true);
    expect(productIsApplicable({ ...car, firstRegistrationDate: '2015-11-29' })).toBe(true);
    expect(productIsApplicable({ ...car, firstRegistrationDate: '2015-11-28' })).toBe(false);
    expect(productIsApplicable({ ...car, mileage: 200_001 })).toBe(false);
    expect(productIsApplicable({ ...car, retailPrice: 49_999_99 })).toBe(false);
  });
});

describe('the finance partners port against the sandbox partners', () => {
  it("reads an offer's status and chosen product from the partner once its plugin saved it, none before", async () => {
    const sandbox = await startPartnerSandbox({ port: 0, hostOrigins: ['http://localhost:3000'] });
    try {
      const port = sandboxFinanceCompanies(sandbox.origin);
      expect(await port.offer(1, '77')).toBeNull();
      const offer = `${sandbox.origin}/fjord-finans/api/offers/77`;
      const json = { 'content-type': 'application/json' };
      expect((await fetch(offer, { method: 'PUT', headers: json, body: JSON.stringify({ caseId: '5', productId: 1, quote: null }) })).status).toBe(200);
      expect(await port.offer(1, '77')).toMatchObject({ Status: 0, StatusText: 'Sendt', ProductId: '1', ProductName: 'Billån', ApplicationSentDate: null });
      expect((await fetch(`${offer}/status`, { method: 'PUT', headers: json, body: JSON.stringify({ status: 1 }) })).status).toBe(200);
      const processing = await port.offer(1, '77');
      expect(processing).toMatchObject({ Status: 1, StatusText: 'Under behandling', ProductName: 'Billån' });
      expect(processing?.ApplicationSentDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // Another partner's offer of the same number is its own; a company the port does not know has none.
      expect(await port.offer(2, '77')).toBeNull();
      expect(await port.offer(99, '77')).toBeNull();
    } finally {
      await sandbox.stop();
    }
  });
});
