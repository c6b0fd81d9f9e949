import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeAnswer, type FakeRoutes, type RecordedRequest } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import type { CaseModel } from '../api/types.ts';
import { CASE_TAB_ROUTES, caseModel, SALESMAN, servedCase } from '@/test/case-fixtures.ts';

// Rendering the whole case page takes a while on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let server: ReturnType<typeof fakeServer>;
/** What GET /api/Case/Get answers, with its version as the ETag, as the real server does. */
let stored: CaseModel;

const answerCase = (): FakeAnswer => ({ body: stored, headers: { etag: `"${stored.Version}"` } });

const caseServer = (routes: FakeRoutes = {}) => {
  server = fakeServer({
    ...CASE_TAB_ROUTES,
    'GET /api/account/settings': { body: SALESMAN },
    'GET /api/Case/Get': answerCase,
    ...routes,
  });
  return server;
};

/** Someone else's save: the stored case moves on without this page knowing. */
const changedElsewhere = (changes: Partial<CaseModel>): void => {
  stored = servedCase({ ...stored, ...changes, Version: stored.Version + 1 });
};

const toolbarButton = (name: string) => within(screen.getByRole('toolbar', { name: 'Handlinger' })).getByRole('button', { name });

const ifMatchOf = (request: RecordedRequest | undefined): string | undefined => request?.headers['If-Match'];

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
  stored = caseModel({ Version: 3 });
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the case page and changes made by someone else', () => {
  it('sends the version it loaded as If-Match, and after a save the version the save answered with', async () => {
    caseServer({
      'POST /api/case/save': () => {
        stored = { ...stored, Version: 4 };
        return { body: '"1042"', headers: { etag: '"4"' } };
      },
      'DELETE /api/case/delete': { body: { Message: 'Sag nr. 1042 blev slettet permanent.' }, headers: { etag: '"5"' } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/Cases/Case/1042');
    await screen.findByTestId('case-title', {}, { timeout: 15_000 });

    await user.click(toolbarButton('Gem'));
    await screen.findByText('Sagen er gemt');
    expect(ifMatchOf(server.calls('POST /api/case/save')[0])).toBe('"3"');

    await waitFor(() => expect(server.calls('GET /api/Case/Get').at(-1)?.query).toEqual({ Id: '1042', MinVersion: '4' }));
    await user.click(toolbarButton('Slet sag'));
    await user.click(within(await screen.findByRole('dialog', { name: 'Slet sag' })).getByRole('button', { name: 'OK' }));
    await screen.findByRole('dialog', { name: 'Sag nr. 1042 blev slettet permanent.' });
    expect(ifMatchOf(server.calls('DELETE /api/case/delete')[0])).toBe('"4"');
  });

  it('on a 409 says that someone else changed the case, keeps the edits until asked, and reloads the version the 409 names', async () => {
    caseServer({
      'POST /api/case/save': () => ({
        status: 409,
        body: { Message: 'Data er netop blevet ændret af en anden. Hent siden igen og prøv igen.', Code: 'Conflict' },
        headers: { etag: `"${stored.Version}"` },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/Cases/Case/1042');
    await screen.findByTestId('case-title', {}, { timeout: 15_000 });
    changedElsewhere({ CustomerName: 'Anders Holm', Title: 'Sag 1042 - Anders Holm - VW Golf 1,5 TSI Style' });

    await user.click(toolbarButton('Gem'));
    const dialog = await screen.findByRole('dialog', { name: 'Sagen er ændret' });
    expect(dialog).toHaveTextContent('Sagen er ændret af en anden bruger. Genindlæs sagen for at se ændringerne.');
    expect(ifMatchOf(server.calls('POST /api/case/save')[0])).toBe('"3"');
    expect(screen.queryByText('Sagen er gemt')).not.toBeInTheDocument();
    expect(screen.getByTestId('case-title')).toHaveTextContent('Karen Jensen');

    await user.click(within(dialog).getByRole('button', { name: 'Genindlæs sagen' }));
    await waitFor(() => expect(screen.getByTestId('case-title')).toHaveTextContent('Sag 1042 - Anders Holm'));
    expect(server.calls('GET /api/Case/Get').at(-1)?.query).toEqual({ Id: '1042', MinVersion: '4' });
  });

  it('sends no If-Match for a case not saved yet', async () => {
    caseServer({
      'GET /api/Case/New': { body: { ...caseModel({ Id: null, Version: 0 }) } },
      'POST /api/case/save': () => {
        stored = caseModel({ Version: 1 });
        return { body: '"1042"', headers: { etag: '"1"' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/Cases/Case');
    await screen.findByTestId('case-title', {}, { timeout: 15_000 });

    await user.click(toolbarButton('Gem'));
    await screen.findByText('Sagen er gemt');
    expect(server.calls('POST /api/case/save')[0]?.headers).not.toHaveProperty('If-Match');
  });
});
