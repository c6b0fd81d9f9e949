import type { FakeRoutes } from './fake-server.ts';

const NOTHING = { CasesCreated: 0, OffersPrinted: 0, ContractsSigned: 0, CarsDelivered: 0, LeadsLost: 0 };

/** The dashboard's widgets with nothing to show: for tests that pass the front page on their way elsewhere. */
export const EMPTY_DASHBOARD: FakeRoutes = {
  'GET /api/LatestCasesWidget/': { body: { Total: 0, List: [] } },
  'GET /api/leadfunnelwidget/': { body: { ManagementLevel: 0, MayReadDepartment: false, Months: [], Salespeople: [], Total: NOTHING } },
  'GET /api/news/latest': { body: [] },
};
