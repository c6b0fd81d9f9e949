import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeadFunnel } from '../../../../../domain/analytics/lead-funnel.ts';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { MICRO_FRONTEND_FALLBACK } from '@/components/micro-frontend-host.tsx';
import { LeadFunnelWidget } from './lead-funnel-widget.tsx';

let server: ReturnType<typeof fakeServer>;

const counts = (CasesCreated: number, OffersPrinted: number, ContractsSigned: number, CarsDelivered: number, LeadsLost: number) => ({
  CasesCreated,
  OffersPrinted,
  ContractsSigned,
  CarsDelivered,
  LeadsLost,
});
const months = (level: 0 | 1) =>
  ['2026-01', '2026-02', '2026-03'].map((Month, index) => ({
    Month,
    ...(index === 1 ? counts(0, 0, 0, 0, 0) : level === 1 ? counts(10, 6, 3, 2, 1) : counts(4, 2, 1, 1, 0)),
  }));
const funnelOf = (level: 0 | 1, mayReadDepartment: boolean): LeadFunnel => ({
  ManagementLevel: level,
  MayReadDepartment: mayReadDepartment,
  Months: months(level),
  Salespeople:
    level === 1
      ? [
          { UserId: '5', Name: 'Mads Sørensen', ...counts(12, 8, 4, 3, 1) },
          { UserId: '7', Name: 'Åse Holm', ...counts(8, 4, 2, 1, 1) },
        ]
      : [{ UserId: '5', Name: 'Mads Sørensen', ...counts(8, 4, 2, 2, 0) }],
  Total: level === 1 ? counts(20, 12, 6, 4, 2) : counts(8, 4, 2, 2, 0),
});

const renderWidget = () =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <LeadFunnelWidget />
    </AppProviders>,
  );

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the lead funnel widget', () => {
  it("shows a manager the department's funnel with each stage's share, per month and per salesperson, and their own on request", async () => {
    server = fakeServer({
      'GET /api/leadfunnelwidget/': (request) => ({ body: request.query.managementLevel === '0' ? funnelOf(0, true) : funnelOf(1, true) }),
    });
    const user = userEvent.setup();
    renderWidget();

    const widget = await screen.findByTestId('lead-funnel');
    expect(within(widget).getByRole('heading', { name: 'Salgstragt' })).toBeInTheDocument();
    expect(await within(widget).findByRole('progressbar', { name: 'Sager oprettet: 20' })).toBeInTheDocument();
    expect(within(widget).getByRole('progressbar', { name: 'Tilbud printet: 12 (60 %)' })).toHaveAttribute('aria-valuenow', '60');
    expect(within(widget).getByRole('progressbar', { name: 'Slutsedler underskrevet: 6 (30 %)' })).toBeInTheDocument();
    expect(within(widget).getByRole('progressbar', { name: 'Biler leveret: 4 (20 %)' })).toBeInTheDocument();
    expect(within(widget).getByRole('progressbar', { name: 'Tabte emner: 2 (10 %)' })).toBeInTheDocument();
    expect(server.calls('GET /api/leadfunnelwidget/')[0]?.query).toEqual({});

    // The figures behind the bars open in a dialog: months with cases, newest first, in Danish, and the salespeople.
    await user.click(within(widget).getByRole('button', { name: 'Se pr. måned og sælger' }));
    const details = await screen.findByRole('dialog', { name: 'Salgstragt pr. måned og sælger' });
    const perMonth = within(details).getByRole('table', { name: 'Pr. måned' });
    expect(
      within(perMonth)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['marts 2026106321', 'januar 2026106321']);
    const perSalesperson = within(details).getByRole('table', { name: 'Pr. sælger' });
    expect(
      within(perSalesperson)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['Mads Sørensen', 'Åse Holm']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(widget).getByText('Mine'));
    expect(await within(widget).findByRole('progressbar', { name: 'Sager oprettet: 8' })).toBeInTheDocument();
    expect(server.calls('GET /api/leadfunnelwidget/').at(-1)?.query).toEqual({ managementLevel: '0' });
    // One's own funnel lists no salespeople.
    await user.click(within(widget).getByRole('button', { name: 'Se pr. måned' }));
    const ownDetails = await screen.findByRole('dialog', { name: 'Salgstragt pr. måned' });
    expect(within(ownDetails).getByRole('table', { name: 'Pr. måned' })).toBeInTheDocument();
    expect(within(ownDetails).queryByRole('table', { name: 'Pr. sælger' })).not.toBeInTheDocument();
  });

  it('offers a salesperson no choice of scope', async () => {
    server = fakeServer({ 'GET /api/leadfunnelwidget/': { body: funnelOf(0, false) } });
    renderWidget();
    const widget = await screen.findByTestId('lead-funnel');
    expect(await within(widget).findByRole('progressbar', { name: 'Sager oprettet: 8' })).toBeInTheDocument();
    expect(within(widget).queryByText('Afdelingens')).not.toBeInTheDocument();
  });

  it('says there are no cases in the period rather than drawing empty bars', async () => {
    const nothing = counts(0, 0, 0, 0, 0);
    server = fakeServer({
      'GET /api/leadfunnelwidget/': (request) => ({
        body: {
          ...funnelOf(request.query.managementLevel === '0' ? 0 : 1, true),
          Months: months(1).map(({ Month }) => ({ Month, ...nothing })),
          Salespeople: [],
          Total: nothing,
        },
      }),
    });
    const user = userEvent.setup();
    renderWidget();
    const widget = await screen.findByTestId('lead-funnel');
    expect(await within(widget).findByText('Afdelingen har ingen sager fra de seneste 3 måneder.')).toBeInTheDocument();
    expect(within(widget).queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(within(widget).getByText('Mine'));
    expect(await within(widget).findByText('Du har ingen sager fra de seneste 3 måneder.')).toBeInTheDocument();
  });

  it('says the service cannot be fetched when the funnel does not load', async () => {
    server = fakeServer({ 'GET /api/leadfunnelwidget/': { status: 500, body: { Message: 'Der skete en fejl. Prøv igen.' } } });
    renderWidget();
    const widget = await screen.findByTestId('lead-funnel');
    await waitFor(() => expect(within(widget).getByText(MICRO_FRONTEND_FALLBACK)).toBeInTheDocument());
  });
});
