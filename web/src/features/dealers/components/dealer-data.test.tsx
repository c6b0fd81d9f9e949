import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@/lib/current-user.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { ADMIN, OWNER, SALESMAN } from '@/test/admin-fixtures.ts';
import { EMPTY_DASHBOARD } from '@/test/dashboard-fixtures.ts';

let server: ReturnType<typeof fakeServer>;

const dataServer = (user: CurrentUser = ADMIN, routes: FakeRoutes = {}) => {
  server = fakeServer({ 'GET /api/account/settings': { body: user }, ...routes });
  return server;
};

beforeEach(() => {
  server = fakeServer({});
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the data-retention page', () => {
  it("offers the spec's periods, default indefinite and 365 days, and saves them: 'Forhandler oplysning gemt.'", async () => {
    dataServer(ADMIN, {
      'GET /api/GdprRetention/GetGdprRetention': { body: { customerAndCasesRetentionDays: -1, leadsRetentionDays: 365 } },
      'POST /api/GdprRetention/UpdateGdprRetention': { body: { Message: 'Forhandler oplysning gemt.' } },
    });
    renderApp('/Organization/GdprRetention');
    const user = userEvent.setup();

    const customers = await screen.findByRole('combobox', { name: 'Kunder og sager' });
    expect(customers).toHaveValue('Ubegrænset');
    expect(screen.getByRole('combobox', { name: 'Leads' })).toHaveValue('365 dage (1 år)');
    expect(screen.getByRole('button', { name: 'Gem' })).toBeDisabled();

    await user.click(customers);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Ubegrænset',
      '180 dage',
      '365 dage (1 år)',
      '1.095 dage (3 år)',
      '1.825 dage (5 år)',
    ]);
    await user.click(screen.getByRole('option', { name: '1.095 dage (3 år)' }));
    await user.click(screen.getByRole('combobox', { name: 'Leads' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['14 dage', '90 dage', '365 dage (1 år)']);
    await user.click(screen.getByRole('option', { name: '90 dage' }));
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    // Shorter periods erase from tonight: asked first, and nothing is saved when the question is declined.
    const question = await screen.findByRole('dialog', { name: 'Kortere opbevaring' });
    expect(question).toHaveTextContent(
      'Fra i nat kunder og sager, der ikke er ændret i 1.095 dage, slettes permanent, og leads ældre end 90 dage fjernes. Det kan ikke fortrydes. Vil du gemme?',
    );
    await user.click(within(question).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kortere opbevaring' })).not.toBeInTheDocument());
    expect(server.calls('POST /api/GdprRetention/UpdateGdprRetention')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Kortere opbevaring' })).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Forhandler oplysning gemt.')).toBeInTheDocument();
    expect(server.calls('POST /api/GdprRetention/UpdateGdprRetention')[0]?.body).toEqual({ customerAndCasesRetentionDays: 1095, leadsRetentionDays: 90 });
  });

  it("says 'Der opstod en fejl ved gemning af forhandler oplysning.' when the save fails", async () => {
    dataServer(ADMIN, {
      'GET /api/GdprRetention/GetGdprRetention': { body: { customerAndCasesRetentionDays: 180, leadsRetentionDays: 14 } },
      'POST /api/GdprRetention/UpdateGdprRetention': { status: 500, body: { Message: 'Intern fejl.' } },
    });
    renderApp('/Organization/GdprRetention');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Leads' }));
    await user.click(await screen.findByRole('option', { name: '90 dage' }));
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Der opstod en fejl ved gemning af forhandler oplysning.')).toBeInTheDocument();
  });

  it("says 'Der opstod en fejl ved indlæsning af indstillinger for opbevaring af data.' when the periods cannot be read", async () => {
    dataServer(ADMIN, { 'GET /api/GdprRetention/GetGdprRetention': { status: 500, body: { Message: 'Intern fejl.' } } });
    renderApp('/Organization/GdprRetention');
    expect(await screen.findByRole('alert')).toHaveTextContent('Der opstod en fejl ved indlæsning af indstillinger for opbevaring af data.');
  });

  it('is in the menu for those who administrate dealer data, not for a salesman', async () => {
    dataServer(OWNER, { 'GET /api/GdprRetention/GetGdprRetention': { body: { customerAndCasesRetentionDays: -1, leadsRetentionDays: 365 } } });
    const { unmount } = renderApp('/Organization/GdprRetention');
    const menu = await screen.findByRole('navigation', { name: 'Hovedmenu' });
    expect(within(menu).getByRole('link', { name: 'Opbevaring af data' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Nummerplader' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Bilag til slutsedler' })).toBeInTheDocument();
    unmount();

    dataServer(SALESMAN, EMPTY_DASHBOARD);
    renderApp('/');
    const salesmanMenu = await screen.findByRole('navigation', { name: 'Hovedmenu' });
    await within(salesmanMenu).findByRole('link', { name: 'Forside' });
    expect(within(salesmanMenu).queryByRole('link', { name: 'Opbevaring af data' })).not.toBeInTheDocument();
    expect(within(salesmanMenu).queryByRole('link', { name: 'Nummerplader' })).not.toBeInTheDocument();
  });
});

describe('the dealer plates page', () => {
  it('lists the plates, adds one upper-cased and deletes one after confirmation', async () => {
    let plates = [{ Id: '1', RegistrationNumber: 'AB12345' }];
    dataServer(ADMIN, {
      'GET /api/dealerplate/dealerplatesbydealerid': () => ({ body: plates }),
      'POST /api/dealerplate/add': (request) => {
        plates = [...plates, { Id: '2', RegistrationNumber: (request.body as { RegistrationNumber: string }).RegistrationNumber }];
        return { body: { Message: 'Forhandler oplysning gemt.' }, headers: { etag: '"12"' } };
      },
      'DELETE /api/dealerplate/delete': (request) => {
        plates = plates.filter((plate) => plate.Id !== request.query.id);
        return { body: { Message: 'Forhandler oplysning gemt.' } };
      },
    });
    renderApp('/Organization/DealerPlates');
    const user = userEvent.setup();

    expect(await screen.findByRole('cell', { name: 'AB12345' })).toBeInTheDocument();
    expect(server.calls('GET /api/dealerplate/dealerplatesbydealerid')[0]?.query).toEqual({ dealerId: '101' });

    await user.click(screen.getByRole('button', { name: 'Tilføj' }));
    expect(await screen.findByText('Pladenummer skal udfyldes.')).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'Registreringsnummer' });
    await user.type(input, 'cd 98765');
    expect(input).toHaveValue('CD 98765');
    await user.click(screen.getByRole('button', { name: 'Tilføj' }));
    expect(await screen.findByRole('cell', { name: 'CD98765' })).toBeInTheDocument();
    expect(server.calls('POST /api/dealerplate/add')[0]?.body).toEqual({ DealerId: '101', RegistrationNumber: 'CD98765' });
    // The list is asked at the version the add answered (the server waits for it), not again and again.
    expect(server.calls('GET /api/dealerplate/dealerplatesbydealerid').at(-1)?.query).toEqual({ dealerId: '101', MinVersion: '12' });

    // The plate rule is the server's: only letters and digits.
    await user.type(input, 'ab.12');
    await user.click(screen.getByRole('button', { name: 'Tilføj' }));
    expect(await screen.findByText('Pladenummer må kun indeholde bogstaver og tal (højst 12).')).toBeInTheDocument();
    expect(server.calls('POST /api/dealerplate/add')).toHaveLength(1);
    await user.clear(input);

    await user.click(screen.getByRole('button', { name: 'Slet AB12345' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Slet nummerplade' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'AB12345' })).not.toBeInTheDocument());
    expect(server.calls('DELETE /api/dealerplate/delete')[0]?.query).toEqual({ dealerId: '101', id: '1' });
  });

  it("shows the server's refusal of a plate on the field", async () => {
    dataServer(ADMIN, {
      'GET /api/dealerplate/dealerplatesbydealerid': { body: [] },
      'POST /api/dealerplate/add': { status: 400, body: { Message: 'Pladenummer må kun indeholde bogstaver og tal (højst 12).', Field: 'RegistrationNumber' } },
    });
    renderApp('/Organization/DealerPlates');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Registreringsnummer' }), 'AB-123');
    await user.click(screen.getByRole('button', { name: 'Tilføj' }));
    expect(await screen.findByText('Pladenummer må kun indeholde bogstaver og tal (højst 12).')).toBeInTheDocument();
  });
});
