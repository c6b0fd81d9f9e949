import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CarFieldMessages } from '../../../../../domain/cars/car.ts';
import { CarMessages } from '../../../../../domain/cars/messages.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { carDetails, LIST_CHOICES, MECHANIC, pageOf, SALESMAN, stockRow } from '../cars.test-support.ts';
import type { CarDetails } from '../api/types.ts';
import { CarPageMessages } from './car-page.tsx';

Element.prototype.scrollTo ??= () => {};

let server: ReturnType<typeof fakeServer>;

const carServer = (
  user: CurrentUser = SALESMAN,
  car: CarDetails = carDetails(),
  routes: FakeRoutes = {},
) => {
  let shown = car;
  let version = 4;
  server = fakeServer({
    'GET /api/account/settings': { body: user },
    'GET /api/OwnCarList/GetDetails/': () => ({ body: shown, headers: { etag: `"${version}"` } }),
    'POST /api/OwnCar/Save': (request) => {
      shown = { ...shown, ...(request.body as Partial<CarDetails>) };
      version += 1;
      return { body: { Id: request.query.id }, headers: { etag: `"${version}"` } };
    },
    'POST /api/owncarlist/search/': { body: pageOf([stockRow()]) },
    ...LIST_CHOICES,
    ...routes,
  });
  return {
    server,
    /** Someone else saves the car. */
    changeElsewhere: (changes: Partial<CarDetails>) => {
      shown = { ...shown, ...changes };
      version += 1;
    },
  };
};

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the car page', () => {
  it('shows every field of the car, and saves them with the version shown as If-Match', async () => {
    carServer();
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars/Car/55?goBackToRow=3');

    expect(await screen.findByRole('heading', { name: 'VW Golf 1,5 TSI Style' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mærke/)).toHaveValue('VW');
    expect(screen.getByLabelText('Reg.nr.')).toHaveValue('AB12345');
    expect(screen.getByLabelText('Stelnr.')).toHaveValue('WVWZZZ1KZAW000055');
    expect(screen.getByLabelText('Km')).toHaveValue('42.000');
    expect(screen.getByLabelText('Kontantpris')).toHaveValue('189.900,00');
    expect(screen.getByLabelText('1. registrering')).toHaveValue('01-03-2021');
    expect(screen.getByLabelText('Udstyr')).toHaveValue('Anhængertræk');
    expect(screen.getByRole('link', { name: 'Tilbage til listen' })).toHaveAttribute('href', '/Cars/OwnCars?goToRow=3');

    const mileage = screen.getByLabelText('Km');
    await user.clear(mileage);
    await user.type(mileage, '45000');
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    expect(await screen.findByText(CarPageMessages.saved)).toBeInTheDocument();
    const saved = server.calls('POST /api/OwnCar/Save')[0]!;
    expect(saved.query).toEqual({ id: '55' });
    expect(saved.headers['If-Match']).toBe('"4"');
    expect(saved.body).toMatchObject({ Make: 'VW', Model: 'Golf', Mileage: 45000, CashPrice: 189900, RegistrationDate: '2021-03-01', CarType: 1, Status: 0, FuelType: 'Petrol' });
    // The page shows the car as saved, at its new version.
    await waitFor(() => expect(server.calls('GET /api/OwnCarList/GetDetails/').length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.getByLabelText('Km')).toHaveValue('45.000'));
  });

  it("refuses to send what the car rules refuse, with the spec's messages", async () => {
    carServer();
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars/Car/55');
    await screen.findByRole('heading', { name: 'VW Golf 1,5 TSI Style' });

    await user.clear(screen.getByLabelText(/^Mærke/));
    const url = screen.getByLabelText('Egen annonce (URL)');
    await user.type(url, 'https://www.bilbasen.dk/brugt/bil/1');
    const noTax = screen.getByLabelText('Pris uden afgift');
    await user.type(noTax, '200000');
    await user.click(screen.getByRole('checkbox', { name: 'Ny bil (ikke i modelkataloget)' }));
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    expect(await screen.findByText(CarFieldMessages.make)).toBeInTheDocument();
    expect(screen.getByText(CarFieldMessages.marketplaceUrl)).toBeInTheDocument();
    expect(screen.getByText(CarFieldMessages.priceWithNoTax)).toBeInTheDocument();
    // New car: at most 4 years old counted from the stock year, and at most 2,000 km.
    expect(screen.getByText(CarFieldMessages.newCarMileage)).toBeInTheDocument();
    expect(screen.getByText(CarFieldMessages.newCarAge)).toBeInTheDocument();
    expect(screen.getByText(CarPageMessages.invalid)).toBeInTheDocument();
    expect(server.calls('POST /api/OwnCar/Save')).toHaveLength(0);

    await user.clear(url);
    await user.type(url, 'ikke en adresse');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText(CarFieldMessages.url)).toBeInTheDocument();
  });

  it('shows a car the car API maintains read-only, with the lock message', async () => {
    carServer(SALESMAN, carDetails({ LockedByCarApi: true }));
    renderApp('/Cars/OwnCars/Car/55');
    expect(await screen.findByText(CarMessages.locked)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mærke/)).toBeDisabled();
    expect(screen.getByLabelText('Km')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Gem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Slet' })).not.toBeInTheDocument();
  });

  it('shows the car read-only to a role that does not edit cars, without the lock message', async () => {
    carServer(MECHANIC);
    renderApp('/Cars/OwnCars/Car/55');
    await screen.findByRole('heading', { name: 'VW Golf 1,5 TSI Style' });
    expect(screen.getByLabelText(/^Mærke/)).toBeDisabled();
    expect(screen.queryByText(CarMessages.locked)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sælg bil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Overfør' })).not.toBeInTheDocument();
  });

  it("shows a reader the car's responsible by name, without asking for the department's users", async () => {
    carServer(MECHANIC, carDetails({ ResponsibleUserId: '5' }));
    renderApp('/Cars/OwnCars/Car/55');
    await screen.findByRole('heading', { name: 'VW Golf 1,5 TSI Style' });
    expect(screen.getByRole('combobox', { name: 'Ansvarlig' })).toHaveValue('Mads Sørensen');
    expect(server.calls('GET /api/user/getactiveconglomerateusers')).toHaveLength(0);
  });

  it('offers to reload when someone else saved the car since (409), and shows their version', async () => {
    const { changeElsewhere } = carServer(SALESMAN, carDetails(), {
      'POST /api/OwnCar/Save': { status: 409, body: { Message: 'Bilen er ændret af en anden.', Code: 'Conflict' }, headers: { etag: '"5"' } },
    });
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars/Car/55');
    await screen.findByRole('heading', { name: 'VW Golf 1,5 TSI Style' });
    changeElsewhere({ Color: 'Rød' });

    await user.clear(screen.getByLabelText('Farve'));
    await user.type(screen.getByLabelText('Farve'), 'Blå');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    const dialog = await screen.findByRole('dialog', { name: CarPageMessages.changedByOtherTitle });
    expect(within(dialog).getByText(CarPageMessages.changedByOther)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: CarPageMessages.reload }));
    await waitFor(() => expect(screen.getByLabelText('Farve')).toHaveValue('Rød'));
  });

  it('deletes the car after a confirmation and goes back to its row of the list', async () => {
    carServer(SALESMAN, carDetails(), { 'DELETE /api/OwnCar/Delete': { body: { Message: CarMessages.deleted('VW Golf 1,5 TSI Style') } } });
    const user = userEvent.setup();
    const { router } = renderApp('/Cars/OwnCars/Car/55?goBackToRow=7');
    await screen.findByRole('heading', { name: 'VW Golf 1,5 TSI Style' });

    await user.click(screen.getByRole('button', { name: 'Slet' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText(CarMessages.deleted('VW Golf 1,5 TSI Style'))).toBeInTheDocument();
    expect(server.calls('DELETE /api/OwnCar/Delete')[0]?.query).toEqual({ id: '55' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cars/OwnCars'));
    expect(router.state.location.href).toBe('/Cars/OwnCars?goToRow=7');
  });

  it('creates a new car and opens it', async () => {
    carServer(SALESMAN, carDetails({ Id: '77', Make: 'Skoda', Model: 'Octavia', Variant: '', Title: 'Skoda Octavia', CarTitle: 'Skoda Octavia' }), {
      'POST /api/OwnCar/Create': { body: { Id: '77' }, headers: { etag: '"1"' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/Cars/OwnCars/Car');
    expect(await screen.findByRole('heading', { name: 'Ny bil' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Opret bil' }));
    expect(await screen.findByText(CarFieldMessages.make)).toBeInTheDocument();
    expect(server.calls('POST /api/OwnCar/Create')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Mærke/), 'Skoda');
    await user.type(screen.getByLabelText(/^Model/), 'Octavia');
    await user.type(screen.getByLabelText('Reg.nr.'), 'xy 12 345');
    await user.click(screen.getByRole('button', { name: 'Opret bil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cars/OwnCars/Car/77'));
    expect(server.calls('POST /api/OwnCar/Create')[0]?.body).toMatchObject({ Make: 'Skoda', Model: 'Octavia', RegistrationNumber: 'xy 12 345', CarType: 1, Status: 0 });
    expect(await screen.findByRole('heading', { name: 'Skoda Octavia' })).toBeInTheDocument();
  });

  it("asks before leaving unsaved changes: 'Du har ikke gemt dine ændringer, vil du fortsætte?'", async () => {
    carServer();
    const user = userEvent.setup();
    const { router } = renderApp('/Cars/OwnCars/Car/55?goBackToRow=2');
    await screen.findByRole('heading', { name: 'VW Golf 1,5 TSI Style' });
    await user.type(screen.getByLabelText('Farve'), 'lig');

    await user.click(screen.getByRole('link', { name: 'Tilbage til listen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ændringer er ikke gemt' });
    expect(dialog).toHaveTextContent('Du har ikke gemt dine ændringer, vil du fortsætte?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/Cars/OwnCars/Car/55');

    await user.click(screen.getByRole('link', { name: 'Tilbage til listen' }));
    dialog = await screen.findByRole('dialog', { name: 'Ændringer er ikke gemt' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cars/OwnCars'));
  });

  it("starts a new car from the case's vehicle and creates it with the case's transfer", async () => {
    carServer(SALESMAN, carDetails(), {
      'GET /api/Case/Get': {
        body: {
          Id: '1042',
          SalesItem: { Title: 'Honda Civic', Make: 'Honda', Model: 'Civic', FuelType: 'Benzin', VehicleType: 1, IsSpecifiedVehicle: false, IsFactoryNew: false, ModelYear: 2020, RegistrationDate: '2020-05-01', Mileage: 12000 },
          TransferCaseDate: null,
        },
        headers: { etag: '"3"' },
      },
      'POST /api/case/createcarfromcase': { body: { Id: '78' }, headers: { etag: '"4"' } },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/Cars/OwnCars/CreateCarWizard?caseId=1042');
    expect(await screen.findByText(/Bilen er udfyldt med køretøjet fra/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sag 1042' })).toHaveAttribute('href', '/Cases/Case/1042');
    expect(screen.getByLabelText(/^Mærke/)).toHaveValue('Honda');
    expect(screen.getByLabelText('1. registrering')).toHaveValue('01-05-2020');
    await user.click(screen.getByRole('button', { name: 'Opret bil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Cars/OwnCars/Car/78'));
    const [created] = server.calls('POST /api/case/createcarfromcase');
    expect(created?.query).toEqual({ caseId: '1042' });
    expect(created?.body).toMatchObject({ Make: 'Honda', Model: 'Civic', CarType: 1, FuelType: 'Petrol', ModelYear: 2020, Mileage: 12000 });
    // The case is kept as the server has it from the transfer on (the version the answer's ETag names).
    expect(server.calls('GET /api/Case/Get').at(-1)?.query).toMatchObject({ Id: '1042', MinVersion: '4' });
  });

  it.each([
    [{ Title: 'Kabe 560', Make: 'Kabe', Model: '560', VehicleType: 5, IsSpecifiedVehicle: true, IsFactoryNew: true, ModelYear: 2026 }, null, 'En specificeret bil kan ikke oprettes som lagerbil fra sagen.'],
    [{ Title: 'Honda Civic', Make: 'Honda', Model: 'Civic', IsFactoryNew: true }, '2026-11-20', 'Bilen er allerede oprettet fra sagen.'],
    [null, null, 'Der er fejl i sagen. Ret fejlene før du kan oprette bilen.'],
  ])('refuses a case that cannot give its vehicle, and says why (%#)', async (SalesItem, TransferCaseDate, reason) => {
    carServer(SALESMAN, carDetails(), { 'GET /api/Case/Get': { body: { Id: '1042', SalesItem, TransferCaseDate }, headers: { etag: '"3"' } } });
    renderApp('/Cars/OwnCars/CreateCarWizard?caseId=1042');
    expect(await screen.findByTestId('create-car-refused')).toHaveTextContent(reason);
    expect(screen.queryByRole('button', { name: 'Opret bil' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sag 1042' })).toHaveAttribute('href', '/Cases/Case/1042');
  });
});
