import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { activateOffer, addOffer, customerBecameBusiness, deleteOffer, isCaseLocked, isLocked, OfferMessages, primaryServiceType, removeCar, type OfferState } from './rules.ts';

const offer = (offerId: string, serviceType: 0 | 1 | 2 | 3, status = 0, isActive = false): OfferState => ({ offerId, serviceType, status, isActive });

const refusal = (act: () => unknown): string => {
  try {
    act();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).message;
  }
  throw new Error('not refused');
};

describe('offers', () => {
  it('files an offer under finance, then finance-like, then insurance; finance when none is named', () => {
    expect(primaryServiceType([3, 2])).toBe(2);
    expect(primaryServiceType([3, 1, 2])).toBe(1);
    expect(primaryServiceType([3])).toBe(3);
    expect(primaryServiceType([7])).toBe(0);
    expect(primaryServiceType(undefined)).toBe(1);
  });

  it('makes the first finance and the first insurance offer active by themselves', () => {
    let offers = addOffer([], offer('a', 1));
    offers = addOffer(offers, offer('b', 2));
    offers = addOffer(offers, offer('c', 3));
    expect(offers.map((o) => o.isActive)).toEqual([true, false, true]);
  });

  it('refuses a sixth offer', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => offer(id, 1));
    expect(refusal(() => addOffer(five, offer('f', 3)))).toBe(OfferMessages.tooMany);
  });

  it('activating a finance-like offer deactivates the finance one and leaves insurance alone', () => {
    const offers = activateOffer([offer('a', 1, 0, true), offer('b', 2), offer('c', 3, 0, true)], 'b');
    expect(offers.map((o) => o.isActive)).toEqual([false, true, true]);
  });

  it('refuses to activate another offer while the active one is processing', () => {
    expect(refusal(() => activateOffer([offer('a', 1, 2, true), offer('b', 1)], 'b'))).toBe(OfferMessages.activeIsProcessing);
  });

  it('locks finance on any status but new, insurance when sent; denied and cancelled never lock', () => {
    expect([0, 1, 2, 3, 4, 5].map((status) => isLocked(offer('a', 1, status)))).toEqual([false, true, true, true, false, false]);
    expect([0, 1].map((status) => isLocked(offer('a', 3, status)))).toEqual([false, true]);
    expect(isCaseLocked([offer('a', 1, 4), offer('b', 3, 1)])).toBe(true);
  });

  it('refuses to delete a locked offer and deletes an open one', () => {
    expect(refusal(() => deleteOffer([offer('a', 1, 1)], 'a'))).toBe(OfferMessages.lockedOffer);
    expect(deleteOffer([offer('a', 1, 0), offer('b', 3)], 'a').map((o) => o.offerId)).toEqual(['b']);
  });

  it('removing the car removes every offer, unless the case is locked', () => {
    expect(removeCar([offer('a', 1, 5), offer('b', 3, 0)])).toEqual([]);
    expect(refusal(() => removeCar([offer('a', 2, 3)]))).toBe('Kan ikke fjerne bilen da sagen er låst');
  });

  it('a customer turned business loses every offer with the Bemærk! warning, and no warning when there were none', () => {
    expect(customerBecameBusiness([offer('a', 1), offer('b', 3)])).toEqual({ offers: [], warning: OfferMessages.businessCustomer });
    expect(OfferMessages.businessCustomer.startsWith('Bemærk!')).toBe(true);
    expect(customerBecameBusiness([])).toEqual({ offers: [] });
  });
});
