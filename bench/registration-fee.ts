import type { LocalCloud } from '../local/cloud.ts';
import { anyUserExists, seedDemoData } from '../local/demo-data.ts';
import { calculateRegistrationFee, feeRequestSchema } from '../domain/calculation/fee-request.ts';
import { ApiClient } from '../tests/support/api-client.ts';
import { ms, percentile, timed } from './stats.ts';

/**
 * The calculation tab's registration fee: one fee calculation as the handler runs it (validation + the rules for the
 * catalogue and the changed vehicle, with two factory equipment), and the tab's recalculation round trip through the
 * real route over HTTP, logged in. Targets: the calculation below 1 ms; the round trip p99 below 150 ms.
 */
const vehicle = {
  UsageType: 0,
  VehicleType: 'Car',
  FuelType: 'Gasoline',
  Co2Emission: 122,
  IsNew: true,
  RegistrationDate: '2026-12-01',
  CostWithoutVat: 122_500,
  ProfitWithoutVat: 21_608,
  MinTaxationValue: 162_100,
  FactoryEquipment: [
    { UniqueId: 'tow', CostWithoutVat: 6_400, ProfitWithoutVat: 1_600 },
    { UniqueId: 'paint', CostWithoutVat: 4_800, ProfitWithoutVat: 1_200 },
  ],
};

export async function registrationFee(cloud: LocalCloud, rounds: number): Promise<string[]> {
  const body = (profit: number) => ({ OriginalVehicleInput: vehicle, ChangedVehicleInput: { ...vehicle, ProfitWithoutVat: profit } });
  const inHandler: number[] = [];
  for (let round = -200; round < rounds * 10; round += 1) {
    const start = performance.now();
    calculateRegistrationFee(feeRequestSchema.parse(body(15_000 + (round % 500))), '2026-11-23');
    if (round >= 0) inHandler.push(performance.now() - start);
  }

  if (!(await anyUserExists())) await seedDemoData();
  const salesman = new ApiClient(cloud.baseUrl);
  const login = await salesman.login('saelger@demo.dk');
  if (login.status !== 200) throw new Error(`Login failed: ${login.status}`);
  const trip: number[] = [];
  for (let round = -10; round < rounds; round += 1) {
    const elapsed = await timed(async () => {
      const response = await salesman.post('/api/vehicleregistrationfee/calculate', body(15_000 + round));
      if (response.status !== 200) throw new Error(`Fee calculation failed: ${response.status} ${JSON.stringify(response.body)}`);
    });
    if (round >= 0) trip.push(elapsed);
  }
  const row = (name: string, values: number[]) => `${name.padEnd(38)} p50 ${ms(percentile(values, 50)).padStart(10)}  p99 ${ms(percentile(values, 99)).padStart(10)}`;
  return [
    `Registration fee (2026 petrol car with two factory equipment, catalogue and changed vehicle; targets: calculation < 1 ms, round trip p99 < 150 ms)`,
    row(`in the handler (${inHandler.length} runs)`, inHandler),
    row(`round trip over HTTP (${trip.length} runs)`, trip),
  ];
}
