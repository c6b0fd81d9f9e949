import { applyEnvironment, localAwsEnvironment } from '../local/emulators.ts';

/**
 * `npm run retention [-- --dry-run]`: runs data retention now: forgets the customers past their department's period
 * and prints what it forgot (with --dry-run what it would forget, changing nothing). Talks to the local cloud
 * (DYNAMODB_PORT, default 8000) unless AWS_ENDPOINT_URL_DYNAMODB points elsewhere.
 */
const dryRun = process.argv.includes('--dry-run');
if (!process.env.AWS_ENDPOINT_URL_DYNAMODB) {
  applyEnvironment(localAwsEnvironment({ dynamoPort: Number(process.env.DYNAMODB_PORT ?? 8000), s3Port: Number(process.env.S3_PORT ?? 4569) }));
}
try {
  const { runRetention } = await import('../functions/dealers/retention-run.ts');
  const report = await runRetention({ dryRun });
  for (const item of report.forgotten) console.log(`${dryRun ? 'Would forget' : 'Forgot'} customer ${item.CustomerId} of department ${item.DealerId} (last changed ${item.LastChanged})`);
  console.log(`${report.dealers} departments, ${report.forgotten.length} customers ${dryRun ? 'would be forgotten (dry run: nothing changed)' : 'forgotten'}`);
} catch (error) {
  console.error(`Retention failed against ${process.env.AWS_ENDPOINT_URL_DYNAMODB}: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Is the local cloud running (npm start)?');
  process.exit(1);
}
