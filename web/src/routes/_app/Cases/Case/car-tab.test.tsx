import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueVariant } from '../../../../../../domain/catalogue/model-catalogue.ts';
import { SalesItemMessages } from '../../../../../../domain/cases/sales-item.ts';
import type { SalesItem } from '../../../../../../events/cases.ts';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import type { CaseModel } from '@/features/cases/api/types.ts';
import { caseModel, SALES_ITEM } from '@/test/case-fixtures.ts';
import { CATALOGUE_COLUMNS_STORAGE_KEY } from '@/features/catalogue/components/catalogue-modal.tsx';
import { CarTab } from '@/features/cases/components/tabs/car-tab.tsx';
import { casePageSlots } from '../-slots.tsx';
import { renderCarTab } from './-render-car-tab.test-support.tsx';

const variant = (changes: Partial<CatalogueVariant>): CatalogueVariant => ({
  CarGuid: '11111111-1111-4111-a111-111111111111',
  Make: 'Volkswagen',
  Model: 'Golf',
  Type: 'Golf 1.5 eTSI 116 hk',
  FactoryCode: 'GOL116LI1',
  Variant: '1.5 eTSI Life',
  EquipmentLevel: 'Life',
  ModelYear: 2026,
  EffectiveDate: '2025-09-01',
  TotalPrice: 299_990,
  PriceType: 'A',
  FuelType: 'Benzin',
  NumberOfDoors: 5,
  Motor: '1.5 eTSI',
  Effect: 116,
  KmPerLiter: 19.6,
  CarType: 1,
  CarTypeName: 'Personbil',
  IsVan: false,
  ChassisTypes: ['Hatchback'],
  ChargerType: null,
  ...changes,
});
const GOLF = variant({});
const TRANSPORTER = variant({
  CarGuid: '22222222-2222-4222-a222-222222222222',
  Model: 'Transporter',
  Type: 'Transporter 2.0 TDI 110 hk',
  FactoryCode: 'TRA110KA1',
  Variant: '2.0 TDI Kassevogn',
  EquipmentLevel: 'Kassevogn',
  TotalPrice: 329_900,
  PriceType: 'S',
  CarType: 2,
  IsVan: true,
});


let server: ReturnType<typeof fakeServer>;
const catalogueServer = (routes: FakeRoutes = {}) => {
  server = fakeServer({
    'GET /api/dbi/getmakes': { body: ['Kia', 'Volkswagen'] },
    'GET /api/dbi/gettypes': { body: [{ Id: 1, Name: 'Personbil' }, { Id: 2, Name: 'Varebil' }] },
    'GET /api/dbi/getmodels': { body: ['Golf', 'Transporter'] },
    'GET /api/dbi/search': ({ query }) => {
      const list = [GOLF, TRANSPORTER].filter((row) => (!query.model || row.Model === query.model) && (!query.freetext || row.Type.toLowerCase().includes(query.freetext)));
      return { body: { Total: list.length, List: list } };
    },
    ...routes,
  });
  return server;
};


const chooseOption = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

beforeEach(() => {
  notifications.clean();
  modals.closeAll();
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=xsrf-1';
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
  vi.useRealTimers();
});

describe('car tab: the model catalogue', () => {
  it('filters by make and model, shows the default columns with price type S as V, and picks a variant by double-click', async () => {
    catalogueServer();
    const user = userEvent.setup();
    const changes = renderCarTab(null);

    await user.click(screen.getByRole('button', { name: 'Vælg fra modelkatalog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vælg bil fra modelkatalog' });
    await chooseOption(user, 'Mærke', 'Volkswagen');
    expect(await within(dialog).findByText('Transporter 2.0 TDI 110 hk')).toBeInTheDocument();
    expect(server.calls('GET /api/dbi/search').at(-1)?.query).toEqual({ make: 'Volkswagen' });
    expect(server.calls('GET /api/dbi/gettypes').at(-1)?.query).toEqual({ make: 'Volkswagen' });

    const headers = within(dialog).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Type', 'Fabrikskode', 'Variant', 'Udstyrsniveau', 'Modelår', 'Ikrafttrædelse', 'Totalpris', 'Pristype']);
    const transporterRow = within(dialog).getByText('Transporter 2.0 TDI 110 hk').closest('tr')!;
    expect(within(transporterRow).getByText('V')).toBeInTheDocument();
    expect(within(transporterRow).getByText('01-09-2025')).toBeInTheDocument();
    expect(within(within(dialog).getByText('Golf 1.5 eTSI 116 hk').closest('tr')!).getByText('A')).toBeInTheDocument();

    await chooseOption(user, 'Model', 'Golf');
    await waitFor(() => expect(within(dialog).queryByText('Transporter 2.0 TDI 110 hk')).not.toBeInTheDocument());
    expect(server.calls('GET /api/dbi/search').at(-1)?.query).toEqual({ make: 'Volkswagen', model: 'Golf' });

    await user.dblClick(within(dialog).getByText('Golf 1.5 eTSI 116 hk'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vælg bil fra modelkatalog' })).not.toBeInTheDocument());
    expect(changes.at(-1)).toMatchObject({
      CarGuid: GOLF.CarGuid,
      Title: 'Volkswagen Golf 1.5 eTSI Life',
      IsFactoryNew: true,
      SalesItemPriceWithVat: 299_990,
      Id: null,
    });
    expect(screen.getByTestId('case-car')).toHaveTextContent('Volkswagen Golf 1.5 eTSI Life (fabriksny)');
  });

  it('remembers the chosen columns in the browser', async () => {
    catalogueServer();
    const user = userEvent.setup();
    renderCarTab(null);

    await user.click(screen.getByRole('button', { name: 'Vælg fra modelkatalog' }));
    await chooseOption(user, 'Mærke', 'Volkswagen');
    await screen.findByText('Golf 1.5 eTSI 116 hk');
    await user.click(screen.getByRole('button', { name: 'Kolonner' }));
    await user.click(screen.getByRole('checkbox', { name: 'Motor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fabrikskode' }));
    expect(JSON.parse(localStorage.getItem(CATALOGUE_COLUMNS_STORAGE_KEY)!)).toEqual([
      'Type',
      'Variant',
      'EquipmentLevel',
      'ModelYear',
      'EffectiveDate',
      'TotalPrice',
      'PriceType',
      'Motor',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Annuller' }));
    await user.click(screen.getByRole('button', { name: 'Vælg fra modelkatalog' }));
    await chooseOption(user, 'Mærke', 'Volkswagen');
    await screen.findByText('Golf 1.5 eTSI 116 hk');
    const headers = within(screen.getByRole('dialog', { name: 'Vælg bil fra modelkatalog' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toContain('Motor');
    expect(headers.map((header) => header.textContent)).not.toContain('Fabrikskode');
  });

  it('searches the free text once per 600 ms, not per keystroke', async () => {
    catalogueServer();
    const user = userEvent.setup();
    renderCarTab(null);
    await user.click(screen.getByRole('button', { name: 'Vælg fra modelkatalog' }));
    const freetext = await screen.findByRole('textbox', { name: 'Fritekst' });

    // Typed without pauses: the word is searched once, no sooner than 600 ms after the first keystroke.
    const searchedAt: number[] = [];
    server.answer('GET /api/dbi/search', () => {
      searchedAt.push(Date.now());
      return { body: { Total: 1, List: [GOLF] } };
    });
    const typist = userEvent.setup({ delay: null });
    const typedAt = Date.now();
    await typist.type(freetext, 'golf');
    expect(await screen.findByText('Golf 1.5 eTSI 116 hk')).toBeInTheDocument();
    expect(server.calls('GET /api/dbi/search').map((call) => call.query.freetext)).toEqual(['golf']);
    expect(searchedAt[0]! - typedAt).toBeGreaterThanOrEqual(600);

    // Typing on starts the clock again: one more search for the whole addition.
    await typist.type(freetext, ' life');
    await waitFor(() => expect(server.calls('GET /api/dbi/search').map((call) => call.query.freetext)).toEqual(['golf', 'golf life']));
  });

  it('says the catalogue does not answer (ErrorCode 102) and closes', async () => {
    catalogueServer({
      'GET /api/dbi/getmakes': {
        status: 503,
        body: { Message: 'Kunne ikke hente bildata fra DBI katalog, da det ikke svarer. Prøv igen senere', Code: 'CatalogueUnavailable', ErrorCode: 102 },
      },
    });
    const user = userEvent.setup();
    renderCarTab(null);

    await user.click(screen.getByRole('button', { name: 'Vælg fra modelkatalog' }));
    expect(await screen.findByText('Kunne ikke hente bildata fra DBI katalog, da det ikke svarer. Prøv igen senere')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vælg bil fra modelkatalog' })).not.toBeInTheDocument());
  });

  it('says the catalogue failed for any other error, and closes', async () => {
    catalogueServer({ 'GET /api/dbi/search': { status: 400, body: { Message: 'freetext må højst være 200 tegn.', Field: 'freetext' } } });
    const user = userEvent.setup();
    renderCarTab(null);

    await user.click(screen.getByRole('button', { name: 'Vælg fra modelkatalog' }));
    await chooseOption(user, 'Mærke', 'Kia');
    expect(await screen.findByText('Der skete en fejl i forbindelse med at hente DBI kalalog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Vælg bil fra modelkatalog' })).not.toBeInTheDocument());
  });
});

describe('car tab: a stock car', () => {
  const stockCar = (n: number, branch: string) => ({
    Id: String(60 + n),
    Title: `Škoda Octavia ${n}`,
    Make: 'Škoda',
    Model: 'Octavia',
    FirstRegistrationDate: '2020-05-01',
    Mileage: 50_000 + n,
    CashPrice: 150_000 + n,
    VehicleNumber: `V-${n}`,
    RegistrationNumber: `OC1234${n}`,
    Branch: branch,
  });
  const cars = [1, 2, 3, 4, 5, 6, 7].map((n) => stockCar(n, n % 2 ? 'Demo Biler Aarhus' : 'Demo Biler Aalborg'));

  it('offers all departments only to a role that may search them', () => {
    catalogueServer();
    renderCarTab(null);
    expect(screen.getByText('Min afdelings biler')).toBeInTheDocument();
    expect(screen.queryByText('Alle afdelingers biler')).not.toBeInTheDocument();
  });

  it("searches the chosen scope, shows the branch in 'Se alle' only for all departments, and takes the server's sales item", async () => {
    catalogueServer({
      'GET /api/TypeaheadOwnCars/Lookup': { body: { Total: 7, List: cars.slice(0, 6) } },
      'GET /api/TypeaheadOwnCars/List/': { body: { Total: 7, List: cars } },
      'GET /api/Case/New': ({ query }) => ({ body: { ...caseModel(), SalesItem: { ...SALES_ITEM, Id: query.carId, Title: 'Škoda Octavia 3' } } }),
    });
    const user = userEvent.setup();
    const changes = renderCarTab(null, { allDepartments: true });

    await user.type(screen.getByRole('textbox', { name: 'Find bil på lager' }), 'octavia');
    await user.click(await screen.findByRole('option', { name: 'Se alle (7)' }));
    let grid = await screen.findByRole('dialog', { name: 'Vælg bil' });
    await within(grid).findByText('V-7');
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Mærke', 'Model', '1. reg.', 'Km', 'Kontantpris', 'Vognnr.']);
    expect(server.calls('GET /api/TypeaheadOwnCars/List/').at(-1)?.query).toEqual({ searchText: 'octavia' });
    await user.click(within(grid).getByRole('button', { name: 'Annuller' }));

    await user.click(screen.getByText('Alle afdelingers biler'));
    await user.clear(screen.getByRole('textbox', { name: 'Find bil på lager' }));
    await user.type(screen.getByRole('textbox', { name: 'Find bil på lager' }), 'octavia');
    await user.click(await screen.findByRole('option', { name: 'Se alle (7)' }));
    grid = await screen.findByRole('dialog', { name: 'Vælg bil' });
    await within(grid).findByText('V-7');
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toContain('Afdeling');
    expect(server.calls('GET /api/TypeaheadOwnCars/List/').at(-1)?.query).toEqual({ searchText: 'octavia', searchType: 'Conglomerate' });

    await user.dblClick(within(grid).getByText('V-3'));
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ Id: '63', Title: 'Škoda Octavia 3' }));
    expect(server.calls('GET /api/Case/New').at(-1)?.query).toEqual({ carId: '63' });
  });
});

describe('car tab: specified vehicle', () => {
  it("shows the spec's required fields and picks a motorcycle once they are filled", async () => {
    catalogueServer();
    const user = userEvent.setup();
    const changes = renderCarTab(null);

    await user.click(screen.getByRole('button', { name: 'Specificeret køretøj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Specificeret køretøj' });
    await user.click(within(dialog).getByRole('button', { name: 'Vælg' }));
    for (const message of [
      SalesItemMessages.make,
      SalesItemMessages.model,
      SalesItemMessages.modelYear,
      SalesItemMessages.fuelType,
      SalesItemMessages.registrationDate,
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(changes).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Mærke' }), 'Honda');
    await user.type(within(dialog).getByRole('textbox', { name: 'Model' }), 'CB650R');
    await user.type(within(dialog).getByRole('textbox', { name: 'Årgang' }), '20x1');
    await user.type(within(dialog).getByRole('textbox', { name: '1. registreringsdato' }), '31-02-2021');
    await user.click(within(dialog).getByRole('button', { name: 'Vælg' }));
    expect(within(dialog).getByText('Indtast gyldigt tal')).toBeInTheDocument();
    expect(within(dialog).getByText('Indtast en gyldig dato (dd-mm-åååå).')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Årgang' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Årgang' }), '2021');
    await user.clear(within(dialog).getByRole('textbox', { name: '1. registreringsdato' }));
    await user.type(within(dialog).getByRole('textbox', { name: '1. registreringsdato' }), '15-04-2021');
    await chooseOption(user, 'Drivmiddel', 'El');
    await user.click(within(dialog).getByRole('button', { name: 'Vælg' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Specificeret køretøj' })).not.toBeInTheDocument());
    expect(changes.at(-1)).toMatchObject({
      IsSpecifiedVehicle: true,
      VehicleType: 7,
      Make: 'Honda',
      Model: 'CB650R',
      ModelYear: 2021,
      FuelType: 'El',
      RegistrationDate: '2021-04-15',
      Title: 'Honda CB650R',
    });
    expect(screen.getByTestId('case-car')).toHaveTextContent('Honda CB650R');
  });

  it('a factory-new caravan needs no fuel and no first registration', async () => {
    catalogueServer();
    const user = userEvent.setup();
    const changes = renderCarTab(null);

    await user.click(screen.getByRole('button', { name: 'Specificeret køretøj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Specificeret køretøj' });
    await user.click(within(dialog).getByText('Campingvogn'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Fabriksny' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Drivmiddel' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: '1. registreringsdato' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Mærke' }), 'Kabe');
    await user.type(within(dialog).getByRole('textbox', { name: 'Model' }), 'Estate 560');
    await user.type(within(dialog).getByRole('textbox', { name: 'Årgang' }), '2026');
    await user.click(within(dialog).getByRole('button', { name: 'Vælg' }));

    await waitFor(() => expect(changes.at(-1)).toMatchObject({ VehicleType: 5, IsFactoryNew: true, FuelType: null, RegistrationDate: null }));
  });
});

describe('car tab: the sales item and removing it', () => {
  it("shows a used car's fields and checks the edited ones with the sales item rules", async () => {
    catalogueServer();
    const user = userEvent.setup();
    const changes = renderCarTab({ ...SALES_ITEM, Make: 'VW', Model: 'Golf', Color: 'Sort' });

    expect(screen.getByTestId('case-car')).toHaveTextContent('VW Golf 1,5 TSI Style');
    expect(screen.getByText('VW')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reg.nr.' })).toHaveValue('AB12345');
    expect(screen.getByRole('textbox', { name: '1. registrering' })).toHaveValue('01-03-2021');
    expect(screen.getByRole('textbox', { name: 'Km' })).toHaveValue('42.000');
    expect(screen.getByRole('textbox', { name: 'Farve' })).toHaveValue('Sort');
    // A stock car's identity is the stock car's.
    expect(screen.queryByRole('textbox', { name: 'Mærke' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Årgang' }));
    expect(screen.queryByText(SalesItemMessages.modelYear)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(SalesItemMessages.modelYear)).toBeInTheDocument();
    expect(changes.at(-1)?.ModelYear).toBeNull();

    await user.clear(screen.getByRole('textbox', { name: '1. registrering' }));
    await user.type(screen.getByRole('textbox', { name: '1. registrering' }), '32-01-2020');
    await user.tab();
    expect(screen.getByText(SalesItemMessages.date)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: '1. registrering' }));
    await user.type(screen.getByRole('textbox', { name: '1. registrering' }), '2.1.2020');
    await user.tab();
    expect(changes.at(-1)?.RegistrationDate).toBe('2020-01-02');
    expect(screen.getByRole('textbox', { name: '1. registrering' })).toHaveValue('02-01-2020');
  });

  it("records the car's engine, doors, catalogue access and tax-deductible equipment on the sales item", async () => {
    catalogueServer();
    const user = userEvent.setup();
    const changes = renderCarTab({ ...SALES_ITEM, TaxDeductableSetting: { NumberOfAirbags: 6 } });
    const facts = screen.getByTestId('vehicle-information');

    await user.type(within(facts).getByRole('textbox', { name: 'Motortype' }), '1.5 TSI');
    await user.type(within(facts).getByRole('textbox', { name: 'Antal døre' }), '5');
    await chooseOption(user, 'Adgang til modelkatalog', 'Fuld');
    await user.click(within(facts).getByRole('checkbox', { name: 'ABS' }));
    await user.type(within(facts).getByRole('textbox', { name: 'Selealarmer' }), '3');
    expect(changes.at(-1)).toMatchObject({
      VehicleInformation: { EngineType: '1.5 TSI', NumberOfDoors: 5, DbiAccessLevel: 2 },
      TaxDeductableSetting: { NumberOfAirbags: 6, Abs: true, NumberOfSeatBeltAlarms: 3 },
    });
    // A count cleared is unknown, not 0: the catalogue's counts then.
    await user.clear(within(facts).getByRole('textbox', { name: 'Antal airbags' }));
    expect(changes.at(-1)?.TaxDeductableSetting).toEqual({ Abs: true, NumberOfSeatBeltAlarms: 3 });
  });

  it('shows every failing field at once when the page asks (showErrors)', () => {
    catalogueServer();
    renderCarTab({ ...SALES_ITEM, ModelYear: null }, { showErrors: true });
    expect(screen.getByText(SalesItemMessages.modelYear)).toBeInTheDocument();
  });

  it('read-only: shows the car without pickers, inputs or removal', () => {
    catalogueServer();
    const changes: (SalesItem | null)[] = [];
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <CarTab value={SALES_ITEM} onChange={(next) => changes.push(next)} model={caseModel()} readOnly showErrors={false} CatalogueModal={casePageSlots.CatalogueModal} />
      </AppProviders>,
    );
    expect(screen.getByTestId('case-car')).toHaveTextContent('VW Golf 1,5 TSI Style');
    expect(screen.getByText('AB12345')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fjern bil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vælg fra modelkatalog' })).not.toBeInTheDocument();
  });

  it("removes the car after the 'Fjern bil' confirmation", async () => {
    catalogueServer();
    const user = userEvent.setup();
    const changes = renderCarTab(SALES_ITEM);

    await user.click(screen.getByRole('button', { name: 'Fjern bil' }));
    let dialog = await screen.findByRole('dialog', { name: 'Fjern bil' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fjern bil' })).not.toBeInTheDocument());
    expect(changes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Fjern bil' }));
    dialog = await screen.findByRole('dialog', { name: 'Fjern bil' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(changes).toEqual([null]);
    expect(await screen.findByText('Bilen er nu fjernet fra sagen.')).toBeInTheDocument();
    expect(screen.getByText('Der er ikke valgt en bil.')).toBeInTheDocument();
  });

  it('refuses to remove the car from a locked case', async () => {
    catalogueServer();
    const user = userEvent.setup();
    const changes = renderCarTab(SALES_ITEM, { model: { ...caseModel(), IsLocked: true } as CaseModel });

    await user.click(screen.getByRole('button', { name: 'Fjern bil' }));
    expect(await screen.findByText('Kan ikke fjerne bilen da sagen er låst')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Fjern bil' })).not.toBeInTheDocument();
    expect(changes).toEqual([]);
    expect(screen.getByTestId('case-car')).toHaveTextContent('VW Golf 1,5 TSI Style');
  });
});
