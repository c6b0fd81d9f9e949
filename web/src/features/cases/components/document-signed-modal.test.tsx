import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import type { SignedDocumentModel, SignedDocumentRequest } from '../api/types.ts';
import { DocumentSignedModal } from './document-signed-modal.tsx';

const swapCar = {
  CarId: '77',
  CarTitle: 'VW Golf 1,5 TSI Style',
  RegistrationDate: '2019-03-14',
  RetailPrice: null,
  PriceWithNoTax: null,
  LeasePayment: null,
  WholeSalePrice: null,
  Status: null,
  VehicleNumber: null,
  IsIntern: false,
  IsVatFree: null,
  IsNewNonDbi: false,
  ModelYear: 2019,
  IsVan: false,
  IsLeasing: false,
};
const model = (changes: Record<string, unknown> = {}): SignedDocumentModel => ({
  CaseId: '1042',
  Status: 1,
  SalesItem: null,
  SwapCar: { ...swapCar, ...changes },
  ShowModal: true,
});

const renderModal = (signing: SignedDocumentModel) => {
  const onConfirm = vi.fn<(request: SignedDocumentRequest) => void>();
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <DocumentSignedModal model={signing} title="Angiv slutseddel som underskrevet" busy={false} onConfirm={onConfirm} onClose={() => undefined} />
    </AppProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Angiv slutseddel som underskrevet' });
  return { dialog, onConfirm, ok: () => within(dialog).getByRole('button', { name: 'OK' }) };
};

describe('the document-signed modal: the swap car into stock', () => {
  it('signs without the swap car fields while the checkbox is not ticked', async () => {
    const user = userEvent.setup();
    const { dialog, ok, onConfirm } = renderModal(model());
    expect(within(dialog).queryByLabelText('Detailpris')).not.toBeInTheDocument();
    expect(ok()).toBeEnabled();
    await user.click(ok());
    expect(onConfirm).toHaveBeenCalledWith({ CaseId: '1042', SwapCar: { CarId: '77' }, TransferSwapCartoOwnCars: false });
  });

  it('shows the fields when ticked, keeps OK disabled until they are valid, and sends them', async () => {
    const user = userEvent.setup();
    const { dialog, ok, onConfirm } = renderModal(model());
    await user.click(within(dialog).getByRole('checkbox', { name: 'Overfør byttebilen til egne biler' }));

    const field = (name: string) => within(dialog).getByRole('textbox', { name });
    expect(field('1. registreringsdato')).toHaveValue('14-03-2019');
    expect(field('Modelår')).toHaveValue('2019');
    expect(within(dialog).queryByRole('combobox', { name: 'Moms' })).not.toBeInTheDocument();
    // No price yet: OK waits and says why at once, and the retail price names what is missing once left.
    expect(ok()).toBeDisabled();
    expect(within(dialog).getByTestId('signed-document-blocked')).toHaveTextContent(/^En af priserne skal udfyldes$/);
    expect(ok()).toHaveAccessibleDescription('En af priserne skal udfyldes');
    await user.click(field('Detailpris'));
    await user.tab();
    expect(field('Detailpris')).toHaveAccessibleDescription('En af priserne skal udfyldes');

    await user.type(field('Detailpris'), '150000');
    // Prices read the Danish way, in whole kroner.
    expect(field('Detailpris')).toHaveValue('150.000 kr.');
    await user.type(field('Pris uden afgift'), '150000');
    await user.tab();
    expect(within(dialog).getByText('Prisen uden afgift skal være lavere end detailprisen')).toBeInTheDocument();
    expect(ok()).toBeDisabled();
    expect(ok()).toHaveAccessibleDescription('Ret fejlene i byttebilens felter.');

    await user.clear(field('Pris uden afgift'));
    await user.type(field('Pris uden afgift'), '90000');
    await user.type(field('Engrospris'), '80000');
    await user.type(field('Vognnummer'), 'V-17');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(within(dialog).getByRole('option', { name: 'Under klargøring' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Intern bil' }));
    expect(ok()).toBeEnabled();
    expect(within(dialog).queryByTestId('signed-document-blocked')).not.toBeInTheDocument();

    await user.click(ok());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const request = onConfirm.mock.calls[0]![0];
    expect(request).toMatchObject({
      CaseId: '1042',
      TransferSwapCartoOwnCars: true,
      SwapCar: {
        CarId: '77',
        RegistrationDate: '2019-03-14',
        RetailPrice: 150_000,
        PriceWithNoTax: 90_000,
        LeasePayment: null,
        WholeSalePrice: 80_000,
        Status: 5,
        VehicleNumber: 'V-17',
        IsIntern: true,
        ModelYear: 2019,
      },
    });
  });

  it("shows the swap car's latest bid the Danish way", () => {
    const { dialog } = renderModal(model({ LatestBid: 125_000 }));
    expect(within(dialog).getByText('Seneste bud: 125.000 kr.')).toBeInTheDocument();
  });

  it('asks a van for its VAT and a date that is a date', async () => {
    const user = userEvent.setup();
    const { dialog, ok } = renderModal(model({ IsVan: true, RetailPrice: 100_000 }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Overfør byttebilen til egne biler' }));
    expect(ok()).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Moms' }));
    await user.click(within(dialog).getByRole('option', { name: 'Momsfri' }));
    expect(ok()).toBeEnabled();

    const date = within(dialog).getByRole('textbox', { name: '1. registreringsdato' });
    await user.clear(date);
    await user.type(date, '01-01-2051');
    await user.tab();
    expect(within(dialog).getByText('Årstallet skal være imellem 1900-2050')).toBeInTheDocument();
    expect(ok()).toBeDisabled();
  });
});
