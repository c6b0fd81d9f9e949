import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer } from '@/test/fake-server.ts';
import type { FinanceBrandView, FinancedCar } from '../api/offers.ts';
import { ChooserTexts, FinanceChooser } from './finance-chooser.tsx';

const FJORD: FinanceBrandView = {
  FinanceCompany: 1,
  BrandId: 11,
  BrandName: 'Fjord Finans',
  DefaultProductId: 111,
  Products: [
    { ProductId: 111, ProductName: 'Billån Privat', AllowPrivate: true, AllowBusiness: false },
    { ProductId: 112, ProductName: 'Billån Erhverv', AllowPrivate: false, AllowBusiness: true },
    { ProductId: 114, ProductName: 'Billån Grøn', AllowPrivate: true, AllowBusiness: true },
  ],
};
const NO_DEFAULT: FinanceBrandView = { FinanceCompany: 2, BrandId: 21, BrandName: 'Nordlys Bilfinans', DefaultProductId: null, Products: [{ ProductId: 211, ProductName: 'Nordlys Billån', AllowPrivate: true, AllowBusiness: true }] };
const CAR: FinancedCar = { CarId: '55', FirstRegistrationDate: '2022-03-01', Mileage: 40_000, RetailPrice: 189_900 };
const APPLICABILITY = 'GET /api/financeproductapplicability/productisapplicable';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=xsrf-1';
});
afterEach(() => expect(server.unexpected).toEqual([]));

const chooser = (props: Partial<Parameters<typeof FinanceChooser>[0]> = {}) => {
  const onChoose = vi.fn();
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <FinanceChooser dealerId="101" brands={[FJORD, NO_DEFAULT]} initialBrandId={11} isBusiness={false} car={CAR} onChoose={onChoose} onBack={() => undefined} {...props} />
    </AppProviders>,
  );
  return onChoose;
};

describe('the finance chooser', () => {
  it("starts with the brand's default product, asks whether it may finance the car, and chooses it", async () => {
    server = fakeServer({ [APPLICABILITY]: { body: { IsApplicable: true } } });
    const onChoose = chooser();
    const user = userEvent.setup();
    expect(screen.getByRole('combobox', { name: 'Finansieringsselskab' })).toHaveValue('Fjord Finans');
    expect(screen.getByRole('combobox', { name: 'Produkt' })).toHaveValue('Billån Privat');
    expect(await screen.findByText(ChooserTexts.applicable)).toBeInTheDocument();
    expect(server.calls(APPLICABILITY)[0]?.query).toEqual({ DealerId: '101', brand: '11', company: '1', product: '111', CarId: '55', FirstRegistrationDate: '2022-03-01', Mileage: '40000', RetailPrice: '189900' });

    // A private customer is offered the products for private customers only.
    await user.click(screen.getByRole('combobox', { name: 'Produkt' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Billån Privat', 'Billån Grøn']);
    await user.click(screen.getByRole('option', { name: 'Billån Grøn' }));
    await waitFor(() => expect(server.calls(APPLICABILITY).at(-1)?.query.product).toBe('114'));
    await user.click(await screen.findByRole('button', { name: ChooserTexts.add }));
    expect(onChoose).toHaveBeenCalledWith({ FinanceCompany: 1, BrandId: 11, BrandName: 'Fjord Finans', ProductId: 114, ProductName: 'Billån Grøn' });
  });

  it('offers a business customer the products for business customers, with no default it may not take', async () => {
    server = fakeServer({ [APPLICABILITY]: { body: { IsApplicable: true } } });
    chooser({ isBusiness: true });
    const product = screen.getByRole('combobox', { name: 'Produkt' });
    expect(product).toHaveValue('');
    expect(screen.getByRole('button', { name: ChooserTexts.add })).toBeDisabled();
    await userEvent.setup().click(product);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Billån Erhverv', 'Billån Grøn']);
  });

  it('says when the product may not finance the car (status 400), and does not let it be chosen', async () => {
    server = fakeServer({ [APPLICABILITY]: { status: 400, body: { Field: 'product', Message: 'Bilen er for gammel til produktet.' } } });
    chooser();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bilen er for gammel til produktet.');
    expect(screen.getByRole('button', { name: ChooserTexts.add })).toBeDisabled();
  });

  it("says 'Finansieringsselskabet svarer ikke i øjeblikket, ...' when the partner fails to answer", async () => {
    server = fakeServer({ [APPLICABILITY]: { status: 502, body: { Message: 'Bad gateway' } } });
    chooser();
    expect(await screen.findByRole('alert')).toHaveTextContent(ChooserTexts.unavailable);
    expect(screen.getByRole('button', { name: ChooserTexts.add })).toBeDisabled();
  });

  it('means no company for a brand without a default product, and clears the product when the brand changes', async () => {
    server = fakeServer({ [APPLICABILITY]: { body: { IsApplicable: true } } });
    chooser();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Finansieringsselskab' }));
    await user.click(await screen.findByRole('option', { name: 'Nordlys Bilfinans' }));
    expect(screen.getByRole('combobox', { name: 'Finansieringsselskab' })).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Produkt' })).not.toBeInTheDocument();
    expect(screen.getByText(ChooserTexts.noCompany)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ChooserTexts.add })).toBeDisabled();
  });
});
