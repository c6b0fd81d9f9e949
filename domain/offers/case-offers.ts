import type { OfferTerms } from '../../events/cases.ts';
import type { EventData } from '../../events/catalogue.ts';
import type { DecidedEvent } from '../decider.ts';
import { notFound } from '../errors.ts';
import { activateOffer, addOffer, deleteOffer, isCaseLocked, isFinance, OfferMessages, primaryServiceType, type OfferState } from './rules.ts';

/** An offer as the case holds it: its place among the case's offers and the terms its partner saved. */
export interface CaseOffer extends OfferState {
  financeCompany: number;
  terms: OfferTerms;
}

export type OfferEvent = DecidedEvent<
  'CaseOfferAdded' | 'CaseOfferSaved' | 'CaseOfferActivated' | 'CaseOfferStatusChanged' | 'CaseOfferFinanceDataReceived' | 'CaseOfferRemoved'
>;

export type OfferCommand =
  /** `offerId` is the id the handler drew for the new offer (the plugin loads once the offer has one). */
  | { type: 'AddOffer'; offerId: string; financeCompany: number; terms: OfferTerms }
  /** The plugin's save: changed terms, the partner's status, and whether staff made it the active one of its kind. */
  | { type: 'SaveOffer'; offerId: string; terms: OfferTerms; status?: number; isActive?: boolean }
  | { type: 'DeleteOffer'; offerId: string }
  | { type: 'RecordFinanceData'; offerId: string; downPayment: number; monthlyPayment: number; profit: number };
export const OFFER_COMMANDS: readonly OfferCommand['type'][] = ['AddOffer', 'SaveOffer', 'DeleteOffer', 'RecordFinanceData'];

export const caseIsLocked = (offers: readonly CaseOffer[]): boolean => isCaseLocked(offers);

const existing = (offers: readonly CaseOffer[], offerId: string): CaseOffer => {
  const offer = offers.find((candidate) => candidate.offerId === offerId);
  if (!offer) throw notFound(OfferMessages.notFound);
  return offer;
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What an offer command records, by the rules of `rules.ts`. */
export function decideOffer(offers: readonly CaseOffer[], command: OfferCommand): OfferEvent[] {
  switch (command.type) {
    case 'AddOffer': {
      const serviceType = primaryServiceType(command.terms.OfferedServices?.map((service) => service.ServiceType));
      const added = addOffer(offers, { offerId: command.offerId, serviceType, status: 0 }).at(-1)!;
      return [
        { type: 'CaseOfferAdded', data: { OfferId: command.offerId, FinanceCompany: command.financeCompany, ServiceType: serviceType, IsActive: added.isActive, Offer: command.terms } },
      ];
    }
    case 'SaveOffer': {
      const offer = existing(offers, command.offerId);
      const changes = Object.fromEntries(
        Object.entries(command.terms).filter(([field, value]) => !same(offer.terms[field as keyof OfferTerms], value)),
      ) as OfferTerms;
      const events: OfferEvent[] = [];
      if (command.isActive && !offer.isActive) {
        const before = offers.filter((other) => other.isActive).map((other) => other.offerId);
        const after = activateOffer(offers, offer.offerId);
        const deactivated = before.filter((offerId) => !after.find((other) => other.offerId === offerId)?.isActive);
        events.push({ type: 'CaseOfferActivated', data: { OfferId: offer.offerId, DeactivatedOfferIds: deactivated } });
      }
      if (Object.keys(changes).length > 0) events.push({ type: 'CaseOfferSaved', data: { OfferId: offer.offerId, Changes: changes } });
      if (command.status !== undefined && command.status !== offer.status) {
        events.push({ type: 'CaseOfferStatusChanged', data: { OfferId: offer.offerId, Status: command.status, PreviousStatus: offer.status } });
      }
      return events;
    }
    case 'DeleteOffer':
      existing(offers, command.offerId);
      deleteOffer(offers, command.offerId);
      return [{ type: 'CaseOfferRemoved', data: { OfferId: command.offerId, Reason: 'Deleted' } }];
    case 'RecordFinanceData': {
      const offer = existing(offers, command.offerId);
      const { DownPayment, MonthlyPayment, Profit } = offer.terms;
      if (DownPayment === command.downPayment && MonthlyPayment === command.monthlyPayment && Profit === command.profit) return [];
      return [
        {
          type: 'CaseOfferFinanceDataReceived',
          data: { OfferId: offer.offerId, DownPayment: command.downPayment, MonthlyPayment: command.monthlyPayment, Profit: command.profit },
        },
      ];
    }
  }
}

/** Every offer leaves the case, for the reason given. */
export const removeEveryOffer = (offers: readonly CaseOffer[], reason: EventData<'CaseOfferRemoved'>['Reason']): OfferEvent[] =>
  offers.map((offer) => ({ type: 'CaseOfferRemoved', data: { OfferId: offer.offerId, Reason: reason } }));

const update = (offers: readonly CaseOffer[], offerId: string, change: (offer: CaseOffer) => CaseOffer): CaseOffer[] =>
  offers.map((offer) => (offer.offerId === offerId ? change(offer) : offer));

/** The case's offers after one of their events. */
export function evolveOffers(offers: readonly CaseOffer[], event: OfferEvent): readonly CaseOffer[] {
  switch (event.type) {
    case 'CaseOfferAdded':
      return [
        ...offers,
        { offerId: event.data.OfferId, financeCompany: event.data.FinanceCompany, serviceType: event.data.ServiceType as CaseOffer['serviceType'], status: 0, isActive: event.data.IsActive, terms: event.data.Offer },
      ];
    case 'CaseOfferSaved':
      return update(offers, event.data.OfferId, (offer) => ({ ...offer, terms: { ...offer.terms, ...event.data.Changes } }));
    case 'CaseOfferActivated':
      return offers.map((offer) =>
        offer.offerId === event.data.OfferId ? { ...offer, isActive: true } : event.data.DeactivatedOfferIds.includes(offer.offerId) ? { ...offer, isActive: false } : offer,
      );
    case 'CaseOfferStatusChanged':
      return update(offers, event.data.OfferId, (offer) => ({ ...offer, status: event.data.Status }));
    case 'CaseOfferFinanceDataReceived':
      return update(offers, event.data.OfferId, (offer) => ({
        ...offer,
        terms: { ...offer.terms, DownPayment: event.data.DownPayment, MonthlyPayment: event.data.MonthlyPayment, Profit: event.data.Profit },
      }));
    case 'CaseOfferRemoved':
      return offers.filter((offer) => offer.offerId !== event.data.OfferId);
  }
}

/** The finance (or finance-like) offer the case goes with: the one the finance contract and the sales documents print. */
export const activeFinanceOffer = (offers: readonly CaseOffer[]): CaseOffer | undefined => offers.find((offer) => offer.isActive && isFinance(offer.serviceType));

/** The status of the case's active finance (or finance-like) offer, or of its active insurance offer: the case list's columns. */
export const activeOfferStatus = (offers: readonly CaseOffer[], kind: 'finance' | 'insurance'): number | null =>
  (kind === 'insurance' ? offers.find((offer) => offer.isActive && offer.serviceType === 3) : activeFinanceOffer(offers))?.status ?? null;
