import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { appSession } from '@/lib/session.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { CarFactsModal } from './car-facts-modal.tsx';
import { DebtCheck, type VehicleNumbers } from './debt-check.tsx';

let server: ReturnType<typeof fakeServer>;
const wrap = (node: React.ReactNode) => render(<AppProviders queryClient={createQueryClient()} env="test">{node}</AppProviders>);

beforeEach(() => {
  notifications.clean();
  modals.closeAll();
  appSession.signedOut();
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
