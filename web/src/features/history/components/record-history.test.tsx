import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistoryItem, HistoryPage } from '../../../../../domain/history/history.ts';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { RecordHistory } from './record-history.tsx';

let server: ReturnType<typeof fakeServer>;

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

const item = (n: number, lines = [`Ændring nr. ${n}.`]): HistoryItem => ({ At: '2026-11-27T13:05:00.000Z', UserId: '5', UserName: 'Mads Sørensen', Lines: lines });
const page = (items: HistoryItem[], pageNumber: number, total: number): HistoryPage => ({ Items: items, Page: pageNumber, PageSize: 20, TotalCount: total });

const renderHistory = (routes: FakeRoutes) => {
  server = fakeServer(routes);
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RecordHistory record="car" id="55" version="7" />
    </AppProviders>,
  );
};
const open = async () => userEvent.click(await screen.findByRole('button', { name: 'Historik' }));

describe('Historik', () => {
  it('asks for nothing until it is opened', async () => {
    renderHistory({});
    expect(await screen.findByRole('button', { name: 'Historik' })).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('shows each entry with its Danish date and time, who and what changed', async () => {
    renderHistory({ 'GET /api/car/history': { body: page([item(1, ['Kontantpris ændret fra 76.900 kr. til 74.900 kr.'])], 1, 1) } });
    await open();
    expect(await screen.findByText('Kontantpris ændret fra 76.900 kr. til 74.900 kr.')).toBeInTheDocument();
    // 13:05 UTC in November is 14:05 in Denmark.
    expect(screen.getByText('27-11-2026 kl. 14:05 · Mads Sørensen')).toBeInTheDocument();
    expect(server.calls('GET /api/car/history')[0]!.query).toEqual({ CarId: '55', Page: '1', MinVersion: '7' });
  });

  it("loads the next 20 with 'Vis flere' and offers no more after the last", async () => {
    const first = Array.from({ length: 20 }, (_, n) => item(n + 1));
    renderHistory({
      'GET /api/car/history': (request) => ({ body: request.query.Page === '1' ? page(first, 1, 21) : page([item(21)], 2, 21) }),
    });
    await open();
    expect(await screen.findByText('Viser 20 af 21')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vis flere' }));
    expect(await screen.findByText('Ændring nr. 21.')).toBeInTheDocument();
    expect(screen.getByText('Viser 21 af 21')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vis flere' })).not.toBeInTheDocument();
  });

  it('says so when there is no history yet', async () => {
    renderHistory({ 'GET /api/car/history': { body: page([], 1, 0) } });
    await open();
    expect(await screen.findByText('Der er endnu ingen historik.')).toBeInTheDocument();
  });

  it('says in Danish when the history cannot be read', async () => {
    renderHistory({ 'GET /api/car/history': { status: 503, body: { Message: 'Nede' } } });
    await open();
    expect(await screen.findByText('Historikken kan ikke hentes i øjeblikket.')).toBeInTheDocument();
  });
});
