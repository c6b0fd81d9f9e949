import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN } from '@/test/admin-fixtures.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import type { News } from '../api/types.ts';

const blank: News = {
  Id: '0', PublishDate: '28-11-2026', PublishTime: '09:00', Subject: '', AuthorId: '', Author: '', CategoryId: '', Category: '', Body: '', Images: [], ThumbnailGuid: null, ThumbnailUrl: null, IsPublished: false,
};
const saved: News = { ...blank, Id: '7', Subject: 'Ny version', AuthorId: '1', Author: 'Redaktionen', CategoryId: '2', Category: 'Drift', Body: '<p>Tekst</p>', IsPublished: true };

let server: ReturnType<typeof fakeServer>;
const editorServer = (routes: FakeRoutes) => {
  server = fakeServer({
    'GET /api/account/settings': { body: ADMIN },
    'GET /api/newsauthors': { body: [{ Id: '1', Name: 'Redaktionen' }] },
    'GET /api/newscategories': { body: [{ Id: '2', Name: 'Drift' }] },
    ...routes,
  });
};

beforeEach(() => {
  server = fakeServer({});
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the news edit page', () => {
  it('asks for subject, author and category, then saves and goes to the saved item’s edit page', async () => {
    editorServer({
      'GET /api/Admin/News/Edit/0': { body: blank },
      'POST /api/Admin/News/Edit/0': { body: { IsValid: true, View: '<article></article>', Model: { Id: '7' }, Message: 'Nyheden er gemt' }, headers: { etag: '"1"' } },
      'GET /api/Admin/News/Edit/7': { body: saved },
    });
    const { router } = renderApp('/Admin/News/Edit/0');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Ny nyhed' });
    // The editor is loaded apart from the page, and then edits the body.
    expect(await screen.findByRole('textbox', { name: 'Tekst' }, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Emne skal udfyldes.')).toBeInTheDocument();
    expect(screen.getByText('Vælg en forfatter.')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Emne' }), 'Ny version');
    await user.click(screen.getByRole('combobox', { name: 'Forfatter' }));
    await user.click(await screen.findByRole('option', { name: 'Redaktionen' }));
    await user.click(screen.getByRole('combobox', { name: 'Kategori' }));
    await user.click(await screen.findByRole('option', { name: 'Drift' }));
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin/News/Edit/7'));
    expect(await screen.findByText('Nyheden er gemt')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Rediger nyhed' })).toBeInTheDocument();
    const post = server.requests.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ Subject: 'Ny version', AuthorId: '1', CategoryId: '2', PublishDate: '28-11-2026', PublishTime: '09:00' });
    expect(server.requests.find((request) => request.path === '/api/Admin/News/Edit/7')?.query.MinVersion).toBe('1');
  });

  it('adds an author and a category and chooses them at once', async () => {
    editorServer({
      'GET /api/Admin/News/Edit/0': { body: blank },
      'POST /api/newsauthors': { body: { Id: '3', Name: 'Produktteamet' } },
      'POST /api/newscategories': { body: { Id: '4', Name: 'Tips og tricks' } },
    });
    renderApp('/Admin/News/Edit/0');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Ny forfatter' }), 'Produktteamet');
    await user.click(screen.getAllByRole('button', { name: 'Tilføj' })[0]!);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Forfatter' })).toHaveValue('Produktteamet'));
    await user.type(screen.getByRole('textbox', { name: 'Ny kategori' }), 'Tips og tricks');
    await user.click(screen.getAllByRole('button', { name: 'Tilføj' })[1]!);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Kategori' })).toHaveValue('Tips og tricks'));
    expect(screen.getByRole('combobox', { name: 'Forfatter' })).toHaveValue('Produktteamet');
  });

  it('shows the server-rendered preview in a modal', async () => {
    editorServer({
      'GET /api/Admin/News/Edit/7': { body: saved },
      'POST /api/Admin/News/Preview': { body: { View: '<article><h2>Ny version</h2><p>Server-vist</p></article>' } },
    });
    renderApp('/Admin/News/Edit/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forhåndsvis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forhåndsvisning' });
    expect(within(dialog).getByText('Server-vist')).toBeInTheDocument();
  });

  it('moves a picture with its caption and saves the pictures in their new order, the thumbnail kept', async () => {
    const picture = (guid: string, Caption: string) => ({ Guid: guid, Caption, Url: `/pictures/news/${guid}/original.jpg`, ThumbnailUrl: `/pictures/news/${guid}/thumbnail.jpg` });
    const first = '11111111-1111-4111-8111-111111111111';
    const second = '22222222-2222-4222-8222-222222222222';
    const withPictures: News = { ...saved, Images: [picture(first, 'Forfra'), picture(second, 'Bagfra')], ThumbnailGuid: first };
    editorServer({
      'GET /api/Admin/News/Edit/7': { body: withPictures },
      'POST /api/Admin/News/Edit/7': { body: { IsValid: true, View: '<article></article>', Model: { Id: '7' }, Message: 'Nyheden er gemt' }, headers: { etag: '"2"' } },
    });
    renderApp('/Admin/News/Edit/7');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Flyt billede 1 til venstre' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Flyt billede 2 til højre' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Flyt billede 2 til venstre' }));
    expect(screen.getByRole('textbox', { name: 'Billedtekst 1' })).toHaveValue('Bagfra');
    expect(screen.getByRole('textbox', { name: 'Billedtekst 2' })).toHaveValue('Forfra');
    expect(screen.getByRole('button', { name: 'Flyt billede 1 til venstre' })).toBeDisabled();
    // Moving records nothing until the item is saved.
    expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(server.requests.find((request) => request.method === 'POST')).toBeDefined());
    expect(server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      Images: [
        { Guid: second, Caption: 'Bagfra' },
        { Guid: first, Caption: 'Forfra' },
      ],
      ThumbnailGuid: first,
    });
  });

  it('deletes after the confirmation and goes to the list', async () => {
    editorServer({
      'GET /api/Admin/News/Edit/7': { body: saved },
      'POST /api/Admin/News/Delete/7': { body: { Message: 'Nyheden er blevet slettet' } },
      'GET /api/Admin/News': { body: { Total: 0, Offset: 0, Count: 0, List: [] } },
      'GET /api/newsdates': { body: [] },
    });
    const { router } = renderApp('/Admin/News/Edit/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Slet' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin/News'));
    expect(await screen.findByText('Nyheden er blevet slettet')).toBeInTheDocument();
    expect(await screen.findByText('Ingen nyheder')).toBeInTheDocument();
  });
});
