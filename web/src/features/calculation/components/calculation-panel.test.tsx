import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DbiVehicle } from '../../../../../domain/calculation/dbi-vehicle.ts';
import { calculateRegistrationFee, feeRequestSchema } from '../../../../../domain/calculation/fee-request.ts';
import { AppProviders } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeServer } from '@/test/fake-server.ts';
import { CalculationPanel, CalculationTexts } from './calculation-panel.tsx';

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
  FactoryEquipment: [],
};

let server: ReturnType<typeof fakeServer>;
afterEach(() => expect(server.unexpected).toEqual([]));

const renderPanel = (carGuid: string | null) =>
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <CalculationPanel carGuid={carGuid} registrationDate="2024-06-01" />
    </AppProviders>,
  );

describe('the calculation tab', () => {
  it('asks nothing without a catalogue car', () => {
    server = fakeServer({});
    renderPanel(null);
    expect(screen.getByText(CalculationTexts.noCar)).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });

  it("shows the catalogue's price block, the fee to the law and where its figures come from", async () => {
    server = fakeServer({
      'GET /api/dbi/getdbivehicle': { body: golf },
      // The real rules answer, as the route would.
      'POST /api/vehicleregistrationfee/calculate': (request) => ({ body: calculateRegistrationFee(feeRequestSchema.parse(request.body), '2024-05-01') }),
    });
    renderPanel('golf-guid');
    const overview = await screen.findByRole('table', { name: CalculationTexts.overview });
    await waitFor(() => expect(overview.textContent).toContain('276.998,00 kr.'), { timeout: 5_000 });
    expect(within(overview).getByText('300.000,00 kr.')).toBeInTheDocument();
    expect(screen.getByText('Personbil, regler fra 18.12.2020, satser 2024')).toBeInTheDocument();
    expect(screen.getByText('Satser læst i loven')).toBeInTheDocument();
    expect(screen.getByText('Minimumsbeskatning mangler for denne bil.')).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path === '/api/vehicleregistrationfee/calculate')).toHaveLength(1);
    expect(server.requests.find((request) => request.path === '/api/vehicleregistrationfee/calculate')?.body).toMatchObject({ ChangedVehicleInput: { CostWithoutVat: 200_000, ProfitWithoutVat: 40_000, Co2Emission: 120 } });
  }, 30_000);
});
