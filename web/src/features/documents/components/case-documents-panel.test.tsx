import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { api } from '@/lib/api.ts';
import { BLANK_CASE, caseModel, PERMITTED_CASE_COMMANDS, SALESMAN } from '@/test/case-fixtures.ts';
import { CaseDocumentsPanel, type PrintableCase } from './case-documents-panel.tsx';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(SALESMAN), { headers: { 'content-type': 'application/json' } }))),
  );
});

const cancelDocument = (caseId: string) => api.send('POST', '/api/case/canceldocument/', { body: { CaseId: caseId } });

const renderPanel = (model: PrintableCase) =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <CaseDocumentsPanel model={model} onPrinted={vi.fn()} cancelDocument={cancelDocument} />
    </AppProviders>,
  );

describe('the documents panel', () => {
  it.each([
    [caseModel({ SalesItem: null }), 'Mangler bil'],
    [caseModel({ CustomerId: null }), 'Mangler kunde'],
    [caseModel({ CustomerId: null, SalesItem: null }), 'Mangler bil og kunde'],
  ])('disables every document with the missing part', (model, missing) => {
    renderPanel(model);
    expect(screen.getByTestId('documents-blocker')).toHaveTextContent(new RegExp(`^${missing}$`));
    expect(screen.getByRole('button', { name: 'Tilbud' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Slutseddel' })).toBeDisabled();
  });

  it('asks for an unsaved case to be saved first', () => {
    renderPanel({ ...BLANK_CASE, CustomerId: '7', SalesItem: caseModel().SalesItem });
    expect(screen.getByTestId('documents-blocker')).toHaveTextContent('Gem sagen først');
  });

  it('offers every document of a complete case, the purchase agreement only with a swap car', () => {
    const { unmount } = renderPanel(caseModel());
    for (const title of ['Tilbud', 'Slutseddel', 'Lejekontrakt', 'Prøvekørsel', 'Fakturagrundlag', 'Tolddokument', 'Klargøring']) {
      expect(screen.getByRole('button', { name: title })).toBeEnabled();
    }
    expect(screen.queryByRole('button', { name: 'Købsaftale' })).not.toBeInTheDocument();
    unmount();
    renderPanel(caseModel({ SwapCarId: '77' }));
    expect(screen.getByRole('button', { name: 'Købsaftale' })).toBeEnabled();
  });

  it('offers the finance contract only when the case goes with an active finance offer', () => {
    const { unmount } = renderPanel(caseModel());
    expect(screen.queryByRole('button', { name: 'Finanseringskontrakt' })).not.toBeInTheDocument();
    unmount();
    renderPanel(caseModel({ AllowedActions: ['SaveCase', 'PrintOffer', 'PrintFinanceContract'] }));
    expect(screen.getByRole('button', { name: 'Finanseringskontrakt' })).toBeEnabled();
  });

  it.each([
    ['a mechanic', PERMITTED_CASE_COMMANDS.Mechanic, ['Klargøring']],
    ['a bookkeeper', PERMITTED_CASE_COMMANDS.Bookkeeper, ['Fakturagrundlag', 'Tolddokument']],
  ])('offers %s only the documents the server lets them print', (_role, permitted, titles) => {
    renderPanel(caseModel({ SwapCarId: '77', permitted }));
    const offered = screen.getAllByRole('button').map((button) => button.textContent);
    expect(offered).toEqual(titles);
  });

  it('offers no contract or purchase agreement on a closed case', () => {
    renderPanel(caseModel({ SwapCarId: '77', Status: 3 }));
    expect(screen.queryByRole('button', { name: 'Slutseddel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Købsaftale' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tilbud' })).toBeEnabled();
  });
});
