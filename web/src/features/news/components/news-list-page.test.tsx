import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, SALESMAN } from '@/test/admin-fixtures.ts';
import { fakeServer, type RecordedRequest } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';

const row = { Id: '7', PublishDate: '15-03-2026', PublishTime: '08:30', Subject: 'Nye bremser', Author: 'Redaktionen', Category: 'Drift', IsPublished: true };

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer({});
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the news list', () => {
  it('shows date and time, title, author and category, and searches the free text once the typing pauses', async () => {
    server = fakeServer({
      'GET /api/account/settings': { body: ADMIN },
      'GET /api/newsauthors': { body: [{ Id: '1', Name: 'Redaktionen' }] },
      'GET /api/newscategories': { body: [{ Id: '2', Name: 'Drift' }] },
      'GET /api/newsdates': { body: [{ Value: '2026-03', Text: 'marts 2026' }] },
      'GET /api/Admin/News/Edit/0': {
        body: { Id: '0', PublishDate: '28-11-2026', PublishTime: '09:00', Subject: '', AuthorId: '', Author: '', CategoryId: '', Category: '', Body: '', Images: [], ThumbnailGuid: null, ThumbnailUrl: null, IsPublished: false },
      },
      'GET /api/Admin/News': (request: RecordedRequest) => ({ body: { Total: 1, Offset: 0, Count: 1, List: request.query.freeText === 'xyz' ? [] : [row] } }),
    });
    const { router } = renderApp('/Admin/News');
    const user = userEvent.setup();
    const cell = await screen.findByRole('cell', { name: 'Nye bremser' });
    const line = cell.closest('tr')!;
    expect(within(line).getByText('15-03-2026 kl. 08:30')).toBeInTheDocument();
    expect(within(line).getByText('Redaktionen')).toBeInTheDocument();
    expect(within(line).getByText('Drift')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Fritekst' }), 'xyz');
    const searches = () => server.requests.filter((request) => request.path === '/api/Admin/News' && request.query.freeText !== undefined);
    // Nothing is sent while the user types; one search with the whole text when they stop.
    expect(searches()).toEqual([]);
    await waitFor(() => expect(searches().map((request) => request.query.freeText)).toEqual(['xyz']), { timeout: 3_000 });
    expect(await screen.findByText('Ingen nyheder')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ny nyhed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin/News/Edit/0'));
    expect(await screen.findByRole('heading', { name: 'Ny nyhed' })).toBeInTheDocument();
  });

  it('shows a user whose department does not write news no list and no edit actions, at either address', async () => {
    const refused = { status: 403, body: { Message: 'Du har ikke adgang til denne funktion.', Code: 'Forbidden' } };
    server = fakeServer({
      'GET /api/account/settings': { body: SALESMAN },
      'GET /api/Admin/News': refused,
      'GET /api/Admin/News/Edit/7': refused,
    });
    for (const address of ['/Admin/News', '/Admin/News/Edit/7']) {
      const { unmount } = renderApp(address);
      expect(await screen.findByRole('heading', { name: 'Ingen adgang' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Ny nyhed' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Gem' })).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Emne' })).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Fritekst' })).toBeNull();
      unmount();
    }
  });
});
