import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { CarFactsModal } from './car-facts-modal.tsx';
import { DebtCheck, type VehicleNumbers } from './debt-check.tsx';
import { RequestVariantModal } from './request-variant-modal.tsx';
import { CarSpecificationModal } from './car-specification-modal.tsx';

let server: ReturnType<typeof fakeServer>;
const wrap = (node: React.ReactNode) => render(<AppProviders queryClient={createQueryClient()} env="test">{node}</AppProviders>);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

describe('the debt check', () => {
  const numbers: VehicleNumbers = { ChassisNumber: 'WVWZZZ1KZAW000001', RegistrationNumber: 'AB12345' };

  it('explains the paid service to a dealer without it, and asks nothing', async () => {
    server = fakeServer({});
    const user = userEvent.setup();
    wrap(<DebtCheck numbers={numbers} available={false} onAdopt={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Gældstjek' }));
    expect(await screen.findByText(/159 kr\. pr\. måned for hele butikken/)).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('says the numbers do not match and adopts the register’s numbers from the modal', async () => {
    server = fakeServer({
      'GET /api/Car/GetCustomerCarDebtCheck': {
        body: { State: 1, CarHasDebt: true, DebtTextShort: 'Ejendomsforbehold: Nordea Finans, 84.500 kr.', ChassisNumber: numbers.ChassisNumber, RegistrationNumber: 'CD67890' },
      },
    });
    const adopted: VehicleNumbers[] = [];
    const user = userEvent.setup();
    wrap(<DebtCheck numbers={numbers} available onAdopt={(next) => adopted.push(next)} />);
    await user.click(screen.getByRole('button', { name: 'Gældstjek' }));
    expect(await screen.findByText('Ejendomsforbehold: Nordea Finans, 84.500 kr.')).toBeInTheDocument();
    expect(screen.getByTestId('debt-check-mismatch')).toHaveTextContent('Stel.- og regnr. matcher ikke');
    expect(server.requests[0]!.query).toEqual({ ChassisNumber: numbers.ChassisNumber, RegistrationNumber: 'AB12345' });
    await user.click(await screen.findByRole('button', { name: 'Brug registrets numre' }));
    expect(adopted).toEqual([{ ChassisNumber: numbers.ChassisNumber, RegistrationNumber: 'CD67890' }]);
  });

  it('says “fejl i opslag” when the register fails, and “Ukendt stel- eller reg. nr.” without a number', async () => {
    server = fakeServer({ 'GET /api/Car/GetCustomerCarDebtCheck': { status: 503, body: { Message: 'fejl i opslag' } } });
    const user = userEvent.setup();
    const { unmount } = wrap(<DebtCheck numbers={numbers} available onAdopt={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Gældstjek' }));
    await waitFor(() => expect(screen.getByTestId('debt-check-status')).toHaveTextContent('fejl i opslag'));
    unmount();
    wrap(<DebtCheck numbers={{ ChassisNumber: '', RegistrationNumber: ' ' }} available onAdopt={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Gældstjek' }));
    expect(screen.getByTestId('debt-check-status')).toHaveTextContent('Ukendt stel- eller reg. nr.');
    expect(server.requests).toHaveLength(1);
  });
});

describe('the car facts modal', () => {
  it('says there is no data on the number, and asks for a number when none is typed', async () => {
    server = fakeServer({ 'GET /api/Dmr/GetExternalDetails': { body: null } });
    const user = userEvent.setup();
    wrap(<CarFactsModal opened onClose={() => {}} number="zz 99999" />);
    expect(await screen.findByText('Der findes ingen data på stelnummer/registreringsnummer: ZZ99999')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Stel- eller registreringsnummer' }));
    await user.click(screen.getByRole('button', { name: 'Slå op' }));
    expect(await screen.findByText('Du har ikke indtastet et stel- eller registreringsnummer')).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
  });
});

describe('request a new variant', () => {
  it('names each required field that is missing and sends nothing until they are filled', async () => {
    server = fakeServer({});
    const user = userEvent.setup();
    wrap(<RequestVariantModal opened onClose={() => {}} initial={{ CarType: 'Personvogn', Make: 'Dacia' }} />);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    for (const message of ['Model skal udfyldes.', 'Årgang skal udfyldes.', 'Motor skal udfyldes.', 'Effekt (hk) skal udfyldes.', 'Drivmiddel skal udfyldes.', 'Variant skal udfyldes.', 'Døre skal udfyldes.', 'Gear skal udfyldes.', 'Km/l skal udfyldes.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Mærke skal udfyldes.')).not.toBeInTheDocument();
    expect(screen.queryByText('Nypris (kr.) skal udfyldes.')).not.toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it('sends the request and says “Besked er sendt til DealerHub.”', async () => {
    server = fakeServer({ 'POST /api/CarCatalog/DealerRequestsVariant/': { body: { Message: 'Besked er sendt til DealerHub.', RequestId: 'r-1' } } });
    const closed: boolean[] = [];
    const user = userEvent.setup();
    wrap(
      <RequestVariantModal
        opened
        onClose={() => closed.push(true)}
        initial={{ CarType: 'Personvogn', Make: 'Dacia', Model: 'Spring', Year: 2024, Propellant: 'El', RegistrationNumber: 'ab 12 345' }}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Motor' }), 'Electric 65');
    await user.type(screen.getByRole('textbox', { name: 'Effekt (hk)' }), '65');
    await user.type(screen.getByRole('textbox', { name: 'Variant' }), 'Extreme');
    await user.type(screen.getByRole('textbox', { name: 'Døre' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Km/l' }), '0');
    await user.click(screen.getByRole('combobox', { name: 'Gear' }));
    await user.click(await screen.findByRole('option', { name: 'Automatisk' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Besked er sendt til DealerHub.')).toBeInTheDocument();
    expect(server.requests[0]!.body).toEqual({
      CarType: 'Personvogn',
      Make: 'Dacia',
      Year: 2024,
      Model: 'Spring',
      Engine: 'Electric 65',
      Effect: 65,
      Propellant: 'El',
      Variant: 'Extreme',
      Doors: 5,
      Gear: 'Automatisk',
      MileagePerLiter: 0,
      PriceFromNew: null,
      NettoWeight: null,
      TotalWeight: null,
      TrailerWeight: null,
      Acceleration: null,
      MaxSpeed: null,
      RegistrationNumber: 'ab 12 345',
    });
    expect(closed).toEqual([true]);
  });
});

describe('choose car specification', () => {
  it('flags a number without a variant and opens the new-variant request with what the register knows', async () => {
    const blank = { Type: 'Personvogn' as const, Make: null, Model: null, Year: null, Fuel: null };
    server = fakeServer({
      'GET /api/CarCatalog/DrillDown': ({ query }) =>
        query.number
          ? {
              body: {
                Options: { Types: ['Personvogn', 'Varevogn'], Makes: [], Models: [], Years: [], FuelTypes: [] },
                Selection: blank,
                Variants: [],
                VehicleDetails: {
                  RegistrationNumber: 'DK40404',
                  VehicleIdentificationNumber: 'VF1RJA00X70000404',
                  Make: 'Alpine',
                  Model: 'A110',
                  Type: 'A110 1.8 TCe 252 hk',
                  VariantText: 'Première Édition',
                  Fuel: 'Benzin',
                  Effect: 252,
                  EffectKw: 185,
                  FuelEconomy: 15.9,
                  FirstRegistrationDate: '2018-06-01',
                  InspectionDate: null,
                  Color: 'Blå',
                  NumberOfDoors: 2,
                  IsVan: false,
                  CarGuid: null,
                },
                Error: true,
              },
            }
          : { body: { Options: { Types: ['Personvogn', 'Varevogn'], Makes: ['Alpine'], Models: [], Years: [], FuelTypes: [] }, Selection: blank, Variants: [], VehicleDetails: null, Error: false } },
      'GET /api/CarCatalog/GetCarColors': { body: [{ Id: 1, Name: 'Hvid' }] },
    });
    const user = userEvent.setup();
    wrap(<CarSpecificationModal opened onClose={() => {}} onPick={() => {}} number="DK40404" />);
    await user.click(await screen.findByRole('button', { name: 'Slå op' }));
    expect(await screen.findByTestId('specification-error')).toHaveTextContent('Alpine A110 1.8 TCe 252 hk');
    await user.click(screen.getByRole('button', { name: 'Anmod om ny variant' }));
    const form = await screen.findByTestId('request-variant-form');
    expect(within(form).getByRole('textbox', { name: 'Mærke' })).toHaveValue('Alpine');
    expect(within(form).getByRole('textbox', { name: 'Variant' })).toHaveValue('Première Édition');
    expect(within(form).getByRole('textbox', { name: 'Årgang' })).toHaveValue('2018');
    expect(within(form).getByRole('textbox', { name: 'Registreringsnummer' })).toHaveValue('DK40404');
  });
});
