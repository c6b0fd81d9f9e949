import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grossOfNet, marginSchemeVat, netOfGross, vanVat, vatOfGross, vatOfNet } from './vat.ts';

describe('VAT (25 % on net, 20 % of gross)', () => {
  it('adds 25 % and takes 20 % back, to the øre', () => {
    expect(grossOfNet(100_000)).toBe(125_000);
    expect(vatOfGross(125_000)).toBe(25_000);
    expect(vatOfNet(3)).toBe(1);
    expect(vatOfNet(1)).toBe(0);
  });

  it('a net amount taken to gross and back is the same net amount, and the VAT agrees both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (net) => {
        const gross = grossOfNet(net);
        return netOfGross(gross) === net && vatOfGross(gross) === vatOfNet(net) && gross - net === vatOfNet(net);
      }),
      { numRuns: 2_000 },
    );
  });

  it('the margin scheme charges 20 % of the margin, never below zero', () => {
    expect(marginSchemeVat(150_000_00, 100_000_00)).toBe(10_000_00);
    expect(marginSchemeVat(90_000_00, 100_000_00)).toBe(0);
  });

  it("a van with '+moms' carries full VAT; 'Momsfri' none", () => {
    expect(vanVat(200_000_00, '+moms')).toBe(50_000_00);
    expect(vanVat(200_000_00, 'Momsfri')).toBe(0);
  });
});
