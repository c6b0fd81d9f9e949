import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeeValidityMessages, type CaseTerms } from '../../../../../domain/calculation/case-calculation.ts';
import type { DbiVehicle } from '../../../../../domain/calculation/dbi-vehicle.ts';
import { EquipmentMessages } from '../../../../../domain/calculation/extra-equipment.ts';
import { calculateRegistrationFee, feeRequestSchema } from '../../../../../domain/calculation/fee-request.ts';
import { periodicTaxes, taxRequestSchema } from '../../../../../domain/calculation/periodic-taxes.ts';
import { CalculationMessages, DiscountLabels } from '../../../../../domain/calculation/sale-calculation.ts';
import type { SaleCalculation, SalesItem } from '../../../../../events/cases.ts';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { currentUserQuery, type CurrentUser } from '@/lib/current-user.ts';
import { SALESMAN, userWith } from '@/test/case-fixtures.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { CalculationPanel, CalculationTexts } from './calculation-panel.tsx';
import { EquipmentTexts } from './extra-equipment.tsx';
import { FeeDetailsTexts, uncertaintyText } from './fee-details.tsx';

const golf: DbiVehicle = {
  DbiId: 'golf-guid',
  ModelCatalogueId: 'golf-guid',
  Make: 'Volkswagen',
  Model: 'Golf',
  Variant: '1.5 eTSI Life',
  Type: 'Golf 1.5 eTSI 116 hk',
  ModelYear: 2026,
  VehicleType: 'Car',
  IsVan: false,
  FuelType: 'Gasoline',
  FuelTypeName: 'Benzin',
  KmPerLiter: 19.6,
  CO2Emission: 120,
  Weight: 1_300,
  TotalWeight: 1_800,
  BatteryCapacity: null,
  ParticulateFilter: false,
  NumberOfDoors: 5,
  Engine: { FuelType: 'Benzin', Motor: '1.5 eTSI', Effect: 116 },
  DbiAccessLevel: 1,
  TaxDeductableSetting: { Abs: true, Esp: true, Radio: true, EuroNcapToprated: true, NumberOfAirbags: 6, NumberOfIntegratedChildSeats: 0, NumberOfSeatBeltAlarms: 3 },
  ListPrice: 576_998,
  PriceType: 'A',
  NettoPriceWithoutVat: 200_000,
  ProfitWithoutVat: 40_000,
  MinProfit: null,
  MinTaxationValue: null,
  BaseTaxDeductableValue: 300_000,
  FactoryEquipment: [
    { UniqueId: 'tow', Category: 1, Description: 'Anhængertræk', ReferenceNumber: 'PJ1', CostWithoutVat: 6_000, ProfitWithoutVat: 2_000, MinProfit: 500, MinTaxationValue: null, AssemblyPrice: 0 },
  ],
};
const geared: DbiVehicle = { ...golf, DbiAccessLevel: 2, MinProfit: 16_000, MinTaxationValue: 270_000 };
const catalogueCar: SalesItem = { CarGuid: 'golf-guid', Title: 'Volkswagen Golf', IsFactoryNew: true, VehicleType: 1 };
const stockCar: SalesItem = { Id: '55', Title: 'VW Golf', IsFactoryNew: false, VehicleType: 1, FuelType: 'Benzin', RegistrationDate: '2021-03-01', Mileage: 42_000 };
const taxRoute = { 'POST /api/VehicleTax/GetTaxes': (request: { body: unknown }) => ({ body: periodicTaxes(taxRequestSchema.parse(request.body), '2024-05-01') }) };
// The real rules answer, as the routes would.
const feeRoute = { 'POST /api/vehicleregistrationfee/calculate': (request: { body: unknown }) => ({ body: calculateRegistrationFee(feeRequestSchema.parse(request.body), '2024-05-01') }), ...taxRoute };
const feeRoute2026 = { 'POST /api/vehicleregistrationfee/calculate': (request: { body: unknown }) => ({ body: calculateRegistrationFee(feeRequestSchema.parse(request.body), '2026-06-01') }), ...taxRoute };

let server: ReturnType<typeof fakeServer>;
afterEach(() => expect(server.unexpected).toEqual([]));

/** The tab as the case page holds it: the calculation in the page's state. */
function Harness({ salesItem, initial, terms = {}, onState, modifiedDate = null, itemEditable = false, today = '2024-06-01' }: { salesItem: SalesItem | null; initial?: SaleCalculation | null; terms?: CaseTerms; onState?: (state: { busy: boolean; valid: boolean }) => void; modifiedDate?: string | null; itemEditable?: boolean; today?: string }) {
  const [value, setValue] = useState<SaleCalculation | null>(initial ?? null);
  const [cash, setCash] = useState<number | null>(terms.CashPayment ?? null);
  const [item, setItem] = useState<SalesItem | null>(salesItem);
  return (
    <>
      <CalculationPanel
        salesItem={item}
        onSalesItemChange={itemEditable ? setItem : undefined}
        value={value}
        onChange={setValue}
        terms={{ ...terms, CashPayment: cash }}
        onCashPaymentChange={setCash}
        caseId="1042"
        modifiedDate={modifiedDate}
        readOnly={false}
        onStateChange={onState}
        today={today}
      />
      <output data-testid="saved">{JSON.stringify(value)}</output>
    </>
  );
}

/** The tab as a sales manager sees it (who keeps the dealer's own equipment list), or as `user`. */
const renderPanel = (props: Parameters<typeof Harness>[0], user: CurrentUser = userWith({ SimpleRole: 'SalesManager' })) => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  return render(
    <AppProviders queryClient={queryClient} env="test">
      <Harness {...props} />
    </AppProviders>,
  );
};
const saved = (): SaleCalculation | null => JSON.parse(screen.getByTestId('saved').textContent ?? 'null') as SaleCalculation | null;
const overview = () => screen.findByRole('table', { name: CalculationTexts.overview });
const rowOf = async (label: string) => within(await overview()).getByText(label).closest('tr')!;

describe('the calculation tab', () => {
  it('asks nothing without a car', () => {
    server = fakeServer({});
    renderPanel({ salesItem: null });
    expect(screen.getByText(CalculationTexts.noCar)).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it("shows the catalogue's price block, the fee to the law, where its figures come from and the warnings", async () => {
    server = fakeServer({ 'GET /api/dbi/getdbivehicle': { body: golf }, ...feeRoute });
    renderPanel({ salesItem: catalogueCar });
    await waitFor(async () => expect((await rowOf('Registreringsafgift')).textContent).toContain('276.998,00 kr.'), { timeout: 5_000 });
    expect((await rowOf('Pris inkl. moms')).textContent).toContain('300.000,00 kr.');
    expect((await rowOf('I alt')).textContent).toContain('576.998,00 kr.');
    // The yearly tax of the car at its expected registration (green ownership tax for 2024, by its km/l).
    await waitFor(async () => expect(within(await overview()).getByText(/pr\. år$/)).toBeInTheDocument());
    expect(server.calls('POST /api/VehicleTax/GetTaxes')[0]?.body).toMatchObject({ FuelType: 'Gasoline', OwnWeight: 1_300, RegistrationDate: '2024-06-01' });
    expect(screen.getByText('Personbil, regler fra 18.12.2020, satser 2024')).toBeInTheDocument();
    // 2024's rates are all published: nothing to be unsure of, and the panel ends in the fee.
    const details = screen.getByLabelText(FeeDetailsTexts.heading);
    expect(within(details).queryByRole('alert')).toBeNull();
    expect(within(details).getByText(FeeDetailsTexts.total).closest('tr')!.textContent).toContain('276.998,00 kr.');
    expect(within(screen.getByLabelText(CalculationTexts.warningList)).getByText(CalculationMessages.minTaxationMissing)).toBeInTheDocument();
    expect(server.calls('POST /api/vehicleregistrationfee/calculate')).toHaveLength(1);
    expect(server.calls('POST /api/vehicleregistrationfee/calculate')[0]?.body).toMatchObject({ ChangedVehicleInput: { CostWithoutVat: 200_000, ProfitWithoutVat: 40_000, Co2Emission: 120, RegistrationDate: '2024-06-01' } });
  }, 30_000);

  it('a changed profit is kept as the decision, recalculated once after the typing stops, and lower profit below the minimum warns', async () => {
    server = fakeServer({ 'GET /api/dbi/getdbivehicle': { body: geared }, ...feeRoute });
    renderPanel({ salesItem: catalogueCar });
    await waitFor(() => expect(server.calls('POST /api/vehicleregistrationfee/calculate')).toHaveLength(1), { timeout: 5_000 });
    const profit = screen.getByLabelText('Avance u/moms');
    fireEvent.change(profit, { target: { value: '10' } });
    fireEvent.change(profit, { target: { value: '1000' } });
    await waitFor(() => expect(saved()).toMatchObject({ ProfitWithoutVat: 1_000 }));
    await waitFor(() => expect(server.calls('POST /api/vehicleregistrationfee/calculate')).toHaveLength(2), { timeout: 5_000 });
    // The discount off the catalogue's profit, and what it saved of the fee.
    await waitFor(async () => expect((await rowOf('Rabat på avance')).textContent).toContain('39.000,00 kr.'));
    expect((await rowOf('Rabat på registreringsafgift')).textContent).toMatch(/\d/);
    expect(server.calls('POST /api/vehicleregistrationfee/calculate')[1]?.body).toMatchObject({ ChangedVehicleInput: { ProfitWithoutVat: 1_000 } });
    expect(await screen.findByText(CalculationMessages.belowMinProfit)).toBeInTheDocument();
  }, 30_000);

  it('max gearing sets the profit to the known minimum and says so; reset restores the catalogue prices', async () => {
    server = fakeServer({ 'GET /api/dbi/getdbivehicle': { body: geared }, ...feeRoute });
    renderPanel({ salesItem: catalogueCar, initial: { ProfitWithoutVat: 30_000 } });
    expect(await screen.findByText('Kendt minimumsavance: 16.000,00 kr.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: CalculationTexts.maxGearing }));
    expect((await screen.findAllByText(CalculationMessages.maxGearingCar)).length).toBeGreaterThan(0);
    expect(saved()).toMatchObject({ MaxGearing: true, ProfitWithoutVat: null });
    await waitFor(async () => expect((await rowOf('Avance u/moms')).textContent).toContain('16.000,00 kr.'));
    fireEvent.click(screen.getByRole('button', { name: CalculationTexts.reset }));
    expect(await screen.findByText(CalculationMessages.reset)).toBeInTheDocument();
    expect(saved()).toMatchObject({ MaxGearing: false, ProfitWithoutVat: null, NettoPriceWithoutVat: null });
    await waitFor(async () => expect((await rowOf('Avance u/moms')).textContent).toContain('40.000,00 kr.'));
  }, 30_000);

  it('after max gearing the notice stays beside the button, and a 4.000 kr. discount below the minimum profit warns', async () => {
    server = fakeServer({ 'GET /api/dbi/getdbivehicle': { body: geared }, ...feeRoute });
    renderPanel({ salesItem: catalogueCar, initial: { ExtraEquipments: [{ UniqueId: 'tow', Category: 1, Description: 'Anhængertræk', ReferenceNumber: 'PJ1', Comment: null, CostWithoutVat: 6_000, ProfitWithoutVat: 2_000, PriceEnteredWithVatAndProfit: false }] } });
    expect(await screen.findByText('Kendt minimumsavance: 16.000,00 kr.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: CalculationTexts.maxGearing }));
    await waitFor(() => expect(screen.getByTestId('max-gearing-notice')).toHaveTextContent(CalculationMessages.maxGearingBoth));
    await waitFor(async () => expect((await rowOf('Avance u/moms')).textContent).toContain('16.000,00 kr.'));
    expect(screen.queryByLabelText(CalculationTexts.warningList)).toBeNull();
    fireEvent.change(screen.getByLabelText('Rabat u/moms'), { target: { value: '4000' } });
    // Car 16.000 + tow bar 500 at their minimum, less 4.000: the car's profit is 12.000, under its minimum of 16.000.
    await waitFor(async () => expect((await rowOf('Samlet avance')).textContent).toContain('12.500,00 kr.'));
    expect(within(await screen.findByLabelText(CalculationTexts.warningList)).getByText(CalculationMessages.belowMinProfit)).toBeInTheDocument();
    expect(screen.getByTestId('max-gearing-notice')).toHaveTextContent(CalculationMessages.maxGearingBoth);
  }, 30_000);

  it('the registration fee of 2026, as a dealer reads it: Danish steps ending in the fee, one plain sentence on the rates', async () => {
    server = fakeServer({ 'GET /api/dbi/getdbivehicle': { body: golf }, ...feeRoute2026 });
    renderPanel({ salesItem: catalogueCar, today: '2026-06-01' });
    const details = await screen.findByLabelText(FeeDetailsTexts.heading, {}, { timeout: 5_000 });
    expect(within(details).getByText('Personbil, regler fra 18.12.2020, satser 2026')).toBeInTheDocument();
    // 19.100 + 136.850 + 93.900 = 249.850; 294·108 + 587·12 = 38.796; − 25.500 = 263.146 (the law's 2026 rates).
    expect(within(details).getByText('Af en afgiftspligtig værdi på 300.000,00 kr.: 25 % af de første 76.400 kr., 85 % op til 237.400 kr. og 150 % af resten')).toBeInTheDocument();
    expect(within(details).getByText('294 kr. pr. g op til 108 g, 587 kr. pr. g op til 138 g og 1.115 kr. pr. g derover')).toBeInTheDocument();
    expect(within(details).getByText(FeeDetailsTexts.total).closest('tr')!.textContent).toContain('263.146,00 kr.');
    expect(within(details).getByRole('alert')).toHaveTextContent(uncertaintyText('inferred', 2026)!);
    // Nothing meant for developers: no confidence labels, basis words, sources or raw figures.
    expect(details.textContent).not.toMatch(/indeholder satser|udledt|ikke officielt|ikke fundet|satserne brugt|Registreringsafgiftsloven|Skalaknæk:/i);
  }, 30_000);

  it('an electric car of 2026 shows its phase-in as 48 %, not as basis points', async () => {
    const electric: DbiVehicle = { ...golf, FuelType: 'Electric', FuelTypeName: 'El', KmPerLiter: null, CO2Emission: 0, BatteryCapacity: 77 };
    server = fakeServer({ 'GET /api/dbi/getdbivehicle': { body: electric }, ...feeRoute2026 });
    renderPanel({ salesItem: catalogueCar, today: '2026-06-01' });
    const details = await screen.findByLabelText(FeeDetailsTexts.heading, {}, { timeout: 5_000 });
    expect(within(details).getByText('Indfasning (48 % af afgiften)')).toBeInTheDocument();
    expect(details.textContent).not.toContain('4.800');
    // 249.850 − 25.500 = 224.350; 48 % = 107.688 < 155.400: no fee, and the panel says why the steps add up below 0.
    expect(within(details).getByText(FeeDetailsTexts.total).closest('tr')!.textContent).toContain('0,00 kr.');
    expect(within(details).getByText(FeeDetailsTexts.neverNegative)).toBeInTheDocument();
  }, 30_000);

  it('without access to the make max gearing is disabled with its hint', async () => {
    server = fakeServer({ 'GET /api/dbi/getdbivehicle': { body: { ...golf, DbiAccessLevel: 0 } }, ...feeRoute });
    renderPanel({ salesItem: catalogueCar });
    expect(await screen.findByText(CalculationMessages.accessLimited)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CalculationTexts.maxGearing })).toBeDisabled();
  }, 30_000);

  it("reset is refused with the spec's text when the car is no longer in the catalogue", async () => {
    server = fakeServer({ 'GET /api/dbi/getdbivehicle': { status: 404, body: { Message: 'Bilen findes ikke i kataloget.' } } });
    renderPanel({ salesItem: catalogueCar, initial: { SalesPriceWithVat: 300_000 } });
    expect(await screen.findByText('Bilen findes ikke i kataloget.')).toBeInTheDocument();
    // Without the catalogue the car is calculated from its agreed price; the reset is not offered as a catalogue action.
    expect((await rowOf('Pris inkl. moms')).textContent).toContain('300.000,00 kr.');
  });

  it("an expected registration date the rules cannot tax shows the spec's text", async () => {
    server = fakeServer({
      'GET /api/dbi/getdbivehicle': { body: golf },
      'POST /api/vehicleregistrationfee/calculate': { status: 400, body: { Message: 'Indtastede forventet 1. reg. dato er ikke gyldig.', ErrorCode: 100 } },
      ...taxRoute,
    });
    renderPanel({ salesItem: catalogueCar, initial: { ExpectedRegistrationDate: '2016-01-01' } });
    expect(await screen.findByText('Indtastede forventet 1. reg. dato er ikke gyldig.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('a stock car: its cash price read through the cars context, the swap car and the down payment come off the total', async () => {
    server = fakeServer({ 'GET /api/case/getusedvehicle': { body: { CarId: '55', Title: 'VW Golf', CashPrice: 189_900, IsFactoryNew: false, ModelYear: 2021, UsedVehicleInformation: { RegistrationDate: '2021-03-01', Mileage: 42_000, IsImportedCar: false } } }, ...taxRoute });
    const states: { busy: boolean; valid: boolean }[] = [];
    renderPanel({ salesItem: stockCar, terms: { SwapCarId: '31', SwapCarPriceWithVat: 50_000, SwapCarUnpaidDebt: 10_000, CashPayment: 20_000 }, onState: (state) => states.push(state) });
    await waitFor(async () => expect((await rowOf('Pris inkl. moms')).textContent).toContain('189.900,00 kr.'));
    expect((await rowOf('At betale')).textContent).toContain('149.900,00 kr.');
    expect((await rowOf('Restbeløb')).textContent).toContain('129.900,00 kr.');
    expect(server.calls('GET /api/case/getusedvehicle')[0]?.query).toEqual({ CarId: '55' });
    expect(server.calls('POST /api/vehicleregistrationfee/calculate')).toHaveLength(0);
    await waitFor(() => expect(states.at(-1)).toEqual({ busy: false, valid: true }));
  });

  it("a used car under the margin scheme shows no VAT: the discount is 'Rabat', typed and taken off as it is", async () => {
    server = fakeServer({ 'GET /api/case/getusedvehicle': { body: { CarId: '55', Title: 'VW Golf', CashPrice: 189_900, IsFactoryNew: false, ModelYear: 2021, UsedVehicleInformation: { RegistrationDate: '2021-03-01', Mileage: 42_000, IsImportedCar: false } } }, ...taxRoute });
    renderPanel({ salesItem: stockCar });
    fireEvent.change(await screen.findByLabelText('Rabat'), { target: { value: '2000' } });
    await waitFor(async () => expect((await rowOf('Rabat')).textContent).toContain('-2.000,00 kr.'));
    expect(screen.queryByLabelText('Rabat u/moms')).not.toBeInTheDocument();
    const labels = within(await overview()).getAllByRole('row').map((row) => row.firstElementChild?.textContent);
    expect(labels).not.toContain('Rabat inkl. moms');
    expect(labels).not.toContain('Moms');
    expect(labels).not.toContain('Pris u/moms');
    expect(screen.getByText(DiscountLabels.marginScheme)).toBeInTheDocument();
    expect((await rowOf('I alt')).textContent).toContain('187.900,00 kr.');
  });

  it("a stock car's km/l carried into the case: the yearly taxes are asked for by it, the tab shows the CO2 it gives, a typed km/l wins", async () => {
    server = fakeServer({ 'GET /api/case/getusedvehicle': { body: { CarId: '55', Title: 'VW Golf', CashPrice: 189_900, IsFactoryNew: false, ModelYear: 2021, UsedVehicleInformation: { RegistrationDate: '2022-03-01', Mileage: 42_000, IsImportedCar: false } } }, ...taxRoute });
    renderPanel({ salesItem: { ...stockCar, RegistrationDate: '2022-03-01', KmPerLiter: 20 } });
    expect(await screen.findByTestId('calculation-co2')).toHaveTextContent('CO2-udledning: 120 g/km (udledt af km/l)');
    expect(screen.getByLabelText('Km/l')).toHaveAttribute('placeholder', '20,0');
    await waitFor(() => expect(server.calls('POST /api/VehicleTax/GetTaxes')[0]?.body).toMatchObject({ FuelType: 'Gasoline', KmPrLiter: 20, RegistrationDate: '2022-03-01' }));
    // The CO2 ownership tax of 120 g/km, shown as the car's yearly tax.
    await waitFor(async () => expect(within(await overview()).getByText(/pr\. år$/)).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Km/l'), { target: { value: '15' } });
    await waitFor(() => expect(saved()).toMatchObject({ KmPerLiter: 15 }));
    expect(screen.getByTestId('calculation-co2')).toHaveTextContent('160 g/km');
    await waitFor(() => expect(server.calls('POST /api/VehicleTax/GetTaxes').at(-1)?.body).toMatchObject({ KmPrLiter: 15 }));
  });

  it("a case whose sales item was made before it carried the car's km/l reads it from the stock car", async () => {
    server = fakeServer({ 'GET /api/case/getusedvehicle': { body: { CarId: '55', Title: 'VW Golf', CashPrice: 189_900, IsFactoryNew: false, ModelYear: 2021, UsedVehicleInformation: { RegistrationDate: '2022-03-01', Mileage: 42_000, IsImportedCar: false }, VehicleInformation: { KmPerLiter: 20 } } }, ...taxRoute });
    renderPanel({ salesItem: { ...stockCar, RegistrationDate: '2022-03-01' } });
    expect(await screen.findByTestId('calculation-co2')).toHaveTextContent('120 g/km (udledt af km/l)');
    expect(screen.getByLabelText('Km/l')).toHaveAttribute('placeholder', '20,0');
    await waitFor(() => expect(server.calls('POST /api/VehicleTax/GetTaxes').at(-1)?.body).toMatchObject({ KmPrLiter: 20 }));
  });

  it("a used car whose fee is not paid cannot be saved without a fee: the page is told, and the warning says why", async () => {
    server = fakeServer({ 'GET /api/case/getusedvehicle': { body: { CarId: '55', Title: 'VW Golf', CashPrice: 189_900, IsFactoryNew: false, ModelYear: 2021, UsedVehicleInformation: { RegistrationDate: null, Mileage: null, IsImportedCar: false } } }, ...taxRoute });
    const onState = vi.fn();
    renderPanel({ salesItem: stockCar, onState });
    fireEvent.click(await screen.findByText('Afgift ikke betalt'));
    expect(await screen.findByText(FeeValidityMessages.usedFeeMissing)).toBeInTheDocument();
    await waitFor(() => expect(onState).toHaveBeenLastCalledWith({ busy: false, valid: false }));
    fireEvent.change(screen.getByLabelText('Registreringsafgift'), { target: { value: '45000' } });
    await waitFor(() => expect(onState).toHaveBeenLastCalledWith({ busy: false, valid: true }));
    expect((await rowOf('I alt')).textContent).toContain('234.900,00 kr.');
  });

  it("the add modal lists factory and dealer equipment by category; a click toggles; chosen ones are split into 'Anmeldt' and 'Eget oprettet'", async () => {
    server = fakeServer({
      'GET /api/dbi/getdbivehicle': { body: golf },
      ...feeRoute,
      'GET /api/VehicleExtraEquipment/All': {
        body: {
          List: [
            { UniqueId: 'tow', Category: 1, Description: 'Anhængertræk', CostWithoutVat: 6_000, ProfitWithoutVat: 2_000, TotalPrice: 10_000 },
            { UniqueId: 'dealer:7', Id: '7', Category: 0, Description: 'Vinterhjul', CostWithoutVat: 6_000, ProfitWithoutVat: 1_500, TotalPrice: 9_375 },
            { UniqueId: 'dealer:8', Id: '8', Category: 0, Description: 'Gammel kredit', CostWithoutVat: -100, ProfitWithoutVat: 0, TotalPrice: -125 },
          ],
        },
      },
    });
    renderPanel({ salesItem: catalogueCar });
    fireEvent.click(await screen.findByRole('button', { name: EquipmentTexts.add }));
    const list = await screen.findByRole('table', { name: 'Ekstraudstyr at vælge' });
    expect(server.calls('GET /api/VehicleExtraEquipment/All')[0]?.query).toMatchObject({ DbiId: 'golf-guid', ShowDealerExtraEquipment: 'true', ShowFactoryExtraEquipment: 'true' });
    fireEvent.click(within(list).getByText('Anhængertræk'));
    fireEvent.click(within(list).getByText('Vinterhjul'));
    fireEvent.click(within(list).getByText('Vinterhjul'));
    fireEvent.click(within(list).getByText('Vinterhjul'));
    fireEvent.click(within(list).getByText('Gammel kredit'));
    expect(await screen.findByText(EquipmentMessages.negativeCost)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(saved()?.ExtraEquipments?.map((each) => each.UniqueId)).toEqual(['tow', 'dealer:7']));
    expect(await screen.findByText(CalculationMessages.updated)).toBeInTheDocument();
    expect(within(await screen.findByRole('table', { name: EquipmentTexts.factory })).getByText('Anhængertræk')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: EquipmentTexts.dealer })).getByText('Vinterhjul')).toBeInTheDocument();
    // The factory equipment goes into the fee.
    await waitFor(() => expect(server.calls('POST /api/vehicleregistrationfee/calculate').at(-1)?.body).toMatchObject({ ChangedVehicleInput: { FactoryEquipment: [{ UniqueId: 'tow' }] } }), { timeout: 5_000 });
  }, 30_000);

  it("creating the dealer's own equipment: description required, a negative cost refused, then saved for the dealer and put on the case", async () => {
    server = fakeServer({
      'GET /api/case/getusedvehicle': { body: { CarId: '55', Title: 'VW Golf', CashPrice: 189_900, IsFactoryNew: false, ModelYear: 2021, UsedVehicleInformation: { RegistrationDate: null, Mileage: null, IsImportedCar: false } } },
      ...taxRoute,
      'POST /api/UsedVehicleExtraEquipment/Save': (request) => ({ body: { ...(request.body as object), Id: '9', UniqueId: 'dealer:9', Category: 0, TotalPrice: 1_000, Message: 'Ekstraudstyr er oprettet' } }),
    });
    renderPanel({ salesItem: stockCar });
    fireEvent.click(await screen.findByRole('button', { name: EquipmentTexts.create }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText(EquipmentMessages.description)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Beskrivelse/), { target: { value: 'Måtter' } });
    fireEvent.change(within(dialog).getByLabelText(/^Kostpris u\/moms/), { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText(EquipmentMessages.negativeCost)).toBeInTheDocument();
    expect(server.calls('POST /api/UsedVehicleExtraEquipment/Save')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Kostpris u\/moms/), { target: { value: '800' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await screen.findByText('Ekstraudstyr er oprettet')).toBeInTheDocument();
    expect(server.calls('POST /api/UsedVehicleExtraEquipment/Save')[0]?.body).toMatchObject({ Description: 'Måtter', CostWithoutVat: 800 });
    await waitFor(() => expect(saved()?.ExtraEquipments).toEqual([expect.objectContaining({ UniqueId: 'dealer:9', Category: 0, Description: 'Måtter', CostWithoutVat: 800 })]));
  });

  it("offers a salesman the dealer's own equipment to choose, but neither creating nor editing it: the department's list is kept by those who run it", async () => {
    const wheels = { UniqueId: 'dealer:7', Category: 0 as const, Description: 'Vinterhjul', CostWithoutVat: 6_000, ProfitWithoutVat: 1_500, PriceEnteredWithVatAndProfit: false };
    server = fakeServer({ 'GET /api/dbi/getdbivehicle': { body: golf }, ...feeRoute });
    renderPanel({ salesItem: catalogueCar, initial: { ExtraEquipments: [wheels] } }, SALESMAN);
    expect(await screen.findByRole('button', { name: EquipmentTexts.add })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: EquipmentTexts.create })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ret Vinterhjul' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${EquipmentTexts.remove} Vinterhjul` })).toBeInTheDocument();
  });

  it("editing: 'price entered with VAT' resets the profit; a factory equipment's price changes on the case only; the dealer's own is deleted from the dealer's list and the case", async () => {
    const tow = { UniqueId: 'tow', Category: 1 as const, Description: 'Anhængertræk', CostWithoutVat: 6_000, ProfitWithoutVat: 2_000, PriceEnteredWithVatAndProfit: false };
    const wheels = { UniqueId: 'dealer:7', Category: 0 as const, Description: 'Vinterhjul', CostWithoutVat: 6_000, ProfitWithoutVat: 1_500, PriceEnteredWithVatAndProfit: false };
    server = fakeServer({
      'GET /api/dbi/getdbivehicle': { body: golf },
      ...feeRoute,
      'POST /api/UsedVehicleExtraEquipment/Delete': { body: { Message: 'Ekstraudstyr er blevet slettet' } },
    });
    renderPanel({ salesItem: catalogueCar, initial: { ExtraEquipments: [tow, wheels] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Ret Anhængertræk' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/^Beskrivelse/)).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Avance u/moms'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByLabelText('Pris indtastet inkl. moms og avance'));
    expect(within(dialog).getByLabelText('Avance u/moms')).toHaveValue('0');
    fireEvent.change(within(dialog).getByLabelText('Avance u/moms'), { target: { value: '750' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await waitFor(() => expect(saved()?.ExtraEquipments?.find((each) => each.UniqueId === 'tow')).toMatchObject({ ProfitWithoutVat: 750, PriceEnteredWithVatAndProfit: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Ret Vinterhjul' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Slet' }));
    expect(within(dialog).getByText(EquipmentMessages.deleteQuestion)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja' }));
    expect(await screen.findByText('Ekstraudstyr er blevet slettet')).toBeInTheDocument();
    expect(server.calls('POST /api/UsedVehicleExtraEquipment/Delete')[0]?.body).toEqual({ Id: '7' });
    await waitFor(() => expect(saved()?.ExtraEquipments?.map((each) => each.UniqueId)).toEqual(['tow']));
  }, 30_000);

  it('a used car of an old case: its original new price is asked for, and a fee on it shows the used-car note', async () => {
    server = fakeServer({
      'GET /api/case/getusedvehicle': { body: { CarId: '55', Title: 'VW Golf', CashPrice: 189_900, IsFactoryNew: false, ModelYear: 2021, UsedVehicleInformation: { RegistrationDate: null, Mileage: null, IsImportedCar: false } } },
      'GET /api/case/getoriginalprice/': { body: { CaseId: '1042', OriginalPrice: 312_000 } },
      ...taxRoute,
    });
    renderPanel({ salesItem: stockCar, modifiedDate: '2020-06-10T12:00:00.000Z', initial: { CarCalculationMethod: 1, RegistrationFee: 20_000 } });
    await waitFor(() => expect(screen.getByLabelText('Nypris (inkl. afgift)')).toHaveAttribute('placeholder', '312.000,00 kr.'));
    expect(server.calls('GET /api/case/getoriginalprice/')[0]?.query).toEqual({ caseId: '1042' });
    expect(screen.getByText(CalculationMessages.usedCarFeeInfo)).toBeInTheDocument();
  });

  it('a case changed after 10 June 2020 does not ask for the original price', async () => {
    server = fakeServer({ 'GET /api/case/getusedvehicle': { body: { CarId: '55', Title: 'VW Golf', CashPrice: 189_900, IsFactoryNew: false, ModelYear: 2021, UsedVehicleInformation: { RegistrationDate: null, Mileage: null, IsImportedCar: false } } }, ...taxRoute });
    renderPanel({ salesItem: stockCar, modifiedDate: '2020-06-11T08:00:00.000Z' });
    await waitFor(async () => expect((await rowOf('Pris inkl. moms')).textContent).toContain('189.900,00 kr.'));
    expect(server.calls('GET /api/case/getoriginalprice/')).toHaveLength(0);
  });

  it("a van of type 2 counts as including the tax: 'Afgift betalt' stays open and the tab says why; type 3 is locked to 'Afgift ikke betalt'", async () => {
    server = fakeServer({ 'GET /api/case/getusedvehicle': { body: { CarId: '55', Title: 'VW Transporter', CashPrice: 189_900, IsFactoryNew: false, ModelYear: 2021, UsedVehicleInformation: { RegistrationDate: null, Mileage: null, IsImportedCar: false } } }, ...taxRoute });
    const van: SalesItem = { ...stockCar, Title: 'VW Transporter', VehicleType: 2, IsVan: true };
    const view = renderPanel({ salesItem: van, initial: { CarCalculationMethod: 0 } });
    expect(await screen.findByText(CalculationTexts.includingTax)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Afgift betalt' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Afgift betalt' })).toBeChecked();
    view.unmount();
    renderPanel({ salesItem: { ...van, VehicleType: 3 }, initial: { CarCalculationMethod: 0 } });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Afgift ikke betalt' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Afgift betalt' })).toBeDisabled();
    expect(screen.queryByText(CalculationTexts.includingTax)).not.toBeInTheDocument();
  });

  it("a used van of type 3 marked 'Momsfri bil' on the tab may be 'Afgift betalt' again", async () => {
    server = fakeServer({
      'GET /api/CarCatalog/GetUpholstery': { body: [] },
      'GET /api/CarCatalog/GetUpholsteryColors': { body: [] }, 'GET /api/case/getusedvehicle': { body: { CarId: '55', Title: 'VW Transporter', CashPrice: 189_900, IsFactoryNew: false, ModelYear: 2021, UsedVehicleInformation: { RegistrationDate: null, Mileage: null, IsImportedCar: false } } }, ...taxRoute });
    renderPanel({ salesItem: { ...stockCar, Title: 'VW Transporter', VehicleType: 3, IsVan: true }, initial: { CarCalculationMethod: 0 }, itemEditable: true });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Afgift ikke betalt' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Afgift betalt' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: CalculationTexts.vatFreeCar }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Afgift betalt' })).toBeEnabled());
    expect(screen.getByRole('radio', { name: 'Afgift betalt' })).toBeChecked();
  });

  it("a stored type 8 counts as including the tax as type 2 does: 'Afgift betalt' stays open and the tab says why", async () => {
    server = fakeServer({ 'GET /api/case/getusedvehicle': { body: { CarId: '55', Title: 'VW Transporter', CashPrice: 189_900, IsFactoryNew: false, ModelYear: 2021, UsedVehicleInformation: { RegistrationDate: null, Mileage: null, IsImportedCar: false } } }, ...taxRoute });
    renderPanel({ salesItem: { ...stockCar, Title: 'VW Transporter', VehicleType: 8, IsVan: true }, initial: { CarCalculationMethod: 0 } });
    expect(await screen.findByText(CalculationTexts.includingTax)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Afgift betalt' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Afgift betalt' })).toBeChecked();
  });
});
