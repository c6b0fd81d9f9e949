import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SALESMAN } from '@/test/admin-fixtures.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { VIDEO_GROUPS_STORAGE_KEY } from '../api/video-groups.ts';

const GROUPS = [
  { Name: 'Kom godt i gang', Videos: [{ Id: '100001', Name: 'Log ind og find rundt', PlayerUrl: null }] },
  { Name: 'Salg', Videos: [{ Id: '200001', Name: 'Opret en sag', PlayerUrl: null }] },
];

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer({});
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the support videos page', () => {
  it('lists the groups, keeps them in local storage, and plays a video in a titled player', async () => {
    server = fakeServer({ 'GET /api/account/settings': { body: SALESMAN }, 'GET /api/vimeo': { body: GROUPS } });
    renderApp('/SupportVideos');
    const user = userEvent.setup();
    const sales = await screen.findByRole('region', { name: 'Salg' });
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(VIDEO_GROUPS_STORAGE_KEY) ?? 'null')).toEqual(GROUPS));
    await user.click(within(sales).getByRole('button', { name: 'Opret en sag' }));
    const player = await screen.findByRole('dialog', { name: 'Opret en sag' });
    expect(within(player).getByRole('img', { name: 'Plakat for Opret en sag' })).toBeInTheDocument();
  });

  it('shows the cached groups and the error when the server does not answer 200', async () => {
    window.localStorage.setItem(VIDEO_GROUPS_STORAGE_KEY, JSON.stringify(GROUPS));
    server = fakeServer({ 'GET /api/account/settings': { body: SALESMAN }, 'GET /api/vimeo': { status: 502, body: { Message: 'Videoerne kan ikke hentes i øjeblikket.' } } });
    renderApp('/SupportVideos');
    expect(await screen.findByText('Videoerne kan ikke hentes i øjeblikket.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kom godt i gang' })).toBeInTheDocument();
  });
});
