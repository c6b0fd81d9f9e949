import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SwapCarTerms } from '../../../../../domain/customer-cars/swap-car-rules.ts';
import { sampleSwapCar } from '../../../../../domain/customer-cars/test-fixtures.ts';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { BLANK_CASE, caseModel, SALESMAN } from '@/test/case-fixtures.ts';
import { currentUserQuery } from '@/lib/current-user.ts';
import { priceGuideHrefOf, SwapCarTab, type SwapCarCase } from './swap-car-tab.tsx';
import { blankCarForm, withSpecification } from '../model/car-form.ts';
import type { SpecificationPick } from '../../../../../domain/catalogue/vehicle-data.ts';
import type { CustomerCarRow } from '../api/get-customer-cars.ts';

const NO_TERMS: SwapCarTerms = {
  SwapCarId: null,
  SwapCarPriceWithVat: null,
  SwapCarPriceWithoutVat: null,
  SwapCarPriceVat: null,
  SwapCarUnpaidDebt: null,
  SwapCarIsVan: null,
  SwapCarIsVatFree: null,
  SwapCarIsVatFreeCar: null,
  HasSwapPriceAgreement: false,
  SwapPrice: null,
};

const car = (changes: Partial<CustomerCarRow> = {}): CustomerCarRow => ({
  ...sampleSwapCar,
  Id: '4',
  DealerId: '101',
  Title: 'VW Golf 1,5 TSI',
  LatestBid: 90_000,
  ...changes,
});
const VAN = car({
  Id: '5',
  Title: 'Ford Transit Custom',
  RegistrationNumber: 'CX55555',
  Variant: { ...car().Variant, Title: 'Ford Transit Custom', Make: 'Ford', Model: 'Transit Custom', Type: 2, IsVan: true, IsPassengerCar: false },
});

// Typing a whole car into the form takes a while in jsdom.

let server: ReturnType<typeof fakeServer>;
let changes: SwapCarTerms[];

let carStates: { unsaved: boolean; valid: boolean }[];

function Harness({
  model,
  initial,
  showErrors = false,
  readOnly = false,
  buyerId,
}: {
  model: SwapCarCase;
  initial: SwapCarTerms;
  showErrors?: boolean;
  readOnly?: boolean;
  buyerId?: string | null;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SwapCarTab
      onCarStateChange={(state) => carStates.push(state)}
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
      model={model}
      readOnly={readOnly}
      showErrors={showErrors}
      buyerId={buyerId}
    />
  );
}

const renderTab = (props: { model?: SwapCarCase; initial?: SwapCarTerms; showErrors?: boolean; readOnly?: boolean; buyerId?: string | null; queryClient?: ReturnType<typeof createQueryClient> } = {}) =>
  render(
    <AppProviders queryClient={props.queryClient ?? createQueryClient()} env="test">
      <Harness
        model={props.model ?? caseModel()}
        initial={props.initial ?? NO_TERMS}
        showErrors={props.showErrors}
        readOnly={props.readOnly}
        buyerId={props.buyerId}
      />
    </AppProviders>,
  );

const carsServer = (routes: FakeRoutes = {}) => {
  server = fakeServer({ 'GET /api/Car/GetCustomerCars': { body: [car(), VAN] }, ...routes });
  return server;
};

const pick = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  // The car list is disabled until the customer's cars have come.
  await waitFor(() => expect(screen.getByRole('combobox', { name: label })).toBeEnabled());
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
  changes = [];
  carStates = [];
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe("the swap car's price guide", () => {
  it('searches the all-cars list for its make and model, registration year ±1 and mileage ±50 thousand km', () => {
    server = fakeServer({});
    const href = priceGuideHrefOf(car({ RegistrationDate: '2019-03-14', Mileage: 84_000 }));
    const search = new URLSearchParams(href!.split('?')[1]);
    expect(href!.startsWith('/Cars/CarList?')).toBe(true);
    expect(Object.fromEntries(search)).toMatchObject({ RegistrationYearFrom: '2018', RegistrationYearTo: '2020', MileageFrom: '34', MileageTo: '134', ActualMileage: '84' });
    expect(search.get('Make')).toBe(car().Variant.Make);
    expect(priceGuideHrefOf(car({ Mileage: 20_000 }))).toContain('MileageFrom=0');
    expect(priceGuideHrefOf(car({ Variant: { ...car().Variant, Make: '' } }))).toBeNull();
  });

  it('is offered beside the chosen swap car to whoever may open the all-cars list, in a tab of its own', async () => {
    carsServer();
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQuery.queryKey, SALESMAN);
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '4' }, queryClient });
    const link = await screen.findByRole('link', { name: 'Se lignende biler i prisguiden' });
    expect(link).toHaveAttribute('href', priceGuideHrefOf(car()));
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('is not offered to whoever may not open the all-cars list', async () => {
    carsServer();
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQuery.queryKey, { ...SALESMAN, AllowedRoutes: SALESMAN.AllowedRoutes.filter((route) => !route.startsWith('GET /api/carlist')) });
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '4' }, queryClient });
    await screen.findByRole('button', { name: 'Se bud' });
    expect(screen.queryByRole('link', { name: 'Se lignende biler i prisguiden' })).not.toBeInTheDocument();
  });
});

describe('the swap car tab', () => {
  it('needs a saved customer before a car can be created', () => {
    server = fakeServer({});
    renderTab({ model: BLANK_CASE });
    expect(screen.getByText('Du skal gemme kunden før du kan oprette en ny kundebil.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opret ny byttebil' })).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('on a new case whose buyer is saved, says that the case must be saved first, not the customer', () => {
    server = fakeServer({});
    renderTab({ model: BLANK_CASE, buyerId: '7' });
    expect(screen.getByText('Du skal gemme sagen før du kan vælge eller oprette en byttebil.')).toBeInTheDocument();
    expect(screen.queryByText('Du skal gemme kunden før du kan oprette en ny kundebil.')).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('asks for the case to be saved when the buyer was changed since, and for the customer when the new buyer is not saved', () => {
    server = fakeServer({});
    const { unmount } = renderTab({ buyerId: '8' });
    expect(screen.getByText('Du skal gemme sagen før du kan vælge eller oprette en byttebil.')).toBeInTheDocument();
    unmount();
    renderTab({ model: BLANK_CASE, buyerId: null });
    expect(screen.getByText('Du skal gemme kunden før du kan oprette en ny kundebil.')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it("lists the customer's cars; picking one makes it the swap car with its flags and shows its fields", async () => {
    carsServer();
    const user = userEvent.setup({ delay: null });
    renderTab();
    await waitFor(() => expect(server.calls('GET /api/Car/GetCustomerCars')[0]?.query.customerId).toBe('7'));
    await pick(user, 'Byttebil', 'VW Golf 1,5 TSI - AB12345');
    expect(changes.at(-1)).toMatchObject({ SwapCarId: '4', SwapCarIsVan: false, SwapCarIsVatFree: false, SwapCarIsVatFreeCar: false });
    expect(screen.getByRole('textbox', { name: 'Reg. nr.' })).toHaveValue('AB12345');
    expect(screen.getByRole('textbox', { name: '1. registrering' })).toHaveValue('14-03-2019');
    expect(screen.getByRole('combobox', { name: 'Tidligere anvendelse' })).toHaveValue('Privat');
  });

  it("shows the swap prices the Danish way, '1.000,50'", async () => {
    carsServer();
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '4', SwapCarUnpaidDebt: 1000.5 } });
    expect(await screen.findByRole('textbox', { name: 'Restgæld' })).toHaveValue('1.000,50');
    // The car's latest bid is an amount too: whole kroner with the thousands marked.
    expect(await screen.findByRole('textbox', { name: 'Seneste bud' })).toHaveValue('90.000');
  });

  it('choosing no swap car resets the swap prices', async () => {
    carsServer();
    const user = userEvent.setup({ delay: null });
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '4', SwapCarPriceWithVat: 100_000, SwapCarPriceWithoutVat: 100_000, HasSwapPriceAgreement: true, SwapPrice: 90_000 } });
    await screen.findByRole('textbox', { name: 'Reg. nr.' });
    await pick(user, 'Byttebil', 'Ingen byttebil');
    expect(changes.at(-1)).toEqual(NO_TERMS);
  });

  it("creates a new car: the spec's messages on wrong input, nothing sent until it is right, then saved with the case and chosen", async () => {
    carsServer({ 'POST /api/car/saveCustomerCar': { body: '12' } });
    const user = userEvent.setup({ delay: null });
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Opret ny byttebil' }));

    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Skoda Octavia');
    await pick(user, 'Biltype', 'Personbil');
    await user.type(screen.getByRole('textbox', { name: '1. registrering' }), '01-01-1899');
    await user.type(screen.getByRole('textbox', { name: 'Km.' }), '100000001');
    await user.type(screen.getByRole('textbox', { name: 'Seneste bud' }), '100000001');
    await user.type(screen.getByRole('textbox', { name: 'Produceret fra (år)' }), '20x5');
    await user.click(screen.getByRole('textbox', { name: 'Reg. nr.' }));
    expect(screen.getByText('Årstallet skal være imellem 1900-2050')).toBeInTheDocument();
    expect(screen.getByText('Km. må højst være 100.000.000.')).toBeInTheDocument();
    expect(screen.getByText('Seneste bud skal være mellem 0 og 100.000.000.')).toBeInTheDocument();
    expect(screen.getByText('Indtast gyldigt tal')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gem byttebil' }));
    expect(await screen.findByText('Der er fejl i indtastningen på kundebilen. Ret fejlene før du kan komme videre.')).toBeInTheDocument();
    // Momsfri or +moms is required for a passenger car: shown once save was tried.
    expect(screen.getByText('Vælg Momsfri eller +moms.')).toBeInTheDocument();
    expect(server.calls('POST /api/car/saveCustomerCar')).toHaveLength(0);
    expect(carStates.at(-1)).toEqual({ unsaved: true, valid: false });

    for (const [label, text] of [
      ['1. registrering', '14.3.2019'],
      ['Km.', '84000'],
      ['Seneste bud', '95000'],
      ['Produceret fra (år)', '2017'],
    ] as const) {
      await user.clear(screen.getByRole('textbox', { name: label }));
      await user.type(screen.getByRole('textbox', { name: label }), text);
    }
    await pick(user, 'Moms', '+moms');
    await user.click(screen.getByRole('button', { name: 'Gem byttebil' }));

    await waitFor(() => expect(server.calls('POST /api/car/saveCustomerCar')).toHaveLength(1));
    expect(server.calls('POST /api/car/saveCustomerCar')[0]!.body).toMatchObject({
      Id: null,
      CaseId: '1042',
      CustomerId: '7',
      RegistrationDate: '2019-03-14',
      Mileage: 84_000,
      LatestBid: 95_000,
      IsVatFree: false,
      Variant: { Title: 'Skoda Octavia', Type: 1, IsPassengerCar: true, IsVan: false, ProductionPeriodYearStart: 2017 },
    });
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ SwapCarId: '12', SwapCarIsVan: false, SwapCarIsVatFree: false }));
    expect(await screen.findByText('Byttebilen er gemt')).toBeInTheDocument();
    expect(carStates.at(-1)).toEqual({ unsaved: false, valid: true });
  });

  it('a new swap car shows its swap price and debt as they are typed, before it is saved, and keeps them when it is saved', async () => {
    carsServer({ 'POST /api/car/saveCustomerCar': { body: '12' } });
    const user = userEvent.setup({ delay: null });
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Opret ny byttebil' }));
    await user.type(screen.getByRole('textbox', { name: 'Byttepris' }), '50000');
    await user.type(screen.getByRole('textbox', { name: 'Restgæld' }), '12000');
    await user.click(screen.getByRole('textbox', { name: 'Titel' }));
    expect(screen.getByRole('textbox', { name: 'Byttepris' })).toHaveValue('50.000,00');
    expect(screen.getByRole('textbox', { name: 'Restgæld' })).toHaveValue('12.000,00');
    expect(changes.at(-1)).toMatchObject({ SwapCarId: null, SwapCarPriceWithoutVat: 50_000, SwapCarUnpaidDebt: 12_000 });

    await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Skoda Octavia');
    await pick(user, 'Biltype', 'Personbil');
    await user.type(screen.getByRole('textbox', { name: '1. registrering' }), '14.3.2019');
    await pick(user, 'Moms', '+moms');
    await user.click(screen.getByRole('button', { name: 'Gem byttebil' }));
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ SwapCarId: '12', SwapCarPriceWithoutVat: 50_000, SwapCarUnpaidDebt: 12_000 }));
    expect(screen.getByRole('textbox', { name: 'Byttepris' })).toHaveValue('50.000,00');
  });

  it("a failed save says 'Check at data er korrekte og gem igen.'", async () => {
    carsServer({ 'POST /api/car/saveCustomerCar': { status: 500, body: { Message: 'Der skete en fejl. Prøv igen.' } } });
    const user = userEvent.setup({ delay: null });
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '4' } });
    await user.clear(await screen.findByRole('textbox', { name: 'Km.' }));
    await user.type(screen.getByRole('textbox', { name: 'Km.' }), '85000');
    await user.click(screen.getByRole('button', { name: 'Gem byttebil' }));
    expect(await screen.findByText('Check at data er korrekte og gem igen.')).toBeInTheDocument();
    expect(screen.getByText('Der skete en fejl...')).toBeInTheDocument();
    expect(server.calls('POST /api/car/saveCustomerCar')[0]!.body).toMatchObject({ Id: '4', Mileage: 85_000 });
  });

  it("sends the car's version as If-Match; on a 409 says that someone else changed it and reloads on request", async () => {
    carsServer({
      'GET /api/Car/GetCustomerCars': { body: [car({ Version: 3 }), VAN] },
      'POST /api/car/saveCustomerCar': {
        status: 409,
        body: { Message: 'Data er netop blevet ændret af en anden. Hent siden igen og prøv igen.', Code: 'Conflict' },
        headers: { etag: '"4"' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '4' } });
    await user.clear(await screen.findByRole('textbox', { name: 'Km.' }));
    await user.type(screen.getByRole('textbox', { name: 'Km.' }), '85000');
    await user.click(screen.getByRole('button', { name: 'Gem byttebil' }));

    const dialog = await screen.findByRole('dialog', { name: 'Byttebilen er ændret' });
    expect(dialog).toHaveTextContent('Byttebilen er ændret af en anden bruger. Genindlæs byttebilen for at se ændringerne.');
    expect(server.calls('POST /api/car/saveCustomerCar')[0]).toMatchObject({ headers: { 'If-Match': '"3"' }, body: { Id: '4', Mileage: 85_000 } });
    // Reloading shows the other user's car in place of the edit; the next save is made over its version.
    server.answer('GET /api/Car/GetCustomerCars', { body: [car({ Version: 4, Mileage: 99_000 }), VAN] });
    await user.click(within(dialog).getByRole('button', { name: 'Genindlæs byttebilen' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Km.' })).toHaveValue('99000'));
    expect(screen.getByRole('button', { name: 'Gem byttebil' })).toBeDisabled();

    server.answer('POST /api/car/saveCustomerCar', { body: '4', headers: { etag: '"5"' } });
    await user.clear(screen.getByRole('textbox', { name: 'Km.' }));
    await user.type(screen.getByRole('textbox', { name: 'Km.' }), '99500');
    await user.click(screen.getByRole('button', { name: 'Gem byttebil' }));
    await waitFor(() => expect(server.calls('POST /api/car/saveCustomerCar')).toHaveLength(2));
    expect(server.calls('POST /api/car/saveCustomerCar')[1]).toMatchObject({ headers: { 'If-Match': '"4"' }, body: { Id: '4', Mileage: 99_500 } });
  });

  it('shows every error at once when the page asks for it', async () => {
    carsServer({ 'GET /api/Car/GetCustomerCars': { body: [car({ IsVatFree: null, Mileage: 100_000_001 })] } });
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '4' }, showErrors: true });
    expect(await screen.findByText('Vælg Momsfri eller +moms.')).toBeInTheDocument();
    expect(screen.getByText('Km. må højst være 100.000.000.')).toBeInTheDocument();
  });

  it('the belt mileage and date only when the timing belt was replaced, and cleared otherwise', async () => {
    carsServer();
    const user = userEvent.setup({ delay: null });
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '4' } });
    await screen.findByRole('textbox', { name: 'Reg. nr.' });
    expect(screen.queryByRole('textbox', { name: 'Skiftet ved km.' })).not.toBeInTheDocument();
    await pick(user, 'Tandrem skiftet', 'Ja');
    await user.type(screen.getByRole('textbox', { name: 'Skiftet ved km.' }), '3000001');
    await user.click(screen.getByRole('textbox', { name: 'Reg. nr.' }));
    expect(screen.getByText('Km. ved skift af tandrem må højst være 3.000.000.')).toBeInTheDocument();
    await pick(user, 'Tandrem skiftet', 'Nej');
    expect(screen.queryByRole('textbox', { name: 'Skiftet ved km.' })).not.toBeInTheDocument();
    await pick(user, 'Tandrem skiftet', 'Ja');
    expect(screen.getByRole('textbox', { name: 'Skiftet ved km.' })).toHaveValue('');
  });

  it('offers the tax-included option for a van that is not VAT-free: VAT is 20% of the price', async () => {
    carsServer();
    const user = userEvent.setup({ delay: null });
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '5', SwapCarIsVan: true, SwapCarPriceWithVat: 100_000, SwapCarPriceWithoutVat: 100_000 } });
    const option = await screen.findByRole('checkbox', { name: 'Inkl. moms' });
    await user.click(option);
    expect(changes.at(-1)).toMatchObject({ SwapCarPriceWithVat: 100_000, SwapCarPriceWithoutVat: 80_000, SwapCarPriceVat: 20_000 });
    expect(screen.getByText('Heraf moms: 20.000,00 kr.')).toBeInTheDocument();
  });

  it('hides and clears the tax-included option when the van is VAT-free', async () => {
    carsServer({ 'POST /api/car/saveCustomerCar': { body: '5' } });
    const user = userEvent.setup({ delay: null });
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '5', SwapCarIsVan: true, SwapCarPriceWithVat: 100_000, SwapCarPriceWithoutVat: 80_000, SwapCarPriceVat: 20_000 } });
    await screen.findByRole('checkbox', { name: 'Inkl. moms' });
    await pick(user, 'Moms', 'Momsfri');
    expect(screen.queryByRole('checkbox', { name: 'Inkl. moms' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gem byttebil' }));
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ SwapCarIsVatFree: true, SwapCarPriceVat: null, SwapCarPriceWithVat: 100_000, SwapCarPriceWithoutVat: 100_000 }));
  });

  it('shows the bids on the swap car', async () => {
    carsServer({
      'GET /api/Case/GetBids': {
        body: {
          Bids: [
            {
              Id: '3',
              CaseId: '1042',
              CreatedByUserName: 'Mads Sørensen',
              CreatedDate: '2026-01-05T10:00:00.000Z',
              Price: 95_000,
              CarTitle: 'VW Golf 1,5 TSI',
              FirstRegistration: '2019-03-14',
              BranchName: 'Demo Biler Aarhus',
            },
          ],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '4' } });
    await user.click(await screen.findByRole('button', { name: 'Se bud' }));
    const table = await screen.findByRole('table', { name: 'Bud' });
    expect(within(table).getByText('95.000 kr.')).toBeInTheDocument();
    expect(within(table).getByText('Mads Sørensen')).toBeInTheDocument();
    expect(within(table).getByText('Demo Biler Aarhus')).toBeInTheDocument();
    expect(within(table).getByText('14-03-2019')).toBeInTheDocument();
    expect(server.calls('GET /api/Case/GetBids')[0]!.query).toMatchObject({ CaseId: '1042', SwapCarId: '4' });
  });

  it('read only: nothing can be changed or saved', async () => {
    carsServer();
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '4' }, readOnly: true });
    expect(await screen.findByRole('textbox', { name: 'Reg. nr.' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Opret ny byttebil' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Gem byttebil' })).not.toBeInTheDocument();
  });

  it("shows the car's colour from the catalogue's list, and saves the colour chosen there", async () => {
    carsServer({
      'GET /api/Car/GetCustomerCars': { body: [car({ CarColorId: '4' }), VAN] },
      'GET /api/CarCatalog/GetCarColors': { body: [{ Id: 1, Name: 'Hvid' }, { Id: 4, Name: 'Grå' }] },
      'POST /api/car/saveCustomerCar': { body: '4' },
    });
    const user = userEvent.setup({ delay: null });
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '4' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Farve' })).toHaveValue('Grå'));
    await pick(user, 'Farve', 'Hvid');
    await user.click(screen.getByRole('button', { name: 'Gem byttebil' }));
    await waitFor(() => expect(server.calls('POST /api/car/saveCustomerCar')).toHaveLength(1));
    expect(server.calls('POST /api/car/saveCustomerCar')[0]!.body).toMatchObject({ Id: '4', CarColorId: '1' });
  });

  it('asks the catalogue for its colours only when the car has one or the list is opened', async () => {
    carsServer({ 'GET /api/CarCatalog/GetCarColors': { body: [{ Id: 1, Name: 'Hvid' }] } });
    const user = userEvent.setup({ delay: null });
    renderTab({ initial: { ...NO_TERMS, SwapCarId: '4' } });
    await screen.findByRole('combobox', { name: 'Farve' });
    expect(server.calls('GET /api/CarCatalog/GetCarColors')).toHaveLength(0);
    await pick(user, 'Farve', 'Hvid');
    expect(server.calls('GET /api/CarCatalog/GetCarColors')).toHaveLength(1);
  });
});

describe('choosing a specification for the swap car', () => {
  const variant: SpecificationPick['variant'] = {
    Id: 'guid-octavia',
    Text: '2.0 TDI 150 hk Style',
    Selection: { Type: 'Personvogn', Make: 'Skoda', Model: 'Octavia', Year: 2019, Fuel: 'Diesel' },
    ProductionPeriod: { StartYear: 2017, EndYear: 2020 },
  };

  it("fills the engine from the catalogue variant's text, and the colour chosen with it", () => {
    server = fakeServer({});
    const form = withSpecification({ ...blankCarForm('7'), CarColorId: '2' }, { variant, year: 2019, details: null, colorId: 4 });
    expect(form.Variant).toMatchObject({ Make: 'Skoda', Model: 'Octavia', Motor: '2.0 TDI 150 hk Style', FuelType: 2, ModelYear: '2019' });
    expect(form.CarColorId).toBe('4');
  });

  it("takes the register's type designation as the engine when the car was looked up by number, and keeps a colour when none was chosen", () => {
    server = fakeServer({});
    const details = {
      RegistrationNumber: 'AB12345',
      VehicleIdentificationNumber: 'TMBJR7NX5MY012345',
      Make: 'Skoda',
      Model: 'Octavia',
      Type: 'Octavia 2.0 TDI 150 hk',
      VariantText: 'Style',
      Fuel: 'Diesel',
      Effect: 150,
      EffectKw: 110,
      FuelEconomy: 22.7,
      FirstRegistrationDate: '2019-03-14',
      InspectionDate: null,
      Color: 'Grå',
      NumberOfDoors: 5,
      IsVan: false,
      CarGuid: 'guid-octavia',
    };
    const form = withSpecification({ ...blankCarForm('7'), CarColorId: '2' }, { variant, year: 2019, details, colorId: null });
    expect(form.Variant).toMatchObject({ Motor: 'Octavia 2.0 TDI 150 hk', NumberOfDoors: '5' });
    expect(form).toMatchObject({ RegistrationNumber: 'AB12345', CarColorId: '2' });
  });
});
