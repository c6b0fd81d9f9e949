import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CaseModel } from '@/features/cases/api/types.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { BLANK_CASE, CASE_TAB_ROUTES, caseModel, SALES_ITEM, SALESMAN } from '@/test/case-fixtures.ts';

let server: ReturnType<typeof fakeServer>;
let stored: CaseModel;

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('a new case opened from a finance offer (/Cases/Case?financeOfferId=)', () => {
  it("asks the server for the offer's deal and saves the case with the offer", async () => {
    server = fakeServer({
      ...CASE_TAB_ROUTES,
      'GET /api/account/settings': { body: SALESMAN },
      'GET /api/Case/New': (request) =>
        request.query.financeOfferId === '900'
          ? { body: { ...BLANK_CASE, FinanceOfferId: '900', CustomerId: '7', CustomerName: 'Karen Jensen', SalesItem: SALES_ITEM, Title: 'Ny sag - Karen Jensen - VW Golf 1,5 TSI Style', MissingForPrint: null } }
          : { status: 404, body: { Message: 'Tilbuddet findes ikke.' } },
      'GET /api/Case/Get': () => ({ body: stored }),
      'POST /api/case/save': () => {
        stored = caseModel({ Id: '1043', Version: 1, FinanceOfferId: '900' });
        return { body: '"1043"', headers: { etag: '"1"' } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/Cases/Case?financeOfferId=900');

    expect(await screen.findByTestId('case-title')).toHaveTextContent(/^Ny sag - Karen Jensen - VW Golf 1,5 TSI Style$/);
    expect(server.calls('GET /api/Case/New').at(-1)?.query).toEqual({ financeOfferId: '900' });

    await user.click(within(screen.getByRole('toolbar', { name: 'Handlinger' })).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cases/Case/1043'));
    expect(server.calls('POST /api/case/save')[0]?.body).toMatchObject({ CustomerId: '7', FinanceOfferId: '900', SalesItem: SALES_ITEM });
  });

  it('ignores an offer id that is not a number', async () => {
    server = fakeServer({
      ...CASE_TAB_ROUTES,
      'GET /api/account/settings': { body: SALESMAN },
      'GET /api/Case/New': { body: BLANK_CASE },
    });
    renderApp('/Cases/Case?financeOfferId=abc');
    expect(await screen.findByTestId('case-title')).toHaveTextContent(/^Ny sag$/);
    expect(server.calls('GET /api/Case/New').at(-1)?.query).toEqual({});
  });
});
