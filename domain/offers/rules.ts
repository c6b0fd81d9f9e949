import { refused } from '../errors.ts';

/** 1 finance, 2 finance-like, 3 insurance; 0 when an offer names none of them. */
export const ServiceType = { none: 0, finance: 1, financeLike: 2, insurance: 3 } as const;
export type ServiceType = (typeof ServiceType)[keyof typeof ServiceType];

/** Finance status 0 to 5; insurance uses 0 (not sent) and 1 (sent). */
export const OfferStatus = { unassigned: 0, underProcessing: 1, effectuated: 2, approved: 3, denied: 4, cancelled: 5 } as const;

export const MAX_OFFERS_PER_CASE = 5;

export const OfferMessages = {
  tooMany: `Der kan højst være ${MAX_OFFERS_PER_CASE} tilbud på en sag.`,
  // The spec's wording for deleting a locked offer.
  lockedOffer: 'Handling ikke mulig.',
  notFound: 'Tilbuddet findes ikke.',
  activeIsProcessing: 'Det aktive tilbud er under behandling og kan ikke skiftes.',
  lockedCaseCar: 'Kan ikke fjerne bilen da sagen er låst',
  carRemoved: 'Bilen er nu fjernet fra sagen.',
  noActiveFinanceOffer: 'Sagen har intet aktivt finansieringstilbud. Tilføj et under Tillægsydelser, før finanseringskontrakten kan udskrives.',
  businessCustomer: 'Bemærk! Finansieringsforslag gælder ikke for erhvervskunder, derfor er alle tilbud fjernet.',
} as const;

export interface OfferState {
  offerId: string;
  serviceType: ServiceType;
  status: number;
  isActive: boolean;
}

/** A partner offers several services; the offer is filed under the first by priority: finance, finance-like, insurance. */
export const primaryServiceType = (offered: readonly number[] | undefined): ServiceType => {
  if (!offered) return ServiceType.finance;
  for (const type of [ServiceType.finance, ServiceType.financeLike, ServiceType.insurance] as const) {
    if (offered.includes(type)) return type;
  }
  return ServiceType.none;
};

export const isFinance = (type: number): boolean => type === ServiceType.finance || type === ServiceType.financeLike;

/** Finance and finance-like offers compete for the same active place. */
export const sameServiceKind = (a: number, b: number): boolean => a === b || (isFinance(a) && isFinance(b));

/** An offer a partner is working on: any finance status but new, or insurance sent. Denied and cancelled are finished. */
export const isProcessing = (offer: Pick<OfferState, 'serviceType' | 'status'>): boolean =>
  isFinance(offer.serviceType)
    ? [OfferStatus.underProcessing, OfferStatus.effectuated, OfferStatus.approved].includes(offer.status as 1 | 2 | 3)
    : offer.serviceType === ServiceType.insurance && offer.status === 1;

/** A sent finance application or insurance binds the case: such an offer cannot be deleted and the car stays. */
export const isLocked = (offer: Pick<OfferState, 'serviceType' | 'status'>): boolean => isProcessing(offer);

export const isCaseLocked = (offers: readonly OfferState[]): boolean => offers.some(isLocked);

/** A new offer: refused beyond the limit; active by itself when it is the first of its kind. */
export const addOffer = (offers: readonly OfferState[], offer: Omit<OfferState, 'isActive'>): OfferState[] => {
  if (offers.length >= MAX_OFFERS_PER_CASE) throw refused(OfferMessages.tooMany);
  const first = !offers.some((other) => sameServiceKind(other.serviceType, offer.serviceType));
  return [...offers, { ...offer, isActive: first }];
};

/** Activating an offer deactivates the others of its kind, unless the active one is being processed by its partner. */
export const activateOffer = (offers: readonly OfferState[], offerId: string): OfferState[] => {
  const target = offers.find((offer) => offer.offerId === offerId);
  if (!target) return [...offers];
  const active = offers.find((offer) => offer.isActive && offer.offerId !== offerId && sameServiceKind(offer.serviceType, target.serviceType));
  if (active && isProcessing(active)) throw refused(OfferMessages.activeIsProcessing);
  return offers.map((offer) =>
    sameServiceKind(offer.serviceType, target.serviceType) ? { ...offer, isActive: offer.offerId === offerId } : offer,
  );
};

export const deleteOffer = (offers: readonly OfferState[], offerId: string): OfferState[] => {
  const target = offers.find((offer) => offer.offerId === offerId);
  if (target && isLocked(target)) throw refused(OfferMessages.lockedOffer);
  return offers.filter((offer) => offer.offerId !== offerId);
};

/** Removing the car takes every offer with it; a locked case keeps its car. */
export const removeCar = (offers: readonly OfferState[]): OfferState[] => {
  if (isCaseLocked(offers)) throw refused(OfferMessages.lockedCaseCar);
  return [];
};

/** Finance proposals do not apply to business customers: turning the customer into one removes every offer, with a warning. */
export const customerBecameBusiness = (offers: readonly OfferState[]): { offers: OfferState[]; warning?: string } =>
  offers.length === 0 ? { offers: [] } : { offers: [], warning: OfferMessages.businessCustomer };
