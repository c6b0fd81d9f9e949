import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PREPARATION_COMMENT_TEMPLATE, type OtherAgreementsForm } from '../../../../../../domain/cases/other-agreements.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { caseModel, SALESMAN } from '@/test/case-fixtures.ts';
import { OtherAgreementsTab } from './other-agreements-tab.tsx';
import { renderTab } from './other-agreements/tab-harness.test-support.tsx';

let server: ReturnType<typeof fakeServer>;

const WARRANTIES = [
  { Id: '1', Text: '3 måneders forhandlergaranti' },
  { Id: '2', Text: 'Bilen sælges uden forhandlergaranti.' },
];
const RIGHT_TO_COMPLAIN = [{ Id: '1', Text: 'Køber har 24 måneders reklamationsret efter købeloven.' }];

const dealerRoutes = () => ({
  'GET /api/dealer/getdealerwarranties/': { body: { List: WARRANTIES } },
  'GET /api/dealer/getdealerrighttocomplain/': { body: { List: RIGHT_TO_COMPLAIN } },
  'GET /api/dealer/getdealercity/': { body: { City: 'Aarhus N' } },
  'GET /api/account/settings': { body: SALESMAN },
});

afterEach(() => {
  expect(server.unexpected).toEqual([]);
});

const renderAgreements = (options: { value?: OtherAgreementsForm | null; showErrors?: boolean; model?: ReturnType<typeof caseModel> } = {}) =>
  renderTab(OtherAgreementsTab, options);

/** A Mantine select's input (its dropdown carries the same label). */
const selectInput = (label: string): HTMLElement => screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT')!;

describe('the other agreements tab', () => {
  it("offers the case dealer's warranty and right-to-complain texts and stores the chosen text", async () => {
    server = fakeServer(dealerRoutes());
    const user = userEvent.setup();
    const { last } = renderAgreements();

    await user.click(selectInput('Forhandlergaranti'));
    await user.click(await screen.findByRole('option', { name: 'Bilen sælges uden forhandlergaranti.' }));
    expect(last()).toMatchObject({ DealerWarranty: 'Bilen sælges uden forhandlergaranti.' });

    await user.click(selectInput('Reklamationsret'));
    await user.click(await screen.findByRole('option', { name: RIGHT_TO_COMPLAIN[0]!.Text }));
    expect(last()).toMatchObject({ DealerWarranty: 'Bilen sælges uden forhandlergaranti.', DealerRightToComplain: RIGHT_TO_COMPLAIN[0]!.Text });
    expect(server.calls('GET /api/dealer/getdealerwarranties/')[0]?.query).toEqual({ Id: '101' });
    expect(server.calls('GET /api/dealer/getdealerrighttocomplain/')[0]?.query).toEqual({ Id: '101' });
  }, 30_000);

  it("asks for the user's own dealer's lists on a new case", async () => {
    server = fakeServer(dealerRoutes());
    renderAgreements({ model: caseModel({ Id: null }) });
    await waitFor(() => expect(server.calls('GET /api/dealer/getdealerwarranties/')[0]?.query).toEqual({ Id: SALESMAN.DealerId }));
  });

  it('shows the time format message and asks for a delivery date when a time is given', async () => {
    server = fakeServer(dealerRoutes());
    const user = userEvent.setup();
    const { last } = renderAgreements();

    const time = screen.getByRole('textbox', { name: 'Leveringstidspunkt' });
    await user.type(time, '25:00');
    await user.tab();
    expect(await screen.findByText('Formattet skal være (tt:mm) Eks. 12:30')).toBeInTheDocument();

    await user.clear(time);
    await user.type(time, '1230');
    await user.tab();
    expect(screen.queryByText('Formattet skal være (tt:mm) Eks. 12:30')).not.toBeInTheDocument();
    expect(time).toHaveValue('12:30');
    expect(last()).toMatchObject({ DeliveryTime: '12:30' });
    expect(screen.getByText('Udfyld leveringsdato, når der er angivet et leveringstidspunkt.')).toBeInTheDocument();

    const date = screen.getByRole('textbox', { name: 'Leveringsdato' });
    await user.type(date, '01-01-2020');
    await user.tab();
    expect(await screen.findByText(`Årstallet skal være imellem ${new Date().getFullYear()}-2050`)).toBeInTheDocument();
    await user.clear(date);
    await user.type(date, '1.7.2049');
    await user.tab();
    expect(date).toHaveValue('01-07-2049');
    expect(last()).toMatchObject({ DeliveryDate: '2049-07-01', DeliveryTime: '12:30' });
    expect(screen.queryByText(/Årstallet|Udfyld leveringsdato/)).not.toBeInTheDocument();
  }, 30_000);

  it('shows every message at once when the case page asks for them', () => {
    server = fakeServer(dealerRoutes());
    renderAgreements({
      showErrors: true,
      value: { DeliveryTime: '0705', FactoryGuaranteeEndDate: '31-12-1899', ExcessOnDealerWarranty: true, ExcessAmountOnDealerWarranty: 'mange', SignatureCity: 'x'.repeat(101), ShowCity: true },
    });
    expect(screen.getByText('Må højst være 100 tegn.')).toBeInTheDocument();
    expect(screen.getByText('Udfyld leveringsdato, når der er angivet et leveringstidspunkt.')).toBeInTheDocument();
    expect(screen.getByText('Årstallet skal være imellem 1900-2050')).toBeInTheDocument();
    expect(screen.getByText('Indtast gyldigt tal')).toBeInTheDocument();
  });

  it('takes the excess amount as a number from 0 to 100.000.000, and clears it with the excess', async () => {
    server = fakeServer(dealerRoutes());
    const user = userEvent.setup();
    const { last } = renderAgreements();

    expect(screen.queryByRole('textbox', { name: 'Selvrisikobeløb' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Selvrisiko på forhandlergaranti' }));
    const amount = screen.getByRole('textbox', { name: 'Selvrisikobeløb' });
    await user.type(amount, '100.000.001');
    await user.tab();
    expect(await screen.findByText('Indtast et tal mellem 0 og 100.000.000')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '2.500,50');
    await user.tab();
    expect(last()).toMatchObject({ ExcessOnDealerWarranty: true, ExcessAmountOnDealerWarranty: 2500.5 });
    expect(amount).toHaveValue('2.500,50');

    await user.click(screen.getByRole('checkbox', { name: 'Selvrisiko på forhandlergaranti' }));
    expect(last()).toMatchObject({ ExcessOnDealerWarranty: false, ExcessAmountOnDealerWarranty: null });
  }, 30_000);

  it("fills the signature city with the dealer's city when the city is to be shown", async () => {
    server = fakeServer(dealerRoutes());
    const user = userEvent.setup();
    const { last } = renderAgreements();

    await user.click(screen.getByRole('checkbox', { name: 'Vis by' }));
    await waitFor(() => expect(last()).toMatchObject({ ShowCity: true, SignatureCity: 'Aarhus N' }));
    expect(screen.getByRole('textbox', { name: 'By' })).toHaveValue('Aarhus N');
    expect(server.calls('GET /api/dealer/getdealercity/')[0]?.query).toEqual({ Id: '101' });
  });

  it('prefills the preparation comment with its three headings', async () => {
    server = fakeServer(dealerRoutes());
    const user = userEvent.setup();
    const { last } = renderAgreements();
    const comment = screen.getByRole('textbox', { name: 'Kommentar til klargøring' });
    expect(comment).toHaveValue(PREPARATION_COMMENT_TEMPLATE);
    expect(PREPARATION_COMMENT_TEMPLATE).toContain('Karrosseri og lak:');
    await user.type(comment, 'X');
    expect(last()?.PreparationComment).toBe(`${PREPARATION_COMMENT_TEMPLATE}X`);
  });

  it('chooses no or yes for EU number plates and financing', async () => {
    server = fakeServer(dealerRoutes());
    const user = userEvent.setup();
    const { last } = renderAgreements();
    const plates = screen.getByRole('radiogroup', { name: 'EU-nummerplader' });
    expect(within(plates).getByRole('radio', { name: 'Nej' })).toBeChecked();
    await user.click(within(plates).getByRole('radio', { name: 'Ja' }));
    expect(last()).toMatchObject({ EUNumberPlate: true });
  });
});
