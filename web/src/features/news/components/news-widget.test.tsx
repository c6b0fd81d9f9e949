import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { NewsWidget } from './news-widget.tsx';

const news = {
  Id: '7', PublishDate: '01-11-2026', PublishTime: '08:30', Subject: 'Ny version', AuthorId: '1', Author: 'Redaktionen', CategoryId: '2', Category: 'Drift',
  Body: '<p>Nu med <strong>nyheder</strong></p>', ThumbnailGuid: null, ThumbnailUrl: null, IsPublished: true,
};

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer({});
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

const renderWidget = () =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <NewsWidget />
    </AppProviders>,
  );

describe('the news widget', () => {
  it('lists the latest news and opens one with its body and its pictures in order, each with its caption', async () => {
    const picture = (guid: string, Caption: string) => ({ Guid: guid, Caption, Url: `/pictures/news/${guid}/original.jpg`, ThumbnailUrl: `/pictures/news/${guid}/thumbnail.jpg` });
    server = fakeServer({
      'GET /api/news/latest': { body: [news] },
      'GET /api/news/get': {
        body: { ...news, Images: [picture('22222222-2222-4222-8222-222222222222', 'Det nye skrivebord'), picture('11111111-1111-4111-8111-111111111111', 'Kaffen er klar')] },
      },
    });
    renderWidget();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Ny version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny version' });
    expect(within(dialog).getByText('nyheder').tagName).toBe('STRONG');
    expect(within(dialog).getByText('01-11-2026 kl. 08:30 · Redaktionen · Drift')).toBeInTheDocument();
    expect(server.requests.find((request) => request.path === '/api/news/latest')?.query.count).toBe('5');
    const pictures = await within(dialog).findAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual(['Det nye skrivebord', 'Kaffen er klar']);
    expect(within(dialog).getByText('Kaffen er klar').tagName).toBe('FIGCAPTION');
    expect(server.requests.find((request) => request.path === '/api/news/get')?.query.id).toBe('7');
  });

  it('shows the widget fallback when the news cannot be read', async () => {
    server = fakeServer({ 'GET /api/news/latest': { status: 500, body: { Message: 'Der skete en fejl.' } } });
    renderWidget();
    expect(await screen.findByText('Service kan ikke hentes i øjeblikket.')).toBeInTheDocument();
  });
});
