import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MICRO_FRONTEND_FALLBACK } from '@/components/micro-frontend-host.tsx';
import { userWith } from '@/test/case-fixtures.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';

let server: ReturnType<typeof fakeServer>;
const SALESMAN = userWith({ RoleFlags: ['case', 'can_see_my_cars'] });

afterEach(() => expect(server.unexpected).toEqual([]));

describe('/Advertising/rules', () => {
  it('loads the rules and the master data from their own bases, and shows the fallback in the box of the one that cannot be fetched', async () => {
    server = fakeServer({
      'GET /api/account/settings': { body: SALESMAN },
      'GET /api/advertisingrules/asset-manifest.json': { status: 503, body: 'Service Unavailable' },
      'GET /api/advertisingmasterdata/asset-manifest.json': { status: 404, body: 'Not found' },
    });
    renderApp('/Advertising/rules');
    expect(await screen.findByRole('heading', { name: 'Annonceringsregler', level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Hovedmenu' })).getByRole('link', { name: 'Annonceringsregler' })).toHaveAttribute('aria-current', 'page');
    for (const region of ['Regler', 'Stamdata til annoncer']) {
      const box = screen.getByRole('region', { name: region });
      expect(await within(box).findByText(MICRO_FRONTEND_FALLBACK)).toBeInTheDocument();
    }
    expect(server.requests.map((request) => request.path)).toEqual(expect.arrayContaining(['/api/advertisingrules/asset-manifest.json', '/api/advertisingmasterdata/asset-manifest.json']));
    await waitFor(() =>
      expect((window.dataLayer ?? []).filter((entry) => entry.event === 'dealerhub.microFrontendUnavailable').map((entry) => entry.service)).toEqual(
        expect.arrayContaining(['advertisingrules', 'advertisingmasterdata']),
      ),
    );
  });
});
