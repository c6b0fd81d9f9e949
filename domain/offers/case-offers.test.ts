import { describe, it } from 'vitest';
import { caseDecider, type CaseEvent } from '../cases/decider.ts';
import { specification } from '../decider-spec.ts';
import { OfferMessages } from './rules.ts';

const spec = specification(caseDecider);
const car = { Id: '55', Title: 'Škoda Octavia' };
const opened: CaseEvent = { type: 'CaseOpened', data: { CaseId: '7', DealerId: '101', CopiedFromCaseId: null, Case: { CustomerId: '9', SalesItem: car } } };
const finance = { BrandId: 'skoda', ProductId: 'billan', OfferedServices: [{ ProviderName: 'Sandbox Finans', ServiceType: 1 }] };
const insurance = { OfferedServices: [{ ProviderName: 'Sandbox Forsikring', ServiceType: 3 }] };
const added = (OfferId: string, ServiceType: number, IsActive: boolean, Offer: Record<string, unknown> = ServiceType === 3 ? insurance : finance): CaseEvent => ({
  type: 'CaseOfferAdded',
  data: { OfferId, FinanceCompany: ServiceType === 3 ? 41 : 23, ServiceType, IsActive, Offer },
});
const status = (OfferId: string, Status: number, PreviousStatus = 0): CaseEvent => ({ type: 'CaseOfferStatusChanged', data: { OfferId, Status, PreviousStatus } });
const removed = (OfferId: string, Reason: 'Deleted' | 'CarRemoved' | 'BusinessCustomer'): CaseEvent => ({ type: 'CaseOfferRemoved', data: { OfferId, Reason } });
const dealerId = '101';

describe('offers on the case', () => {
  describe('adding', () => {
    it('the first finance offer is active by itself and filed under finance', () =>
      spec([opened]).when({ dealerId, type: 'AddOffer', offerId: '1', financeCompany: 23, terms: finance }).then([added('1', 1, true)]));
    it('a second finance offer is not active', () =>
      spec([opened, added('1', 1, true)]).when({ dealerId, type: 'AddOffer', offerId: '2', financeCompany: 23, terms: finance }).then([added('2', 1, false)]));
    it('a finance-like offer competes with a finance offer for the active place (types 1 and 2 are equivalent)', () =>
      spec([opened, added('1', 1, true)])
        .when({ dealerId, type: 'AddOffer', offerId: '2', financeCompany: 24, terms: { OfferedServices: [{ ProviderName: 'Leasing', ServiceType: 2 }] } })
        .then([{ type: 'CaseOfferAdded', data: { OfferId: '2', FinanceCompany: 24, ServiceType: 2, IsActive: false, Offer: { OfferedServices: [{ ProviderName: 'Leasing', ServiceType: 2 }] } } }]));
    it('the first insurance offer is active by itself beside an active finance offer', () =>
      spec([opened, added('1', 1, true)]).when({ dealerId, type: 'AddOffer', offerId: '2', financeCompany: 41, terms: insurance }).then([added('2', 3, true)]));
    it('the first insurance offer is active by itself on a case without offers', () =>
      spec([opened]).when({ dealerId, type: 'AddOffer', offerId: '1', financeCompany: 30, terms: insurance }).then([
        { type: 'CaseOfferAdded', data: { OfferId: '1', FinanceCompany: 30, ServiceType: 3, IsActive: true, Offer: insurance } },
      ]));
    it('a second insurance offer is not active; the active finance offer does not count', () =>
      spec([opened, added('1', 1, true), added('2', 3, true)]).when({ dealerId, type: 'AddOffer', offerId: '3', financeCompany: 41, terms: insurance }).then([added('3', 3, false)]));
    it('a partner offering several services is filed under its first by priority (finance before insurance)', () =>
      spec([opened])
        .when({ dealerId, type: 'AddOffer', offerId: '1', financeCompany: 23, terms: { OfferedServices: [{ ProviderName: 'A', ServiceType: 3 }, { ProviderName: 'A', ServiceType: 1 }] } })
        .then([{ type: 'CaseOfferAdded', data: { OfferId: '1', FinanceCompany: 23, ServiceType: 1, IsActive: true, Offer: { OfferedServices: [{ ProviderName: 'A', ServiceType: 3 }, { ProviderName: 'A', ServiceType: 1 }] } } }]));
    it('refuses a sixth offer', () =>
      spec([opened, added('1', 1, true), added('2', 1, false), added('3', 1, false), added('4', 3, true), added('5', 3, false)])
        .when({ dealerId, type: 'AddOffer', offerId: '6', financeCompany: 23, terms: finance })
        .thenRefuses(OfferMessages.tooMany, 'refused'));
    it('refuses an offer on a case of another dealer as an unknown case', () =>
      spec([opened]).when({ dealerId: '102', type: 'AddOffer', offerId: '1', financeCompany: 23, terms: finance }).thenRefuses('Sagen findes ikke.', 'not-found'));
  });

  describe('saving and activating', () => {
    it('records the terms that changed and the partner status', () =>
      spec([opened, added('1', 1, true)])
        .when({ dealerId, type: 'SaveOffer', offerId: '1', terms: { ...finance, MonthlyPayment: 3_120 }, status: 1 })
        .then([{ type: 'CaseOfferSaved', data: { OfferId: '1', Changes: { MonthlyPayment: 3_120 } } }, status('1', 1)]));
    it('an unchanged save records nothing', () =>
      spec([opened, added('1', 1, true)]).when({ dealerId, type: 'SaveOffer', offerId: '1', terms: finance, status: 0, isActive: true }).then([]));
    it('activating an offer deactivates the active one of the same kind, not the insurance', () =>
      spec([opened, added('1', 1, true), added('2', 3, true), added('3', 2, false)])
        .when({ dealerId, type: 'SaveOffer', offerId: '3', terms: {}, isActive: true })
        .then([{ type: 'CaseOfferActivated', data: { OfferId: '3', DeactivatedOfferIds: ['1'] } }]));
    it('refuses to activate another offer while the active one is under processing', () =>
      spec([opened, added('1', 1, true), added('2', 1, false), status('1', 1)])
        .when({ dealerId, type: 'SaveOffer', offerId: '2', terms: {}, isActive: true })
        .thenRefuses(OfferMessages.activeIsProcessing, 'refused'));
    it('activating an insurance offer deactivates the other insurance offer and leaves finance alone', () =>
      spec([opened, added('1', 3, true), added('2', 1, true), added('3', 3, false)])
        .when({ dealerId, type: 'SaveOffer', offerId: '3', terms: {}, isActive: true })
        .then([{ type: 'CaseOfferActivated', data: { OfferId: '3', DeactivatedOfferIds: ['1'] } }]));
    it('refuses to activate another insurance offer while the active one is sent (insurance status 1)', () =>
      spec([opened, added('1', 3, true), added('2', 3, false), status('1', 1)])
        .when({ dealerId, type: 'SaveOffer', offerId: '2', terms: {}, isActive: true })
        .thenRefuses(OfferMessages.activeIsProcessing, 'refused'));
    it('an active offer that was denied gives way', () =>
      spec([opened, added('1', 1, true), added('2', 1, false), status('1', 4)])
        .when({ dealerId, type: 'SaveOffer', offerId: '2', terms: {}, isActive: true })
        .then([{ type: 'CaseOfferActivated', data: { OfferId: '2', DeactivatedOfferIds: ['1'] } }]));
    it('records the finance figures the plugin reports, once', () =>
      spec([opened, added('1', 1, true)])
        .when({ dealerId, type: 'RecordFinanceData', offerId: '1', downPayment: 50_000, monthlyPayment: 3_120, profit: 4_000 })
        .then([{ type: 'CaseOfferFinanceDataReceived', data: { OfferId: '1', DownPayment: 50_000, MonthlyPayment: 3_120, Profit: 4_000 } }]));
    it('refuses to save an offer the case does not have', () =>
      spec([opened]).when({ dealerId, type: 'SaveOffer', offerId: '9', terms: {} }).thenRefuses(OfferMessages.notFound, 'not-found'));
  });

  describe('deleting', () => {
    it('deletes an offer not sent to its partner', () =>
      spec([opened, added('1', 1, true)]).when({ dealerId, type: 'DeleteOffer', offerId: '1' }).then([removed('1', 'Deleted')]));
    it('refuses to delete a finance offer under processing', () =>
      spec([opened, added('1', 1, true), status('1', 3)]).when({ dealerId, type: 'DeleteOffer', offerId: '1' }).thenRefuses(OfferMessages.lockedOffer, 'refused'));
    it('refuses to delete a sent insurance offer', () =>
      spec([opened, added('1', 3, true), status('1', 1)]).when({ dealerId, type: 'DeleteOffer', offerId: '1' }).thenRefuses(OfferMessages.lockedOffer, 'refused'));
    it('deletes a cancelled finance offer (4 and 5 never lock)', () =>
      spec([opened, added('1', 1, true), status('1', 5)]).when({ dealerId, type: 'DeleteOffer', offerId: '1' }).then([removed('1', 'Deleted')]));
  });

  describe('the car and the customer', () => {
    const calculation: CaseEvent = { type: 'CaseCalculationSaved', data: { Calculation: { ProfitWithoutVat: 5_000, ExtraEquipments: [{ UniqueId: 'e1', Category: 0, Description: 'Træk', CostWithoutVat: 4_000, ProfitWithoutVat: 1_000 }] } } };
    it('a locked case refuses to lose its car', () =>
      spec([opened, added('1', 1, true), status('1', 1)])
        .when({ dealerId, type: 'SaveCase', data: { CustomerId: '9', SalesItem: null } })
        .thenRefuses(OfferMessages.lockedCaseCar, 'refused', 'CaseLocked'));
    it('a locked case refuses to swap its car for another', () =>
      spec([opened, added('1', 1, true), status('1', 2)])
        .when({ dealerId, type: 'SaveCase', data: { CustomerId: '9', SalesItem: { Id: '56', Title: 'Škoda Superb' } } })
        .thenRefuses(OfferMessages.lockedCaseCar, 'refused', 'CaseLocked'));
    it('removing the car removes every offer and the extra equipment with the calculation', () =>
      spec([opened, calculation, added('1', 1, true), added('2', 3, true)])
        .when({ dealerId, type: 'SaveCase', data: { CustomerId: '9', SalesItem: null } })
        .then([
          { type: 'CaseSaved', data: { Changes: { SalesItem: null } } },
          { type: 'CaseCalculationSaved', data: { Calculation: null } },
          removed('1', 'CarRemoved'),
          removed('2', 'CarRemoved'),
        ]));
    it('choosing a business customer removes every offer, with the warning', () =>
      spec([opened, added('1', 1, true), status('1', 1)])
        .when({ dealerId, type: 'SaveCase', data: { CustomerId: '12', SalesItem: car }, customerIsBusiness: true })
        .then([{ type: 'CaseSaved', data: { Changes: { CustomerId: '12' } } }, removed('1', 'BusinessCustomer')]));
    it('choosing another private customer keeps the offers', () =>
      spec([opened, added('1', 1, true)])
        .when({ dealerId, type: 'SaveCase', data: { CustomerId: '12', SalesItem: car }, customerIsBusiness: false })
        .then([{ type: 'CaseSaved', data: { Changes: { CustomerId: '12' } } }]));
  });
});
