import { notifications } from '@mantine/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceTagMessages } from '../../../../../domain/price-tags/price-tag.ts';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer, type RecordedRequest } from '@/test/fake-server.ts';
import { PriceTagModal } from './price-tag-modal.tsx';

const PDF = new TextEncoder().encode('%PDF-1.7\n% prisskilt\n');
const INFO = {
  CarId: '5001',
  ModelDescription: { MotorVariantNumberOfDoors: '1.5 TSI Style 5-dørs', Make: 'Volkswagen', Model: 'Golf' },
  ExtraEquipmentText: 'Navigation, træk',
  RetailPrice: 199_900,
  DeliveryCost: 5_000,
  CashPrice: 204_900,
  PriceWithNoTax: 120_000,
  WholesalePrice: null,
  LeasePayment: 3_495,
  VehicleNumber: 'V-1',
  ChassisNumber: 'WVW1',
  HasPicture: true,
};
const CHOICES = {
  MaxChoices: 6,
  Choices: [
    ['OwnershipTax', 'Grøn ejerafgift/vægtafgift', true],
    ['Consumption', 'Forbrug', true],
    ['Fuel', 'Drivmiddel', true],
    ['TrailerWithBrakes', 'Tilladt påhængsvogn m. bremser', true],
    ['Mileage', 'Kilometer', false],
    ['FirstRegistration', '1. indregistrering', false],
    ['Color', 'Farve', false],
  ].map(([Value, Text, IsDefault]) => ({ Value, Text, IsDefault })),
};

let server: ReturnType<typeof fakeServer>;
let objectUrls: number;
const printed = (): Record<string, unknown>[] => server.calls('POST /api/Pricetag/PrintPriceTag').map((request: RecordedRequest) => request.body as Record<string, unknown>);
const lastPrint = () => printed().at(-1)!;

const serve = (finance: { HasFinancingCompany: boolean; FinancingCompanyName: string | null; Message: string | null }) => {
  server = fakeServer({
    'GET /api/pricetag/GetPriceTagModalInfo': { body: INFO },
    'GET /api/pricetag/GetAdditionalInformationChoices': { body: CHOICES },
    'GET /api/pricetag/checkfinance': { body: finance },
    'GET /api/pricetag/GetDownPayments': { body: [20, 30].map((DownPaymentPercentage) => ({ DownPaymentPercentage, Periods: [12, 36, 60, 84] })) },
    'POST /api/Pricetag/PrintPriceTag': { body: PDF, contentType: 'application/pdf' },
  });
};

beforeEach(() => {
  notifications.clean();
  objectUrls = 0;
  URL.createObjectURL = vi.fn(() => `blob:prisskilt-${(objectUrls += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
  vi.unstubAllGlobals();
});

const renderModal = () =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <PriceTagModal opened onClose={vi.fn()} carId="5001" />
    </AppProviders>,
  );

const choose = async (label: string, option: string) => {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the price-tag modal', () => {
  it('opens with the defaults and previews the tag, and renders it again on each change', async () => {
    serve({ HasFinancingCompany: true, FinancingCompanyName: 'Fjord Finans', Message: null });
    renderModal();
    await waitFor(() => expect(printed()).toHaveLength(1));
    expect(lastPrint()).toMatchObject({
      CarId: '5001',
      Template: 'PortraitWithPicture',
      PriceType: 0,
      CarIdentifier: 0,
      ExtraEquipmentText: 'Navigation, træk',
      ShowFinancing: false,
      OptionalInformation: ['OwnershipTax', 'Consumption', 'Fuel', 'TrailerWithBrakes'],
    });
    await waitFor(() => expect((screen.getByTitle('Forhåndsvisning af prisskilt') as HTMLIFrameElement).src).toBe('blob:prisskilt-1'));

    await choose('Skabelon', 'Liggende uden billede');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vis ekstraudstyr som punktopstilling' }));
    await waitFor(() => expect(lastPrint()).toMatchObject({ Template: 'LandscapeWithoutPicture', UseDottedExtraEquipmentList: true }));
    // A price type the car has no price for cannot be chosen.
    await userEvent.click(screen.getByRole('combobox', { name: 'Pristype' }));
    expect(await screen.findByRole('option', { name: 'Engrospris (ingen pris på bilen)' })).toHaveAttribute('data-combobox-disabled', 'true');
  });

  it('lets at most six pieces of additional information be chosen', async () => {
    serve({ HasFinancingCompany: true, FinancingCompanyName: 'Fjord Finans', Message: null });
    renderModal();
    const group = await screen.findByRole('group', { name: 'Tillægsoplysninger (højst 6)' });
    await waitFor(() => expect(within(group).getByRole('checkbox', { name: 'Forbrug' })).toBeChecked());
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Kilometer' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: '1. indregistrering' }));
    expect(within(group).getByRole('checkbox', { name: 'Farve' })).toBeDisabled();
    await waitFor(() => expect((lastPrint().OptionalInformation as string[]).length).toBe(6));
  });

  it('turns financing on with the cash price, a down payment and a period, and leasing turns it off', async () => {
    serve({ HasFinancingCompany: true, FinancingCompanyName: 'Fjord Finans', Message: null });
    renderModal();
    await choose('Pristype', 'Pris uden afgift');
    await userEvent.click(await screen.findByRole('switch', { name: 'Vis finansiering' }));
    await waitFor(() => expect(lastPrint()).toMatchObject({ ShowFinancing: true, PriceType: 0, SelectedFinancingDownpayment: 20, SelectedFinancingPeriod: 60 }));
    expect(server.calls('GET /api/pricetag/GetDownPayments')[0]?.query).toMatchObject({ vehicleId: '5001', vehiclePrice: '204900' });
    expect(screen.getByRole('combobox', { name: 'Pristype' })).toBeDisabled();
    await choose('Løbetid', '84 mdr.');
    await waitFor(() => expect(lastPrint()).toMatchObject({ SelectedFinancingPeriod: 84 }));

    await userEvent.click(screen.getByRole('switch', { name: 'Vis finansiering' }));
    await choose('Pristype', 'Leasing pr. md.');
    await waitFor(() => expect(lastPrint()).toMatchObject({ PriceType: 3, ShowFinancing: false }));
    expect(screen.getByRole('switch', { name: /^Vis finansiering/ })).toBeDisabled();
  });

  it('says when the car has no finance company, and leaves financing off', async () => {
    serve({ HasFinancingCompany: false, FinancingCompanyName: null, Message: PriceTagMessages.missingFinancingCompany });
    renderModal();
    await userEvent.click(await screen.findByRole('switch', { name: 'Vis finansiering' }));
    expect(await screen.findByText('Du mangler at vælge finansieringsselskab på bilen.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Vis finansiering' })).not.toBeChecked();
    expect(server.calls('GET /api/pricetag/GetDownPayments')).toHaveLength(0);
  });
});
