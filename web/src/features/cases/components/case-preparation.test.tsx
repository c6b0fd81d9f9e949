import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeAnswer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import type { CaseModel } from '../api/types.ts';
import type { CaseCommandName } from '../../../../../domain/cases/available-commands.ts';
import { CASE_TAB_ROUTES, caseModel, PERMITTED_CASE_COMMANDS, SALESMAN, servedCase, userWith } from '@/test/case-fixtures.ts';

// Rendering the whole case page takes a while on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const MECHANIC = userWith({ UserId: '12', Name: 'Jonas Mekaniker', Username: 'mekaniker@demo.dk', SimpleRole: 'Mechanic' });
const AGREEMENTS = { GeneralComments: 'Vinterhjul medfølger', PreparationComment: 'Mekanik:\nSkift pollenfilter' };

let server: ReturnType<typeof fakeServer>;
let stored: CaseModel;

/** The case as the server answers the signed-in user: with the commands their role is permitted. */
let permitted: readonly CaseCommandName[] = PERMITTED_CASE_COMMANDS.Salesman;
const answerCase = (): FakeAnswer => ({ body: servedCase(stored, permitted), headers: { etag: `"${stored.Version}"` } });
const caseServer = (user: typeof SALESMAN, routes: FakeRoutes = {}) => {
  permitted = PERMITTED_CASE_COMMANDS[user.SimpleRole as 'Salesman' | 'Mechanic' | 'Bookkeeper'];
  server = fakeServer({ ...CASE_TAB_ROUTES, 'GET /api/account/settings': { body: user }, 'GET /api/Case/Get': answerCase, ...routes });
  return server;
};

const openAgreements = async () => {
  renderApp('/Cases/Case/1042#/otheragreements');
  await screen.findByTestId('case-title', {}, { timeout: 15_000 });
  return within(screen.getByTestId('other-agreements-tab'));
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
  stored = caseModel({ Version: 3, OtherAgreements: AGREEMENTS });
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the preparation comment for a mechanic', () => {
  it('is editable on the read-only case and saved on its own with If-Match, then the saved version is shown', async () => {
    caseServer(MECHANIC, {
      'POST /api/case/savepreparation': (request) => {
        stored = { ...stored, Version: 4, OtherAgreements: { ...AGREEMENTS, PreparationComment: (request.body as { PreparationComment: string }).PreparationComment } };
        return { body: '1042', headers: { etag: '"4"' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const tab = await openAgreements();

    // Everything else stays read-only, and the case itself cannot be saved.
    expect(tab.getByRole('textbox', { name: 'Generelle bemærkninger' })).toHaveAttribute('readonly');
    expect(within(screen.getByRole('toolbar', { name: 'Handlinger' })).queryByRole('button', { name: 'Gem' })).not.toBeInTheDocument();
    const comment = tab.getByRole('textbox', { name: 'Kommentar til klargøring' });
    expect(comment).not.toHaveAttribute('readonly');
    expect(comment).toHaveValue(AGREEMENTS.PreparationComment);

    await user.type(comment, '\nKosmetik: rens sæder');
    await user.click(tab.getByRole('button', { name: 'Gem klargøring' }));
    await screen.findByText('Klargøringen er gemt');
    const [save] = server.calls('POST /api/case/savepreparation');
    expect(save?.body).toEqual({ CaseId: '1042', PreparationComment: 'Mekanik:\nSkift pollenfilter\nKosmetik: rens sæder' });
    expect(save?.headers['If-Match']).toBe('"3"');
    expect(server.calls('POST /api/case/save')).toEqual([]);
    await waitFor(() => expect(server.calls('GET /api/Case/Get').at(-1)?.query).toEqual({ Id: '1042', MinVersion: '4' }));
    expect(tab.getByRole('textbox', { name: 'Kommentar til klargøring' })).toHaveValue('Mekanik:\nSkift pollenfilter\nKosmetik: rens sæder');
  });

  it('on a 409 offers to reload the case that someone else changed', async () => {
    caseServer(MECHANIC, {
      'POST /api/case/savepreparation': () => ({
        status: 409,
        body: { Message: 'Data er netop blevet ændret af en anden. Hent siden igen og prøv igen.', Code: 'Conflict' },
        headers: { etag: '"4"' },
      }),
    });
    const user = userEvent.setup({ delay: null });
    const tab = await openAgreements();
    stored = { ...stored, Version: 4, OtherAgreements: { ...AGREEMENTS, PreparationComment: 'Mekanik: allerede skiftet' } };

    await user.type(tab.getByRole('textbox', { name: 'Kommentar til klargøring' }), ' - ok');
    await user.click(tab.getByRole('button', { name: 'Gem klargøring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sagen er ændret' });
    expect(screen.queryByText('Klargøringen er gemt')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Genindlæs sagen' }));
    await waitFor(() => expect(tab.getByRole('textbox', { name: 'Kommentar til klargøring' })).toHaveValue('Mekanik: allerede skiftet'));
    expect(server.calls('GET /api/Case/Get').at(-1)?.query).toEqual({ Id: '1042', MinVersion: '4' });
  });

  it('is not offered on its own to a role that edits the case, nor to a bookkeeper', async () => {
    caseServer(SALESMAN);
    let tab = await openAgreements();
    expect(tab.getByRole('textbox', { name: 'Kommentar til klargøring' })).not.toHaveAttribute('readonly');
    expect(tab.queryByRole('button', { name: 'Gem klargøring' })).not.toBeInTheDocument();
    cleanup();

    caseServer(userWith({ SimpleRole: 'Bookkeeper' }));
    tab = await openAgreements();
    expect(tab.getByRole('textbox', { name: 'Kommentar til klargøring' })).toHaveAttribute('readonly');
    expect(tab.queryByRole('button', { name: 'Gem klargøring' })).not.toBeInTheDocument();
  });
});
