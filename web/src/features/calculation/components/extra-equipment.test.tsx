import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { currentUserQuery, type CurrentUser } from '@/lib/current-user.ts';
import { SALESMAN, userWith } from '@/test/case-fixtures.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { EquipmentHints, EquipmentTexts, ExtraEquipment } from './extra-equipment.tsx';

let server: ReturnType<typeof fakeServer>;
afterEach(() => expect(server.unexpected).toEqual([]));

const renderEquipment = (dbiId: string | null, user: CurrentUser) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  return render(
    <AppProviders queryClient={queryClient} env="test">
      <ExtraEquipment chosen={[]} figures={[]} dbiId={dbiId} readOnly={false} onChange={() => {}} />
    </AppProviders>,
  );
};

describe('the extra-equipment dialogs', () => {
  it('an empty list of equipment to choose says in Danish what to do, not an empty table', async () => {
    server = fakeServer({ 'GET /api/VehicleExtraEquipment/All': { body: { List: [] } } });
    renderEquipment(null, SALESMAN);
    fireEvent.click(screen.getByRole('button', { name: EquipmentTexts.add }));
    const dialog = await screen.findByRole('dialog', { name: EquipmentTexts.add });
    expect(await within(dialog).findByText(EquipmentHints.noneToChoose)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();

    // With neither category ticked, the hint says to tick one.
    fireEvent.click(within(dialog).getByLabelText(EquipmentTexts.dealer));
    expect(await within(dialog).findByText(EquipmentHints.noCategory)).toBeInTheDocument();
  });

  it("marks the create dialog's required fields, for the eye and for assistive technology", async () => {
    server = fakeServer({});
    renderEquipment(null, userWith({ SimpleRole: 'SalesManager' }));
    fireEvent.click(screen.getByRole('button', { name: EquipmentTexts.create }));
    const dialog = await screen.findByRole('dialog', { name: EquipmentTexts.create });
    expect(within(dialog).getByRole('textbox', { name: /^Beskrivelse/ })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: /^Kostpris u\/moms/ })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: /^Varenummer/ })).not.toBeRequired();
    expect(within(dialog).getByText('Beskrivelse').closest('label')).toHaveTextContent('*');
  });
});
