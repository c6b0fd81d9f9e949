import type { FakeRoutes } from './fake-server.ts';

const NOTHING = { CasesCreated: 0, OffersPrinted: 0, ContractsSigned: 0, CarsDelivered: 0, LeadsLost: 0 };
const NO_REMINDERS = { InternalCars: 0, NoDescription: 0, NoMileage: 0, NoPictures: 0, ExpiringCars: 0, ExpiredCars: 0 };
const NO_BARS = [
  { Label: '0-30 dage', Frequency: 0, DaysFrom: 0, DaysTo: 30 },
  { Label: '31-60 dage', Frequency: 0, DaysFrom: 31, DaysTo: 60 },
  { Label: '61-90 dage', Frequency: 0, DaysFrom: 61, DaysTo: 90 },
  { Label: '91+ dage', Frequency: 0, DaysFrom: 91, DaysTo: null },
];

/** The dashboard's widgets with nothing to show: for tests that pass the front page on their way elsewhere. */
export const EMPTY_DASHBOARD: FakeRoutes = {
  'GET /api/LatestCasesWidget/': { body: { Total: 0, List: [] } },
  'GET /api/leadfunnelwidget/': { body: { ManagementLevel: 0, MayReadDepartment: false, Months: [], Salespeople: [], Total: NOTHING } },
  'GET /api/news/latest': { body: [] },
  'GET /api/summarywidget/': { body: { AvgStockDays: 0, NumberOfCars: 0, StockValue: 0 } },
  'GET /api/reminderwidget/': (request) => ({ body: { SearchType: request.query.searchType ?? 'dealer', ...NO_REMINDERS } }),
  'GET /api/daysinstockwidget/': { body: NO_BARS },
  'GET /api/vimeo': { body: [] },
  'GET /api/carlist/getmakes/': { body: [] },
  // The advertising service's widget is not there in a unit test: the widget shows its fallback.
  'GET /api/advertisingoptimisation/widget/asset-manifest.json': { status: 404, body: { Message: 'Ikke fundet.' } },
  'GET /api/quickcalculator/asset-manifest.json': { status: 404, body: { Message: 'Ikke fundet.' } },
};
