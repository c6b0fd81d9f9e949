import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { carDeliveredInit } from '@/test/case-fixtures.ts';
import { fakeServer } from '@/test/fake-server.ts';
import type { CarDeliveredModel } from '../api/types.ts';
import { CarDeliveredModal } from './car-delivered-modal.tsx';

const init = (changes: Partial<CarDeliveredModel> = {}): CarDeliveredModel & { CaseId: string } => ({ CaseId: '1042', ...carDeliveredInit(changes) });

const related = (...ids: string[]) => ({
  body: {
    Total: ids.length,
    List: ids.map((Id) => ({ Id, CustomerName: `Kunde ${Id}`, StatusText: 'Åben', CaseManagerName: 'Mads Sørensen' })),
  },
});

const renderModal = (model: CarDeliveredModel) => {
  const onConfirm = vi.fn<(model: CarDeliveredModel) => void>();
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <CarDeliveredModal model={model} busy={false} onConfirm={onConfirm} onClose={() => undefined} />
    </AppProviders>,
  );
  return { onConfirm, dialog: screen.getByRole('dialog', { name: 'Bil leveret' }) };
};

const okButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'OK' });

afterEach(() => vi.unstubAllGlobals());

describe('the car-delivered dialog selling the stock car', () => {
  it("checks the car's other cases first and names them as a warning; the case itself is not one of them", async () => {
    const server = fakeServer({ 'GET /api/CasesByCar/GetByCarId': related('1042', '1050', '1051') });
    const { dialog } = renderModal(init());
    expect(okButton(dialog)).toBeDisabled();
    const warning = await within(dialog).findByTestId('related-cases');
    expect(warning).toHaveTextContent('Bilen er på andre sager');
    expect(warning).toHaveTextContent('Sag nr. 1050, Kunde 1050 (Åben)');
    expect(warning).toHaveTextContent('Sag nr. 1051');
    expect(warning).not.toHaveTextContent('Sag nr. 1042');
    await waitFor(() => expect(okButton(dialog)).toBeEnabled());
    expect(server.calls('GET /api/CasesByCar/GetByCarId')[0]?.query).toEqual({ CarId: '55' });
    expect(server.unexpected).toEqual([]);
  });

  it('sells at the price and price type chosen in the dialog', async () => {
    fakeServer({ 'GET /api/CasesByCar/GetByCarId': related('1042') });
    const user = userEvent.setup();
    const { dialog, onConfirm } = renderModal(init());
    await waitFor(() => expect(okButton(dialog)).toBeEnabled());
    expect(within(dialog).queryByTestId('related-cases')).toBeNull();
    expect(within(dialog).getByLabelText(/Salgspris/)).toHaveValue('189.900 kr.');
    expect(within(dialog).getByLabelText('Detailpris')).toBeChecked();

    const price = within(dialog).getByLabelText(/Salgspris/);
    await user.clear(price);
    await user.type(price, '185000,5');
    await user.click(within(dialog).getByLabelText('Anden pris'));
    await user.click(okButton(dialog));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ SalesItemSalesPrice: 185_000.5, SalesItemIsRetailPrice: false }));
  });

  it("refuses a price without a price type until one is chosen, or 'Gem ikke salgspris' is set, which sends no price", async () => {
    fakeServer({ 'GET /api/CasesByCar/GetByCarId': related() });
    const user = userEvent.setup();
    const { dialog, onConfirm } = renderModal(init({ SalesItemSalesPrice: null }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Indtast salgsprisen, eller vælg at salgsprisen ikke skal gemmes.');
    await user.type(within(dialog).getByLabelText(/Salgspris/), '150000');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Vælg om salgsprisen er detailpris eller anden pris.');
    expect(okButton(dialog)).toBeDisabled();

    await user.click(within(dialog).getByLabelText('Gem ikke salgspris'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(okButton(dialog)).toBeEnabled());
    await user.click(okButton(dialog));
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ SalesItemSalesPrice: null, SalesItemIsRetailPrice: null }));
  });

  it('asks nothing about selling when the car is not to be sold (no signed contract, or run from a car system)', () => {
    const server = fakeServer({});
    const { dialog } = renderModal(init({ ShowSellCar: false, CaseStatus: 1 }));
    expect(dialog).not.toHaveTextContent('Sælg bil');
    expect(okButton(dialog)).toBeEnabled();
    expect(server.requests).toEqual([]);
  });
});
