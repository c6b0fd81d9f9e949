import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { seedDemoData, anyUserExists } from '../../local/demo-data.ts';
import { testOrganisation } from '../../local/second-conglomerate.ts';

/**
 * `npm run test:localstack`: the `tests/api` suite against the LocalStack deployment made by
 * `npm run deploy:localstack` (whose outputs file gives the API's base URL). The demo organisation and the tests' second dealer group are
 * appended to LocalStack's Events table first, through the same code the local cloud uses; its projections build the rest.
 */
const outputsFile = '.build/localstack-outputs.json';
if (!existsSync(outputsFile)) {
  console.error(`No ${outputsFile}: run \`npm run deploy:localstack\` first (LocalStack must be running).`);
  process.exit(1);
}
const outputs = JSON.parse(readFileSync(outputsFile, 'utf8')) as Record<string, Record<string, string>>;
const apiBaseUrl = outputs['DealerHub-Api']?.ApiBaseUrl?.replace(/\/$/, '');
if (!apiBaseUrl) {
  console.error(`${outputsFile} has no DealerHub-Api ApiBaseUrl output.`);
  process.exit(1);
}

const endpoint = process.env.LOCALSTACK_ENDPOINT ?? 'http://localhost.localstack.cloud:4566';
// The demo customers' personal data is encrypted with the deployment's KMS key, as the Lambdas there read it.
const personalDataKeyArn = outputs['DealerHub-Data']?.PersonalDataKeyArn;
if (!personalDataKeyArn) {
  console.error(`${outputsFile} has no DealerHub-Data PersonalDataKeyArn output.`);
  process.exit(1);
}
Object.assign(process.env, {
  PERSONAL_DATA_KMS_KEY_ID: personalDataKeyArn,
  // The demo cars' pictures go to the deployment's pictures bucket, where the cars Lambda links them from.
  ...(outputs['DealerHub-Data']?.PicturesBucketName ? { PICTURES_BUCKET: outputs['DealerHub-Data'].PicturesBucketName } : {}),
  AWS_ENDPOINT_URL: endpoint,
  AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
});
if (!(await anyUserExists())) {
  await seedDemoData(undefined, testOrganisation);
  // Give the projector Lambda a moment to build the user and dealer directories from the stream.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
}

const run = spawnSync('npx', ['vitest', 'run', '--project', 'api'], { stdio: 'inherit', env: { ...process.env, API_BASE_URL: apiBaseUrl } });
process.exit(run.status ?? 1);
