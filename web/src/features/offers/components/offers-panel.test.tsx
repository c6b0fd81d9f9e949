import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { CASE_TAB_ROUTES, caseModel, SALESMAN } from '@/test/case-fixtures.ts';
import type { CaseOfferView } from '../api/offers.ts';
import { PROTOCOL } from '../plugin-protocol.ts';
import { OfferTexts, saveEveryPlugin } from './offers-panel.tsx';

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

  it('opens the partner picker from the plus tab, and keeps the page when the picker cannot be fetched', async () => {
    offersServer([offer('7', 'Fjord Finans', { IsActive: true })], {
      'GET /api/partnerpicker/asset-manifest.json': { status: 503, body: { Message: 'Utilgængelig.' } },
    });
    const user = userEvent.setup();
    renderApp('/Cases/Case/1042#/offers');

    await user.click(await screen.findByRole('tab', { name: OfferTexts.add }));
    const picker = await screen.findByRole('dialog', { name: OfferTexts.pickPartner });
    expect(await within(picker).findByText('Service kan ikke hentes i øjeblikket.')).toBeInTheDocument();
    // The offer's own tab stays the one shown behind the picker.
    expect(screen.getByRole('tab', { name: /Fjord Finans/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers no plus tab beyond five offers', async () => {
    offersServer(['1', '2', '3', '4', '5'].map((id) => offer(id, `Partner ${id}`)));
    renderApp('/Cases/Case/1042#/offers');
    await waitFor(() => expect(screen.getByRole('tab', { name: OfferTexts.add })).toBeDisabled());
  });
});

describe("the case's save with offers", () => {
  const PLUGIN_ORIGIN = 'https://plugins.example';
  const toolbarButton = (name: string) => within(screen.getByRole('toolbar', { name: 'Handlinger' })).getByRole('button', { name });

  /** The offer's plugin frame, handshaken as its plugin would; answers what the host posts to it. */
  const connectedPlugin = async (title: string) => {
    const frame = (await screen.findByTitle(title)) as HTMLIFrameElement;
    const posted: { name?: string; type?: string; reference?: string }[] = [];
    vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation((message: unknown) => void posted.push(message as (typeof posted)[number]));
    const fromPlugin = (data: unknown) => act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin: PLUGIN_ORIGIN, source: frame.contentWindow })));
    // The host connects once the frame is there; the plugin's handshake is answered from then on.
    await waitFor(() => {
      fromPlugin({ protocol: PROTOCOL, type: 'request', name: 'handshake', reference: 'h', version: '2.7.0' });
      expect(posted.some((message) => message.name === 'handshake')).toBe(true);
    });
    const saveRequest = async () => {
      await waitFor(() => expect(posted.some((message) => message.type === 'request' && message.name === 'save')).toBe(true));
      return posted.find((message) => message.type === 'request' && message.name === 'save')!.reference!;
    };
    return { fromPlugin, saveRequest };
  };

  const saveRoute = (): FakeRoutes => ({ 'POST /api/case/save': { body: '"1042"', headers: { etag: '"2"' } } });

  it("asks each offer's plugin to save and saves the case once it has answered", async () => {
    offersServer([offer('7', 'Fjord Finans', { IsActive: true })], saveRoute());
    const user = userEvent.setup();
    renderApp('/Cases/Case/1042#/offers');
    const plugin = await connectedPlugin('Fjord Finans');

    await user.click(toolbarButton('Gem'));
    const reference = await plugin.saveRequest();
    // The case waits for the plugin's answer.
    expect(server.calls('POST /api/case/save')).toHaveLength(0);
    plugin.fromPlugin({ protocol: PROTOCOL, type: 'response', name: 'save', reference, status: 'ok' });
    expect(await screen.findByText('Sagen er gemt')).toBeInTheDocument();
    expect(server.calls('POST /api/case/save')).toHaveLength(1);
  });

  it("does not save the case when a plugin failed to save its offer: 'Der skete en fejl i finansiering...'", async () => {
    offersServer([offer('7', 'Fjord Finans', { IsActive: true })], saveRoute());
    const user = userEvent.setup();
    renderApp('/Cases/Case/1042#/offers');
    const plugin = await connectedPlugin('Fjord Finans');

    await user.click(toolbarButton('Gem'));
    plugin.fromPlugin({ protocol: PROTOCOL, type: 'response', name: 'save', reference: await plugin.saveRequest(), status: 'failed' });
    expect(await screen.findByText('Der skete en fejl i finansiering...')).toBeInTheDocument();
    expect(screen.getByText('Check at data er korrekte og prøv at gemme igen.')).toBeInTheDocument();
    expect(server.calls('POST /api/case/save')).toHaveLength(0);
  });
});

describe('saving every plugin', () => {
  const host = (outcome: 'saved' | 'failed' | 'timeout' | 'not-connected') => ({ requestSave: () => Promise.resolve(outcome) });
  it('lets the case be saved when each plugin saved, did not answer in time or is not connected', async () =>
    expect(await saveEveryPlugin([host('saved'), host('timeout'), host('not-connected')])).toBe(true));
  it('holds the case back when one plugin failed', async () => expect(await saveEveryPlugin([host('saved'), host('failed')])).toBe(false));
  it('asks every plugin at once, not one after the other', async () => {
    const asked: string[] = [];
    const slow = { requestSave: () => (asked.push('slow'), new Promise<'saved'>(() => undefined)) };
    void saveEveryPlugin([slow, { requestSave: () => (asked.push('fast'), Promise.resolve('saved' as const)) }]);
    expect(asked).toEqual(['slow', 'fast']);
  });
});
