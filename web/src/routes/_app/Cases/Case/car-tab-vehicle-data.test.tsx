import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueVariant } from '../../../../../../domain/catalogue/model-catalogue.ts';
import type { DrillDownResponse } from '../../../../../../domain/catalogue/vehicle-data.ts';
import { userWith } from '@/test/case-fixtures.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { renderCarTab } from './-render-car-tab.test-support.tsx';

/** The car tab with the vehicle data the route composes in: choose car specification, model catalogue details. */

const GUID = '33333333-3333-4333-a333-333333333333';
const BY_NUMBER: DrillDownResponse = {
  Options: { Types: ['Personvogn', 'Varevogn'], Makes: ['Skoda'], Models: ['Octavia'], Years: [2019, 2020], FuelTypes: ['Diesel'] },
  Selection: { Type: 'Personvogn', Make: 'Skoda', Model: 'Octavia', Year: 2019, Fuel: 'Diesel' },
  Variants: [
    {
      Id: GUID,
      Text: 'Octavia 2.0 TDI 150 hk Style',
      Selection: { Type: 'Personvogn', Make: 'Skoda', Model: 'Octavia', Year: null, Fuel: 'Diesel' },
      ProductionPeriod: { StartYear: 2017, EndYear: 2020 },
    },
  ],
  VehicleDetails: {
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
    CarGuid: GUID,
  },
  Error: false,
};
const OCTAVIA: CatalogueVariant = {
  CarGuid: GUID,
  Make: 'Skoda',
  Model: 'Octavia',
  Type: 'Octavia 2.0 TDI 150 hk',
  FactoryCode: 'OCT150ST',
  Variant: '2.0 TDI Style',
  EquipmentLevel: 'Style',
  ModelYear: 2019,
  EffectiveDate: '2019-01-01',
  TotalPrice: 359_900,
  PriceType: 'A',
  FuelType: 'Diesel',
  NumberOfDoors: 5,
  Motor: '2.0 TDI',
  Effect: 150,
  KmPerLiter: 21.3,
  CarType: 1,
  CarTypeName: 'Personbil',
  IsVan: false,
  ChassisTypes: ['Stationcar'],
  ChargerType: null,
};

let server: ReturnType<typeof fakeServer>;


beforeEach(() => {
  notifications.clean();
  modals.closeAll();
  document.cookie = 'XSRF-TOKEN=xsrf-1';
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('car tab: choose car specification', () => {
  it('looks the car up by number and makes the chosen variant and colour the sales item, with the register’s numbers', async () => {
    server = fakeServer({
      'GET /api/account/settings': { body: userWith({ RoleFlags: ['case', 'car_facts'] }) },
      'GET /api/CarCatalog/DrillDown': ({ query }) => (query.number ? { body: BY_NUMBER } : { body: { ...BY_NUMBER, Variants: [], VehicleDetails: null, Selection: { Type: 'Personvogn', Make: null, Model: null, Year: null, Fuel: null } } }),
      'GET /api/CarCatalog/GetCarColors': { body: [{ Id: 1, Name: 'Hvid' }, { Id: 4, Name: 'Grå' }] },
      'GET /api/CarCatalog/GetModelCatalogByGuid': { body: OCTAVIA },
    });
    const user = userEvent.setup();
    const changes = renderCarTab(null, { vehicleTools: true });

    await user.click(await screen.findByRole('button', { name: 'Vælg bilspecifikation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vælg bilspecifikation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Stel- eller registreringsnummer' }), 'cx 12 345');
    await user.click(within(dialog).getByRole('button', { name: 'Slå op' }));
    expect(await within(dialog).findByText('Octavia 2.0 TDI 150 hk Style')).toBeInTheDocument();
    expect(server.calls('GET /api/CarCatalog/DrillDown').at(-1)?.query).toEqual({ number: 'CX12345' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Farve' }));
    await user.click(await screen.findByRole('option', { name: 'Grå' }));
    await user.click(within(dialog).getByRole('button', { name: 'Vælg' }));

    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toMatchObject({
      Id: null,
      CarGuid: GUID,
      Title: 'Skoda Octavia 2.0 TDI 150 hk Style',
      Make: 'Skoda',
      Model: 'Octavia',
      Variant: 'Octavia 2.0 TDI 150 hk Style',
      FuelType: 'Diesel',
      VehicleType: 1,
      ModelYear: 2019,
      Color: 'Grå',
      IsFactoryNew: false,
      IsVan: false,
      RegistrationNumber: 'CX12345',
      ChassisNumber: 'TMBJJ7NE4K0123456',
      RegistrationDate: '2019-04-12',
      ProductionPeriodYearStart: 2017,
      ProductionPeriodYearEnd: 2020,
      SalesItemPriceWithVat: null,
    });
    expect(screen.getByText('Produceret').nextSibling).toHaveTextContent('2017–2020');
    expect(await screen.findByTestId('case-car')).toHaveTextContent('Skoda Octavia 2.0 TDI 150 hk Style');

    // The picked variant is a catalogue car: its model catalogue details open from the tab.
    await user.click(screen.getByRole('button', { name: 'Modelkatalog' }));
    const details = await screen.findByTestId('model-catalogue-details');
    expect(within(details).getByText('Stationcar')).toBeInTheDocument();
    expect(within(details).getByText('2.0 TDI')).toBeInTheDocument();
    expect(within(details).getByText('DealerHub biltype').nextSibling).toHaveTextContent('Personbil');
    expect(server.calls('GET /api/CarCatalog/GetModelCatalogByGuid')[0]?.query).toEqual({ guid: GUID });
  });

  it('says the catalogue cannot be read when the details dialog’s variant is not there', async () => {
    server = fakeServer({
      'GET /api/account/settings': { body: userWith({ RoleFlags: ['case'] }) },
      'GET /api/CarCatalog/GetModelCatalogByGuid': { status: 503, body: { Message: 'nede', Code: 'CatalogueUnavailable' } },
    });
    const user = userEvent.setup();
    renderCarTab({ Id: null, CarGuid: GUID, Title: 'Skoda Octavia', IsFactoryNew: true, IsSpecifiedVehicle: false }, { vehicleTools: true });
    await user.click(await screen.findByRole('button', { name: 'Modelkatalog' }));
    expect(await screen.findByTestId('model-catalogue-error')).toHaveTextContent('Kunne ikke hente bildata fra DBI katalog, da det ikke svarer. Prøv igen senere');
  });
});

describe("car tab: the car's facts from the motor register", () => {
  it("fill the car's registered weights, yearly taxes, doors, type and inspection ('Udfyld med bilfakta'), and the car stays the one chosen", async () => {
    server = fakeServer({
      'GET /api/account/settings': { body: userWith({ RoleFlags: ['case', 'car_facts'] }) },
      'GET /api/Dmr/GetExternalDetails': {
        body: {
          ...BY_NUMBER.VehicleDetails,
          CarGuid: null,
          Weight: 1_430,
          TotalWeight: 1_950,
          WeightTaxPerYear: 2_840,
          EqualisationTaxPerYear: 1_460,
          NoParticleFilterTax: 0,
          DmrCarTitleSection: { VinNumber: 'TMBJJ7NE4K0123456', LicensePlate: 'CX12345', Make: 'Skoda', Model: 'Octavia', Variant: 'Style' },
          DmrCarChassis: { Type: 'Octavia 2.0 TDI 150 hk', Fuel: 'Diesel', Effect: 150, EffectKw: 110, FuelEconomy: 21.3, FirstRegistrationDate: '2019-04-12', InspectionDate: '2023-04-02', Color: 'Grå', NumberOfDoors: 5 },
          InspectionReportUrl: 'https://synsrapport.example.dk/CX12345',
        },
      },
    });
    const user = userEvent.setup();
    const used = { Id: '55', Title: 'Skoda Octavia', IsFactoryNew: false, RegistrationNumber: 'CX12345', RegistrationDate: '2019-04-12', ModelYear: 2019 };
    const changes = renderCarTab(used, { vehicleTools: true });

    await user.click(await screen.findByRole('button', { name: 'Bilfakta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bilfakta' });
    expect(await within(dialog).findByText('1.430 kg')).toBeInTheDocument();
    expect(within(dialog).getByText('2.840 kr.')).toBeInTheDocument();
    expect(within(dialog).getByText('1.460 kr.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Udfyld med bilfakta' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bilfakta' })).not.toBeInTheDocument());

    expect(changes.at(-1)).toMatchObject({
      ...used,
      VehicleInformation: { Weight: 1_430, TotalWeight: 1_950, WeightTaxPerYear: 2_840, EqualisationTaxPerYear: 1_460, NoParticleFilterTax: 0, NumberOfDoors: 5, EngineType: 'Octavia 2.0 TDI 150 hk' },
      UsedVehicleInformation: { InspectionDate: '2023-04-02' },
    });
    expect(within(screen.getByTestId('vehicle-information')).getByRole('textbox', { name: 'Egenvægt (kg)' })).toHaveValue('1.430');
    expect(within(screen.getByTestId('vehicle-information')).getByRole('textbox', { name: 'Vægtafgift pr. år (kr.)' })).toHaveValue('2.840');
  });
});
