import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SwapCarTerms } from '../../../../../../domain/customer-cars/swap-car-rules.ts';
import type { ExternalCarDetails } from '../../../../../../domain/catalogue/vehicle-data.ts';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { SwapCarVehicleTools } from '@/features/catalogue/components/swap-car-vehicle-tools.tsx';
import { SwapCarTab } from '@/features/customer-cars/components/swap-car-tab.tsx';
import { caseModel, userWith } from '@/test/case-fixtures.ts';
import { fakeServer } from '@/test/fake-server.ts';

/** The swap car tab with the vehicle data the route composes in: car facts fill the swap car's form. */

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

const FACTS: ExternalCarDetails = {
  RegistrationNumber: 'CX12345',
  VehicleIdentificationNumber: 'TMBJJ7NE4K0123456',
  Make: 'Skoda',
  Model: 'Octavia',
  Type: 'Octavia 2.0 TDI 150 hk',
  VariantText: 'Style',
  Fuel: 'Diesel',
  Effect: 150,
  EffectKw: 110,
  FuelEconomy: 21.3,
  FirstRegistrationDate: '2019-04-12',
  InspectionDate: '2023-04-02',
  Color: 'Grå',
  NumberOfDoors: 5,
  IsVan: false,
  CarGuid: null,
  DmrCarTitleSection: { VinNumber: 'TMBJJ7NE4K0123456', LicensePlate: 'CX12345', Make: 'Skoda', Model: 'Octavia', Variant: 'Style' },
  DmrCarChassis: { Type: 'Octavia 2.0 TDI 150 hk', Fuel: 'Diesel', Effect: 150, EffectKw: 110, FuelEconomy: 21.3, FirstRegistrationDate: '2019-04-12', InspectionDate: '2023-04-02', Color: 'Grå', NumberOfDoors: 5 },
  InspectionReportUrl: 'https://synsrapport.example.dk/CX12345',
};

let server: ReturnType<typeof fakeServer>;

function Harness() {
  const [value, setValue] = useState(NO_TERMS);
  return (
    <SwapCarTab value={value} onChange={setValue} model={caseModel()} readOnly={false} showErrors={false} onCarStateChange={() => {}} VehicleTools={SwapCarVehicleTools} />
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe("the swap car's car facts", () => {
  it('looks the typed registration number up in the motor register and fills the swap car form with it', async () => {
    server = fakeServer({
      'GET /api/account/settings': { body: userWith({ SimpleRole: 'Salesman', RoleFlags: ['case', 'car_facts'] }) },
      'GET /api/Car/GetCustomerCars': { body: [] },
      'GET /api/Dmr/GetExternalDetails': { body: FACTS },
    });
    const user = userEvent.setup({ delay: null });
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <Harness />
      </AppProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'Opret ny byttebil' }));
    await user.type(screen.getByRole('textbox', { name: 'Reg. nr.' }), 'CX12345');
    await user.click(await screen.findByRole('button', { name: 'Bilfakta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bilfakta' });
    await user.click(await within(dialog).findByRole('button', { name: 'Udfyld med bilfakta' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bilfakta' })).not.toBeInTheDocument());

    expect(server.calls('GET /api/Dmr/GetExternalDetails')[0]?.query).toMatchObject({ number: 'CX12345' });
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('Skoda Octavia Style');
    expect(screen.getByRole('textbox', { name: 'Stelnummer' })).toHaveValue('TMBJJ7NE4K0123456');
    expect(screen.getByRole('textbox', { name: '1. registrering' })).toHaveValue('12-04-2019');
    expect(screen.getByRole('button', { name: 'Gem byttebil' })).toBeEnabled();
  });
});

describe("the swap car's debt check", () => {
  it("fills the swap car's 'Restgæld' with the debt the register knows", async () => {
    server = fakeServer({
      'GET /api/account/settings': { body: userWith({ SimpleRole: 'Salesman', RoleFlags: ['case', 'debt_check'] }) },
      'GET /api/Car/GetCustomerCars': { body: [] },
      'GET /api/Car/GetCustomerCarDebtCheck': {
        body: { State: 1, CarHasDebt: true, DebtTextShort: 'Ejendomsforbehold: Nordea Finans, 27.500 kr.', ChassisNumber: 'TMBJJ7NE4K0123456', RegistrationNumber: 'CX12345', TotalDebt: 27_500 },
      },
    });
    const user = userEvent.setup({ delay: null });
    render(
      <AppProviders queryClient={createQueryClient()} env="test">
        <Harness />
      </AppProviders>,
    );
    await user.click(await screen.findByRole('button', { name: 'Opret ny byttebil' }));
    await user.type(screen.getByRole('textbox', { name: 'Reg. nr.' }), 'CX12345');
    await user.click(await screen.findByRole('button', { name: 'Gældstjek' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Restgæld' })).toHaveValue('27.500,00'));
  });
});
