import { startLocalCloud } from '../local/cloud.ts';
import { appendLatency } from './append-latency.ts';
import { bundleSizes } from './bundles.ts';
import { caseListSearch } from './case-list.ts';
import { contractPdf } from './contract-pdf.ts';
import { priceTagPdf } from './price-tag-pdf.ts';
import { documentPreview } from './document-preview.ts';
import { projectionLag } from './projection-lag.ts';
import { registrationFee } from './registration-fee.ts';
import { spaInitialJs } from './spa.ts';
import { firstScreen } from './first-screen.ts';
import { stockListSearch } from './stock-list.ts';
import { customerListSearch } from './customer-list.ts';
import { projectionThroughput } from './rebuild.ts';
import { marketSearch } from './market.ts';
import { priceIndicatorPage } from './price-indicators.ts';
import { dashboardWidgets } from './dashboard.ts';

/**
 * `npm run bench`: the platform's figures, measured side by side in one run on a fresh in-memory local cloud
 * (its own ports, so it runs beside `npm start`). Rounds: BENCH_ROUNDS (default 500 appends, 100 lag samples).
 * Cases: BENCH_CASES (default 20,000) for the case list search; BENCH_STOCK_CARS (default 5,000) for the own-cars search. BENCH_ONLY=cases,pdf,pricetag,preview,fee,stock,market,indicators,dashboard,first-screen,... runs only those sections.
 * Projection throughput: BENCH_REBUILD_CASES (default 10,000, about 3.5 events each), live and rebuilt; with
 * BENCH_REBUILD_BULK=1 the events are imported in bulk and only the rebuild is timed (225,000 cases ≈ 1,000,000 events;
 * give DynamoDB Local the memory for them: JAVA_TOOL_OPTIONS=-Xmx8g).
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 500);
const cases = Number(process.env.BENCH_CASES ?? 20_000);
const stockCars = Number(process.env.BENCH_STOCK_CARS ?? 5_000);
// The customer list: BENCH_CUSTOMERS (default 100,000) in one department, BENCH_EXPORT_CUSTOMERS (default 5,000) exported.
const customers = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const exportCustomers = Number(process.env.BENCH_EXPORT_CUSTOMERS ?? 5_000);
// The market-wide list: BENCH_LISTINGS (default 250,000) listings of the sandbox feeds.
const listings = Number(process.env.BENCH_LISTINGS ?? 250_000);
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const wanted = (section: string): boolean => !only || only.includes(section);

// BENCH_PORT_OFFSET moves the ports, for two benches side by side.
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const cloud = await startLocalCloud({ port: 3200 + offset, dynamoPort: 8400 + offset, s3Port: 4869 + offset, inMemory: true, fresh: true, seed: false, web: 'none', quiet: true });
const sections: string[][] = [];
try {
  if (wanted('append')) sections.push(await appendLatency(rounds));
  if (wanted('lag')) sections.push(await projectionLag(Math.max(20, Math.round(rounds / 5))));
  if (wanted('pdf')) sections.push(await contractPdf(Math.max(10, Math.round(rounds / 10))));
  if (wanted('pricetag')) sections.push(await priceTagPdf(Math.max(10, Math.round(rounds / 10))));
  if (wanted('preview')) sections.push(await documentPreview(cloud, Math.max(20, Math.round(rounds / 10))));
  if (wanted('cases')) sections.push(await caseListSearch(cloud, cases, Math.max(20, Math.round(rounds / 5))));
  if (wanted('fee')) sections.push(await registrationFee(cloud, Math.max(50, Math.round(rounds / 2))));
  if (wanted('stock')) sections.push(await stockListSearch(cloud, stockCars, Math.max(20, Math.round(rounds / 5))));
  if (wanted('customers')) sections.push(await customerListSearch(cloud, customers, exportCustomers, Math.max(20, Math.round(rounds / 5))));
  if (wanted('market')) sections.push(await marketSearch(cloud, listings, Math.max(20, Math.round(rounds / 5))));
  // The own-cars price indicator at the same scale, and at the local cloud's (BENCH_INDICATOR_LISTINGS, default 20,000).
  if (wanted('market') || wanted('indicators')) {
    for (const scale of new Set([Number(process.env.BENCH_INDICATOR_LISTINGS ?? 20_000), listings])) {
      sections.push(await priceIndicatorPage(scale, Math.max(20, Math.round(rounds / 5))));
    }
  }
  if (wanted('dashboard')) sections.push(await dashboardWidgets(cloud, stockCars, cases, Math.max(20, Math.round(rounds / 5))));
  if (wanted('rebuild')) {
    sections.push(await projectionThroughput(cloud, Number(process.env.BENCH_REBUILD_CASES ?? 10_000), { bulk: process.env.BENCH_REBUILD_BULK === '1' }));
  }
} finally {
  await cloud.stop();
}
// Its own cloud on the same ports: the demo data and the production build, which the other sections do without.
if (wanted('first-screen')) sections.push(await firstScreen(Math.max(5, Math.round(rounds / 25)), { port: 3200 + offset, dynamoPort: 8400 + offset, s3Port: 4869 + offset }));
if (wanted('bundles')) sections.push(await bundleSizes());
if (wanted('spa')) sections.push(await spaInitialJs());

console.log(`\nDealerHub benchmarks (${new Date().toISOString()}, Node ${process.version})\n`);
for (const section of sections) console.log(`${section.join('\n  ')}\n`);
