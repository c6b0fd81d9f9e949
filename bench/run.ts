import { startLocalCloud } from '../local/cloud.ts';
import { appendLatency } from './append-latency.ts';
import { bundleSizes } from './bundles.ts';
import { projectionLag } from './projection-lag.ts';
import { spaInitialJs } from './spa.ts';

/**
 * `npm run bench`: the platform's figures, measured side by side in one run on a fresh in-memory local cloud
 * (its own ports, so it runs beside `npm start`). Rounds: BENCH_ROUNDS (default 500 appends, 100 lag samples).
 */
const rounds = Number(process.env.BENCH_ROUNDS ?? 500);

const cloud = await startLocalCloud({ port: 3200, dynamoPort: 8400, s3Port: 4869, inMemory: true, fresh: true, seed: false, web: 'none', quiet: true });
const sections: string[][] = [];
try {
  sections.push(await appendLatency(rounds));
  sections.push(await projectionLag(Math.max(20, Math.round(rounds / 5))));
} finally {
  await cloud.stop();
}
sections.push(await bundleSizes());
sections.push(spaInitialJs());

console.log(`\nDealerHub benchmarks (${new Date().toISOString()}, Node ${process.version})\n`);
for (const section of sections) console.log(`${section.join('\n  ')}\n`);
