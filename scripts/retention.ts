import { applyEnvironment, localAwsEnvironment } from '../local/emulators.ts';

/**
 * `npm run retention [-- --dry-run]`: runs data retention now: forgets the customers past their department's period,
 * takes the leads past their department's lead period out of the analytics copy, and prints what it forgot (with
 * --dry-run what it would forget, changing nothing). Talks to the local cloud (DYNAMODB_PORT, default 8000; S3_PORT,
 * default 4569) unless AWS_ENDPOINT_URL_DYNAMODB points elsewhere.
 */
const dryRun = process.argv.includes('--dry-run');
if (!process.env.AWS_ENDPOINT_URL_DYNAMODB) {
  applyEnvironment(localAwsEnvironment({ dynamoPort: Number(process.env.DYNAMODB_PORT ?? 8000), s3Port: Number(process.env.S3_PORT ?? 4569) }));
}
try {
  const { runRetention } = await import('../functions/data-retention.ts');
  const report = await runRetention({ dryRun });
  for (const item of report.forgotten) console.log(`${dryRun ? 'Would forget' : 'Forgot'} customer ${item.CustomerId} of department ${item.DealerId} (last changed ${item.LastChanged})`);
  for (const item of report.casesDeleted) console.log(`${dryRun ? 'Would delete' : 'Deleted'} case ${item.CaseId} without a customer of department ${item.DealerId} (last changed ${item.LastChanged})`);
  for (const item of report.leads.leadsForgotten) console.log(`${dryRun ? 'Would forget' : 'Forgot'} ${item.Leads} leads of department ${item.DealerId} in the analytics copy`);
  const leads = report.leads.leadsForgotten.reduce((sum, item) => sum + item.Leads, 0);
  console.log(
    `${report.dealers} departments, ${report.forgotten.length} customers, ${report.casesDeleted.length} cases without a customer and ${leads} leads ${dryRun ? 'would be forgotten (dry run: nothing changed)' : 'forgotten'}`,
  );
} catch (error) {
  console.error(`Retention failed against ${process.env.AWS_ENDPOINT_URL_DYNAMODB}: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Is the local cloud running (npm start)?');
  process.exit(1);
}
