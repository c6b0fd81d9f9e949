import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DrillDownResponse, DrillDownVariant } from '../../../../../domain/catalogue/vehicle-data.ts';
import type { SalesItem } from '../../../../../events/cases.ts';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { ChangeModelModal } from './change-model-modal.tsx';

const GOLF_ID = 'a0000000-0000-4000-8000-000000000001';
const POLO_ID = 'a0000000-0000-4000-8000-000000000002';

const variant = (Id: string, Model: string, Text: string, Fuel: string): DrillDownVariant => ({
  Id,
  Text,
  Selection: { Type: 'Personvogn', Make: 'Volkswagen', Model, Year: null, Fuel },
  ProductionPeriod: { StartYear: 2020, EndYear: null },
});
const polo = variant(POLO_ID, 'Polo', 'Polo 1.0 TSI 95 hk Life', 'Benzin');

const drillDown = (model: string, year: number | null): DrillDownResponse => ({
  Options: { Types: ['Personvogn', 'Varevogn'], Makes: ['Volkswagen'], Models: ['Golf', 'Polo'], Years: [2023, 2024], FuelTypes: ['Benzin', 'Diesel'] },
  Selection: { Type: 'Personvogn', Make: 'Volkswagen', Model: model, Year: year, Fuel: null },
  Variants: model === 'Polo' ? [polo] : [variant(GOLF_ID, 'Golf', 'Golf 1.5 eTSI 150 hk Style', 'Benzin')],
  VehicleDetails: null,
  Error: false,
});

/** The case's Golf: a used car with its own plate, chassis number, colour and mileage. */
const golf: SalesItem = {
  Id: null,
  CarGuid: GOLF_ID,
  ModelCatalogueId: GOLF_ID,
  Title: 'Volkswagen Golf 1.5 eTSI 150 hk Style',
  Make: 'Volkswagen',
  Model: 'Golf',
  Variant: 'Golf 1.5 eTSI 150 hk Style',
  FuelType: 'Benzin',
  VehicleType: 1,
  Color: 'Sølv',
  RegistrationNumber: 'AB12345',
  ChassisNumber: 'WVWZZZ1KZAW000001',
  Mileage: 42_000,
  ModelYear: 2021,
  IsFactoryNew: false,
  IsVan: false,
};

let server: ReturnType<typeof fakeServer>;
const wrap = (node: React.ReactNode) => render(<AppProviders queryClient={createQueryClient()} env="test">{node}</AppProviders>);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

const catalogue = () =>
  fakeServer({
    'GET /api/CarCatalog/ChangeModelDrillDown': ({ query }) => ({ body: drillDown(query.model ?? 'Golf', query.year ? Number(query.year) : null) }),
    'GET /api/CarCatalog/GetCarModelOptions': {
      body: [
        { Id: 'o1', Name: 'Klimaanlæg', Price: 0, IsStandard: true },
        { Id: 'o2', Name: 'Panoramatag', Price: 9_995, IsStandard: false },
      ],
    },
    'GET /api/CarCatalog/GetCarModelOptionsForChangeModel': {
      body: { Variant: polo, Options: [{ Id: 'p1', Name: 'Fartpilot', Price: 0, IsStandard: true }, { Id: 'p2', Name: 'Anhængertræk', Price: 6_500, IsStandard: false }] },
    },
  });

const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('change model', () => {
  it("drills down from the car's own make and model, and shows the equipment of the car's variant", async () => {
    server = catalogue();
    wrap(<ChangeModelModal opened onClose={() => {}} item={golf} onChange={() => {}} />);
    const current = await screen.findByRole('table', { name: 'Nuværende udstyr' });
    expect(within(current).getByRole('row', { name: /Panoramatag/ })).toHaveTextContent('Ekstraudstyr9.995 kr.');
    expect(within(current).getByRole('row', { name: /Klimaanlæg/ })).toHaveTextContent('Standardudstyr');
    expect(await screen.findByRole('combobox', { name: 'Model' })).toHaveValue('Golf');
    expect(server.calls('GET /api/CarCatalog/ChangeModelDrillDown')[0]?.query).toEqual({ id: GOLF_ID });
    expect(server.calls('GET /api/CarCatalog/GetCarModelOptions')[0]?.query).toEqual({ id: GOLF_ID });
  });

  it('asks the catalogue again for the model and year chosen', async () => {
    server = catalogue();
    const user = userEvent.setup();
    wrap(<ChangeModelModal opened onClose={() => {}} item={golf} onChange={() => {}} />);
    await screen.findByRole('table', { name: 'Varianter at skifte til' });
    await choose(user, 'Model', 'Polo');
    await screen.findByRole('cell', { name: polo.Text });
    await choose(user, 'Årgang', '2024');
    await waitFor(() => expect(server.calls('GET /api/CarCatalog/ChangeModelDrillDown').at(-1)?.query).toEqual({ id: GOLF_ID, model: 'Polo', year: '2024' }));
  });

  it("shows the chosen variant's equipment, and changes the car to it only when asked", async () => {
    server = catalogue();
    const user = userEvent.setup();
    const changed: SalesItem[] = [];
    wrap(<ChangeModelModal opened onClose={() => {}} item={golf} onChange={(item) => changed.push(item)} />);
    await screen.findByRole('table', { name: 'Varianter at skifte til' });
    expect(screen.getByRole('button', { name: 'Skift til valgt variant' })).toBeDisabled();
    await choose(user, 'Model', 'Polo');
    await user.click(await screen.findByRole('button', { name: `Vis udstyr: ${polo.Text}` }));
    const chosen = await screen.findByRole('table', { name: 'Udstyr på den valgte variant' });
    expect(within(chosen).getByRole('row', { name: /Anhængertræk/ })).toHaveTextContent('6.500 kr.');
    expect(server.calls('GET /api/CarCatalog/GetCarModelOptionsForChangeModel')[0]?.query).toEqual({ id: POLO_ID });
    expect(changed).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Skift til valgt variant' }));
    expect(changed).toHaveLength(1);
  });

  it('keeps the car itself (plate, chassis number, colour, mileage, year) and replaces its catalogue description', async () => {
    server = catalogue();
    const user = userEvent.setup();
    const changed: SalesItem[] = [];
    wrap(<ChangeModelModal opened onClose={() => {}} item={golf} onChange={(item) => changed.push(item)} />);
    await screen.findByRole('table', { name: 'Varianter at skifte til' });
    await choose(user, 'Model', 'Polo');
    await user.click(await screen.findByRole('button', { name: `Vis udstyr: ${polo.Text}` }));
    await screen.findByRole('table', { name: 'Udstyr på den valgte variant' });
    await user.click(screen.getByRole('button', { name: 'Skift til valgt variant' }));
    expect(changed[0]).toEqual({
      ...golf,
      CarGuid: POLO_ID,
      ModelCatalogueId: POLO_ID,
      Title: 'Volkswagen Polo 1.0 TSI 95 hk Life',
      Model: 'Polo',
      Variant: polo.Text,
      ProductionPeriodYearStart: 2020,
      ProductionPeriodYearEnd: null,
    });
  });

  it("says the catalogue cannot be read when it does not answer", async () => {
    server = fakeServer({
      'GET /api/CarCatalog/ChangeModelDrillDown': { status: 503, body: { Message: 'nede', Code: 'CatalogueUnavailable' } },
      'GET /api/CarCatalog/GetCarModelOptions': { status: 503, body: { Message: 'nede', Code: 'CatalogueUnavailable' } },
    });
    wrap(<ChangeModelModal opened onClose={() => {}} item={golf} onChange={() => {}} />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.queryByRole('combobox', { name: 'Model' })).not.toBeInTheDocument();
  });
});
