import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { CASE_TAB_ROUTES, caseModel, SALESMAN } from '@/test/case-fixtures.ts';
import { startFresh } from '@/test/start-fresh.ts';
import type { CaseOfferView } from '../api/offers.ts';
import { OfferTexts } from './offers-panel.tsx';

let server: ReturnType<typeof fakeServer>;

const offer = (OfferId: string, BrandName: string, changes: Partial<CaseOfferView> = {}, status = 0): CaseOfferView => ({
  FinanceCompany: 1,
  OfferId,
  IsActive: false,
  IsLocked: false,
  Offer: { BrandId: '11', BrandName, PluginUrl: `https://plugins.example/${OfferId}/`, ServiceType: 1, Status: status },
  ...changes,
});

const offersServer = (offers: CaseOfferView[], routes: FakeRoutes = {}) => {
  server = fakeServer({
    ...CASE_TAB_ROUTES,
    'GET /api/account/settings': { body: { ...SALESMAN, RoleFlags: ['case', 'finance'] } },
    'GET /api/Case/Get': { body: caseModel() },
    'GET /api/offer/GetByCaseId': { body: offers },
    'GET /api/financeproduct/GetBrandsAndProductsWithLoanOnly': { body: { Brands: [], DefaultBrand: null } },
    ...routes,
  });
};

beforeEach(() => {
  startFresh();
  document.cookie = 'XSRF-TOKEN=xsrf-1';
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the Tillægsydelser tab', () => {
  it('shows a tab per offer with its partner plugin, the active one marked, and a locked case', async () => {
    offersServer([offer('7', 'Fjord Finans', { IsActive: true, IsLocked: true }, 1), offer('8', 'Nordlys Bilfinans')]);
    renderApp('/Cases/Case/1042#/offers');

    const fjord = await screen.findByRole('tab', { name: /Fjord Finans/ });
    expect(within(fjord).getByText(OfferTexts.active)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Nordlys Bilfinans/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: OfferTexts.add })).toBeEnabled();
    expect(screen.getByText(OfferTexts.caseLocked)).toBeInTheDocument();
    // A sent application cannot be deleted.
    expect(screen.getByRole('button', { name: OfferTexts.delete })).toBeDisabled();
    expect(screen.getByTitle('Fjord Finans')).toHaveAttribute('src', 'https://plugins.example/7/?offerId=7');
  });

  it('names the insurer as the one that has the offer when a sent insurance offer locks the case', async () => {
    const insurance = offer('9', 'Vejbo Forsikring', { IsActive: true, IsLocked: true }, 1);
    offersServer([offer('7', 'Fjord Finans', { IsActive: true }), { ...insurance, Offer: { ...insurance.Offer, ServiceType: 3 } }]);
    renderApp('/Cases/Case/1042#/offers');

    expect(await screen.findByText(OfferTexts.caseLockedByInsurance)).toBeInTheDocument();
    expect(screen.queryByText(OfferTexts.caseLocked)).not.toBeInTheDocument();
  });

  it('makes another offer the active one, and shows the refusal while the active one is processed', async () => {
    offersServer([offer('7', 'Fjord Finans', { IsActive: true }, 1), offer('8', 'Nordlys Bilfinans')], {
      'POST /api/caseplugin/save': { status: 409, body: { Message: 'Det aktive tilbud er under behandling og kan ikke skiftes.' } },
    });
    const user = userEvent.setup();
    renderApp('/Cases/Case/1042#/offers');

    await user.click(await screen.findByRole('tab', { name: /Nordlys Bilfinans/ }));
    await user.click(await screen.findByRole('button', { name: OfferTexts.activate }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Det aktive tilbud er under behandling og kan ikke skiftes.');
    const saved = server.requests.find((request) => request.path === '/api/caseplugin/save');
    expect(saved?.body).toEqual({ CaseId: '1042', OfferId: '8', FinanceCompany: 1, IsActive: true, Offer: {} });
  });

  it('offers no plus tab beyond five offers', async () => {
    offersServer(['1', '2', '3', '4', '5'].map((id) => offer(id, `Partner ${id}`)));
    renderApp('/Cases/Case/1042#/offers');
    await waitFor(() => expect(screen.getByRole('tab', { name: OfferTexts.add })).toBeDisabled());
  });
});
