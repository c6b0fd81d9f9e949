import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CarMessages } from '../../../../../domain/cars/messages.ts';
import type { CurrentUser } from '@/lib/current-user.ts';
import { fakeServer, type FakeRoutes } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { carDetails, LIST_CHOICES, OWNER, pageOf, SALESMAN, stockRow, userOf } from '../cars.test-support.ts';
import { SellCarMessages, SOLD_DIALOG_MS } from './sell-car.tsx';
import { TRANSFERRED_DIALOG_MS, TransferMessages } from './transfer-car.tsx';

Element.prototype.scrollTo ??= () => {};

let server: ReturnType<typeof fakeServer>;

const GOLF = stockRow();
const YARIS = stockRow({ Id: '56', Title: 'Toyota Yaris 1,5 Hybrid', Make: 'Toyota', Model: 'Yaris', Variant: '1,5 Hybrid', Price: 129900 });

/** The list with two cars; a sold or transferred car leaves it. */
const listServer = (user: CurrentUser, routes: FakeRoutes = {}) => {
  const rows = [GOLF, YARIS];
  server = fakeServer({
    'GET /api/account/settings': { body: user },
    'POST /api/owncarlist/search/': () => ({ body: pageOf(rows) }),
    'GET /api/OwnCarList/GetDetails/': (request) => ({ body: carDetails({ Id: request.query.id }), headers: { etag: '"4"' } }),
    'POST /api/car/sellcar/': (request) => {
      rows.splice(rows.findIndex((row) => row.Id === (request.body as { CarId: string }).CarId), 1);
      return { body: { CarId: (request.body as { CarId: string }).CarId } };
    },
    'POST /api/car/transfercar': (request) => {
      rows.splice(rows.findIndex((row) => row.Id === request.query.carId), 1);
      return { body: { Message: CarMessages.transferred('VW Golf 1,5 TSI Style', 'Demo Biler Aalborg'), CarId: '90', DealerId: '102' } };
    },
    'GET /api/ConglomerateDealer/FindConglomerateDealersForCar': {
      body: [
        { Id: '102', Name: 'Demo Biler Aalborg' },
        { Id: '103', Name: 'Demo Biler Vejle' },
      ],
    },
    ...LIST_CHOICES,
    ...routes,
  });
  return server;
};

const panel = () => screen.findByRole('complementary', { name: 'Bilens detaljer' });

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('selling a stock car', () => {
  it('warns about the related cases first, asks for the price and its type, and says the car is sold for 5 s', async () => {
    listServer(SALESMAN, {
      'GET /api/CasesByCar/GetByCarId': { body: { Total: 1, List: [{ Id: '1042', CustomerName: 'Karen Jensen', StatusText: 'Åben', CaseManagerName: 'Mads Sørensen' }] } },
    });
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    await user.click(within(await panel()).getByRole('button', { name: 'Sælg bil' }));

    const warning = await screen.findByRole('dialog', { name: SellCarMessages.relatedTitle });
    expect(within(warning).getByText(SellCarMessages.related(1))).toBeInTheDocument();
    expect(within(warning).getByText(/Sag 1042 - Karen Jensen/)).toBeInTheDocument();
    expect(server.calls('GET /api/CasesByCar/GetByCarId')[0]?.query).toEqual({ CarId: '55' });
    await user.click(within(warning).getByRole('button', { name: 'Fortsæt' }));

    const confirm = await screen.findByRole('dialog', { name: SellCarMessages.title });
    const sell = within(confirm).getByRole('button', { name: 'Sælg bil' });
    // A price without its type may not be saved.
    expect(within(confirm).getByLabelText('Salgspris')).toHaveValue('184.900,00');
    expect(sell).toBeDisabled();
    await user.click(within(confirm).getByRole('radio', { name: 'Detailpris' }));
    expect(sell).toBeEnabled();
    // A price typed anew is the price sold at (the field pads it with its decimals as it is typed).
    await user.clear(within(confirm).getByLabelText('Salgspris'));
    await user.type(within(confirm).getByLabelText('Salgspris'), '148000');
    expect(sell).toBeEnabled();
    await user.click(sell);

    expect(await screen.findByRole('dialog', { name: SellCarMessages.soldTitle })).toHaveTextContent(SellCarMessages.sold('VW Golf 1,5 TSI Style'));
    expect(server.calls('POST /api/car/sellcar/')[0]?.body).toEqual({ CarId: '55', SalesPrice: 148000, IsRetailPrice: true });
    // The sold car leaves the list, and the panel moves on to the next car.
    await waitFor(async () => expect(within(await panel()).getByRole('heading', { name: 'Toyota Yaris 1,5 Hybrid' })).toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: SellCarMessages.soldTitle })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SellCarMessages.soldTitle })).not.toBeInTheDocument(), { timeout: SOLD_DIALOG_MS + 5_000 });
  });

  it('sells without a price when it is not to be saved, and skips the cases check without the case function', async () => {
    listServer(userOf('Salesman', ['can_see_my_cars']));
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    await user.click(within(await panel()).getByRole('button', { name: 'Sælg bil' }));
    const confirm = await screen.findByRole('dialog', { name: SellCarMessages.title });
    await user.click(within(confirm).getByRole('checkbox', { name: SellCarMessages.noPrice }));
    await user.click(within(confirm).getByRole('button', { name: 'Sælg bil' }));
    await screen.findByRole('dialog', { name: SellCarMessages.soldTitle });
    // Null fields are dropped.
    expect(server.calls('POST /api/car/sellcar/')[0]?.body).toEqual({ CarId: '55' });
    expect(server.calls('GET /api/CasesByCar/GetByCarId')).toHaveLength(0);
  });

  it("shows the server's message when the sale fails", async () => {
    listServer(SALESMAN, {
      'GET /api/CasesByCar/GetByCarId': { body: { Total: 0, List: [] } },
      'POST /api/car/sellcar/': { status: 409, body: { Message: CarMessages.alreadySold } },
    });
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    await user.click(within(await panel()).getByRole('button', { name: 'Sælg bil' }));
    const confirm = await screen.findByRole('dialog', { name: SellCarMessages.title });
    await user.click(within(confirm).getByRole('checkbox', { name: SellCarMessages.noPrice }));
    await user.click(within(confirm).getByRole('button', { name: 'Sælg bil' }));
    expect(await screen.findByText(CarMessages.alreadySold)).toBeInTheDocument();
    expect(screen.getByText(SellCarMessages.failureTitle)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: SellCarMessages.soldTitle })).not.toBeInTheDocument();
  });
});

describe('transferring a stock car', () => {
  it("offers the other departments, confirms, and says 'Bilen … er nu overført til …' before the list moves on", async () => {
    listServer(OWNER);
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    await user.click(within(await panel()).getByRole('button', { name: 'Overfør' }));

    const dialog = await screen.findByRole('dialog', { name: TransferMessages.title });
    await user.click(within(dialog).getByRole('combobox', { name: 'Afdeling' }));
    await user.click(await screen.findByRole('option', { name: 'Demo Biler Aalborg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Overfør' }));
    expect(await screen.findByText(TransferMessages.confirm('VW Golf 1,5 TSI Style', 'Demo Biler Aalborg'))).toBeInTheDocument();
    expect(server.calls('POST /api/car/transfercar')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(await screen.findByText(CarMessages.transferred('VW Golf 1,5 TSI Style', 'Demo Biler Aalborg'))).toBeInTheDocument();
    expect(server.calls('POST /api/car/transfercar')[0]?.query).toEqual({ carId: '55', conglomerateDealerId: '102' });
    expect(server.calls('GET /api/ConglomerateDealer/FindConglomerateDealersForCar')[0]?.query).toEqual({ carId: '55' });
    await waitFor(() => expect(screen.queryByText(CarMessages.transferred('VW Golf 1,5 TSI Style', 'Demo Biler Aalborg'))).not.toBeInTheDocument(), {
      timeout: TRANSFERRED_DIALOG_MS + 5_000,
    });
    await waitFor(async () => expect(within(await panel()).getByRole('heading', { name: 'Toyota Yaris 1,5 Hybrid' })).toBeInTheDocument());
  });

  it("shows the server's message when the transfer fails, and is not offered to a salesman", async () => {
    listServer(OWNER, { 'POST /api/car/transfercar': { status: 409, body: { Message: CarMessages.transferSold } } });
    const user = userEvent.setup();
    const { unmount } = renderApp('/Cars/OwnCars');
    await user.click(within(await panel()).getByRole('button', { name: 'Overfør' }));
    const dialog = await screen.findByRole('dialog', { name: TransferMessages.title });
    await user.click(within(dialog).getByRole('combobox', { name: 'Afdeling' }));
    await user.click(await screen.findByRole('option', { name: 'Demo Biler Vejle' }));
    await user.click(within(dialog).getByRole('button', { name: 'Overfør' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText(CarMessages.transferSold)).toBeInTheDocument();
    unmount();

    listServer(SALESMAN);
    renderApp('/Cars/OwnCars');
    expect(within(await panel()).queryByRole('button', { name: 'Overfør' })).not.toBeInTheDocument();
  });
});

describe('the detail panel', () => {
  it('sets the ad type, and locks it with a tooltip when a rule set it', async () => {
    listServer(SALESMAN, {
      'POST /api/OwnCarList/setAdvertising': { body: { CarId: '55', AdType: 2, AdTypeSetByRule: false }, headers: { etag: '"5"' } },
      'GET /api/OwnCarList/GetDetails/': (request) =>
        request.query.id === '56'
          ? { body: carDetails({ Id: '56', AdType: 0, AdTypeSetByRule: true }), headers: { etag: '"2"' } }
          : { body: carDetails({ AdType: server.calls('POST /api/OwnCarList/setAdvertising').length > 0 ? 2 : 1 }), headers: { etag: `"${4 + server.calls('POST /api/OwnCarList/setAdvertising').length}"` } },
    });
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    const details = await panel();
    await waitFor(() => expect(within(details).getByRole('radio', { name: 'Standard' })).toBeChecked());
    await user.click(within(details).getByRole('radio', { name: 'Plus' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Skift annoncetype' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.calls('POST /api/OwnCarList/setAdvertising')[0]?.body).toEqual({ carId: '55', adType: 2 }));
    await waitFor(() => expect(within(details).getByRole('radio', { name: 'Plus' })).toBeChecked());

    await user.click(screen.getByRole('cell', { name: 'Yaris 1,5 Hybrid' }));
    await waitFor(() => expect(within(details).getByRole('radio', { name: 'Discount' })).toBeChecked());
    expect(within(details).getByRole('radio', { name: 'Plus' })).toBeDisabled();
    expect(within(details).getByRole('img', { name: CarMessages.adTypeSetByRule })).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'Annonceringsregler' })).toHaveAttribute('href', '/Advertising/rules');
  });

  it('shows the pictures the details carry, with a JPG download, and closes', async () => {
    listServer(SALESMAN, {
      'GET /api/OwnCarList/GetDetails/': (request) => ({
        body: carDetails({ Id: request.query.id, CarPictureUrls: ['https://billeder.test/1.jpg', 'https://billeder.test/2.jpg'] }),
        headers: { etag: '"4"' },
      }),
    });
    const user = userEvent.setup();
    renderApp('/Cars/OwnCars');
    const details = await panel();
    const main = await within(details).findByRole('img', { name: 'VW Golf 1,5 TSI Style, billede 1' });
    expect(main).toHaveAttribute('src', 'https://billeder.test/1.jpg');
    // Without the server's named download links, the picture itself is the download.
    expect(within(details).getByRole('link', { name: /Hent billede/ })).toHaveAttribute('href', 'https://billeder.test/1.jpg');
    await user.click(within(details).getByRole('button', { name: 'Vis billede 2' }));
    expect(within(details).getByRole('img', { name: 'VW Golf 1,5 TSI Style, billede 2' })).toHaveAttribute('src', 'https://billeder.test/2.jpg');

    await user.click(within(details).getByRole('button', { name: 'Luk detaljer' }));
    expect(screen.queryByRole('complementary', { name: 'Bilens detaljer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('cell', { name: 'Yaris 1,5 Hybrid' }));
    expect(within(await panel()).getByRole('heading', { name: 'Toyota Yaris 1,5 Hybrid' })).toBeInTheDocument();
  });
});
