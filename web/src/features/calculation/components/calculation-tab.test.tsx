import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FeeValidityMessages } from '../../../../../domain/calculation/case-calculation.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderApp } from '@/test/render-app.tsx';
import { CASE_TAB_ROUTES, caseModel, SALESMAN } from '@/test/case-fixtures.ts';
import { CalculationTexts } from './calculation-panel.tsx';

/**
 * The Beregning tab on the case page: what the salesperson decides there is saved with the case (`POST
 * /api/case/save` carries the calculation) and comes back with it; the save is refused while the calculation is not
 * valid (spec part 2 §5).
 */
let server: ReturnType<typeof fakeServer>;
const upholsteryRoutes = {
  'GET /api/CarCatalog/GetUpholstery': { body: [{ Type: 'Stof' }, { Type: 'Læder' }] },
  'GET /api/CarCatalog/GetUpholsteryColors': { body: [{ Color: 'Sort', ColorCode: 'BLK' }, { Color: 'Grå', ColorCode: 'GRY' }] },
};
const usedVehicle = { CarId: '55', Title: 'VW Golf', CashPrice: 189_900, IsFactoryNew: false, ModelYear: 2021, UsedVehicleInformation: { RegistrationDate: '2021-03-01', Mileage: 42_000, IsImportedCar: false } };

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
});
afterEach(() => expect(server.unexpected).toEqual([]));

const toolbarButton = (name: string) => within(screen.getByRole('toolbar', { name: 'Handlinger' })).getByRole('button', { name });

describe('the Beregning tab on the case page', () => {
  it('a stock car: the costs typed on the tab are saved with the case, and the saved calculation is shown again', async () => {
    let stored = caseModel({ Version: 3, Calculation: { CarCalculationMethod: 0, LicensePlateCost: 1_180, ExtraEquipments: [] } });
    server = fakeServer({
      ...CASE_TAB_ROUTES,
      'GET /api/account/settings': { body: SALESMAN },
      'GET /api/Case/Get': () => ({ body: stored }),
      'GET /api/case/getusedvehicle': { body: usedVehicle },
      ...upholsteryRoutes,
      'POST /api/VehicleTax/GetTaxes': { status: 400, body: { Message: 'Ukendt' } },
      'POST /api/case/save': (request) => {
        stored = { ...stored, ...(request.body as object), Version: 4 };
        return { body: '"1042"', headers: { etag: '"4"' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/Cases/Case/1042#/calculation');
    const overview = await screen.findByRole('table', { name: CalculationTexts.overview }, { timeout: 15_000 });
    await waitFor(() => expect(overview.textContent).toContain('191.080,00 kr.'));
    expect(screen.getByLabelText('Nummerplader')).toHaveValue('1.180');

    fireEvent.change(screen.getByLabelText('Leveringsomkostninger'), { target: { value: '2995' } });
    // The upholstery is chosen from the catalogue's lists and goes with the sales item.
    await user.click(screen.getByRole('combobox', { name: 'Polstring' }));
    await user.click(await screen.findByRole('option', { name: 'Læder' }));
    await user.click(screen.getByRole('combobox', { name: 'Polstringsfarve' }));
    await user.click(await screen.findByRole('option', { name: 'Sort (BLK)' }));
    await user.click(toolbarButton('Gem'));
    await screen.findByText('Sagen er gemt');
    expect(server.calls('POST /api/case/save')[0]?.body).toMatchObject({ Id: '1042', Calculation: { CarCalculationMethod: 0, LicensePlateCost: 1_180, DeliveryCost: 2_995 } });
    expect(server.calls('POST /api/case/save')[0]?.body).toMatchObject({ SalesItem: { Upholstery: { Type: 'Læder', Color: 'Sort', ColorCode: 'BLK' } } });
    await waitFor(() => expect(screen.getByRole('table', { name: CalculationTexts.overview }).textContent).toContain('194.075,00 kr.'));
  }, 60_000);

  it("a used car whose fee is not paid, without a fee: the save is refused with 'Validering'", async () => {
    server = fakeServer({
      ...CASE_TAB_ROUTES,
      'GET /api/account/settings': { body: SALESMAN },
      'GET /api/Case/Get': { body: caseModel({ Version: 3, Calculation: { CarCalculationMethod: 1, ExtraEquipments: [] } }) },
      'GET /api/case/getusedvehicle': { body: usedVehicle },
      ...upholsteryRoutes,
      'POST /api/VehicleTax/GetTaxes': { status: 400, body: { Message: 'Ukendt' } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/Cases/Case/1042#/calculation');
    expect(await screen.findByText(FeeValidityMessages.usedFeeMissing, {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(toolbarButton('Gem'));
    expect(await screen.findByText('Check at data er korrekte og prøv at gemme igen.')).toBeInTheDocument();
    expect(server.calls('POST /api/case/save')).toHaveLength(0);
  }, 30_000);
});
