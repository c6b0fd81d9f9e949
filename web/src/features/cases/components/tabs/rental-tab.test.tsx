import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RentalForm } from '../../../../../../domain/cases/rental.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { RentalTab } from './rental-tab.tsx';
import { renderTab } from './other-agreements/tab-harness.test-support.tsx';

let server: ReturnType<typeof fakeServer>;

afterEach(() => {
  // The rental tab reads nothing from the server.
  expect(server.unexpected).toEqual([]);
  expect(server.requests).toEqual([]);
});

const renderRental = (options: { value?: RentalForm | null; showErrors?: boolean } = {}) => {
  server = fakeServer({});
  return renderTab(RentalTab, options);
};

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the rental tab', () => {
  it('computes price per day and per km from what is typed, and updates them', async () => {
    const user = userEvent.setup();
    const { last } = renderRental({ value: { periodFrom: '2049-07-01', periodFromTime: '10:00', periodTo: '2049-07-04', periodToTime: '10:00' } });

    expect(screen.getByTestId('price-per-day')).toHaveValue('');
    await user.type(field('Pris'), '1.500');
    expect(screen.getByTestId('price-per-day')).toHaveValue('500,00 kr.');
    expect(screen.getByRole('textbox', { name: 'Pris pr. dag (3 dage)' })).toBeInTheDocument();
    expect(screen.getByTestId('price-per-km')).toHaveValue('');

    await user.type(field('Km inkluderet'), '300');
    expect(screen.getByTestId('price-per-km')).toHaveValue('5,00 kr.');

    await user.clear(field('Til kl.'));
    await user.type(field('Til kl.'), '1001');
    expect(screen.getByTestId('price-per-day')).toHaveValue('375,00 kr.');
    expect(last()).toMatchObject({ price: 1500, kmIncluded: 300, periodToTime: '10:01' });
    expect(screen.getByTestId('price-per-day')).toHaveAttribute('readonly');
  }, 30_000);

  it('shows the messages of wrong input under the fields', async () => {
    const user = userEvent.setup();
    renderRental();

    await user.type(field('Fra dato'), '01-01-2020');
    await user.type(field('Fra kl.'), '24:00');
    await user.type(field('Brændstofpris pr. liter'), 'tolv');
    await user.type(field('Km inkluderet'), '1,5');
    await user.tab();
    expect(screen.getByText(`Årstallet skal være imellem ${new Date().getFullYear()}-2050`)).toBeInTheDocument();
    expect(screen.getByText('Formattet skal være (tt:mm) Eks. 12:30')).toBeInTheDocument();
    expect(screen.getAllByText('Indtast gyldigt tal')).toHaveLength(2);
  }, 30_000);

  it('shows every message at once when the case page asks for them', () => {
    renderRental({
      showErrors: true,
      value: {
        periodFrom: '2049-07-02',
        periodTo: '2049-07-01',
        pricePerExtraKm: 'x',
        hasForeignDriver: true,
        foreignDriverIssueDate: '01-01-1918',
      },
    });
    expect(screen.getByText('Lejeperioden skal slutte efter den starter.')).toBeInTheDocument();
    expect(screen.getByText('Indtast gyldigt tal')).toBeInTheDocument();
    expect(screen.getByText('Årstallet skal være imellem 1919-2050')).toBeInTheDocument();
  });

  it('shows the additional and the foreign driver sections by their flags', async () => {
    const user = userEvent.setup();
    const { last } = renderRental();
    expect(screen.queryByTestId('additional-drivers')).not.toBeInTheDocument();
    expect(screen.queryByTestId('foreign-driver')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Ekstra fører' }));
    const drivers = screen.getByTestId('additional-drivers');
    await user.type(within(drivers).getByRole('textbox', { name: '1. ekstra fører, navn' }), 'Ole');
    expect(last()).toMatchObject({ hasAdditionalDriver: true, firstAdditionalDriverName: 'Ole' });

    await user.click(screen.getByRole('checkbox', { name: 'Udenlandsk fører' }));
    const foreign = screen.getByTestId('foreign-driver');
    await user.type(within(foreign).getByRole('textbox', { name: 'Udstedelsesdato' }), '15-03-2019');
    expect(last()).toMatchObject({ hasForeignDriver: true, foreignDriverIssueDate: '2019-03-15' });

    await user.click(screen.getByRole('checkbox', { name: 'Ekstra fører' }));
    expect(screen.queryByTestId('additional-drivers')).not.toBeInTheDocument();
  }, 30_000);

  it('picks a date from the calendar beside the field', async () => {
    const user = userEvent.setup();
    const { last } = renderRental({ value: { periodFrom: '2049-07-01' } });
    await user.click(screen.getByRole('button', { name: 'Vælg dato: Fra dato' }));
    const days = await screen.findAllByRole('button', { name: /^15/ });
    await user.click(days[0]!);
    expect(last()).toMatchObject({ periodFrom: '2049-07-15' });
    expect(field('Fra dato')).toHaveValue('15-07-2049');
  }, 30_000);

  it("shows amounts of money the Danish way, '1.000,50', as typed or as stored", async () => {
    const user = userEvent.setup({ delay: null });
    const { last } = renderRental({ value: { deposit: 2500, pricePerExtraKm: 1.5 } });
    expect(field('Depositum')).toHaveValue('2.500,00');
    expect(field('Pris pr. ekstra km')).toHaveValue('1,50');

    await user.type(field('Pris'), '1.000,50');
    await user.tab();
    expect(last()).toMatchObject({ price: 1000.5 });
    expect(field('Pris')).toHaveValue('1.000,50');
  }, 30_000);

  it('is read-only when the case is', () => {
    server = fakeServer({});
    renderTab(RentalTab, { readOnly: true, value: { price: 100 } });
    expect(field('Pris')).toHaveAttribute('readonly');
    expect(screen.getByRole('checkbox', { name: 'Ekstra fører' })).toBeDisabled();
  });
});
