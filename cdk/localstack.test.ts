import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDealerHubApp, LOCAL_APP_BASE_URL } from './dealerhub-app.ts';
import { BUNDLED_PACK_PATH } from './stacks/pdf-stack.ts';

/** `-c localstack=true`: what LocalStack's free edition lacks is left out. One synthesis for the file. */
const work = mkdtempSync(join(tmpdir(), 'dealerhub-cdk-localstack-'));
// Even with a built SPA, the web tier stays out.
const webDist = join(work, 'web-dist');
mkdirSync(webDist, { recursive: true });
writeFileSync(join(webDist, 'index.html'), '<!doctype html>');

let built: ReturnType<typeof createDealerHubApp>;
let assembly: CloudAssembly;
const templates = () => assembly.stacks.map((stack) => ({ name: stack.stackName, template: Template.fromJSON(stack.template as Record<string, unknown>) }));
const template = (stack: string) => Template.fromJSON(assembly.getStackByName(`DealerHub-${stack}`).template as Record<string, unknown>);

beforeAll(() => {
  built = createDealerHubApp({ outdir: join(work, 'cdk.out'), webDist, context: { localstack: 'true' } });
  assembly = built.app.synth();
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the LocalStack deployment', () => {
  it('is chosen by the localstack context value', () => {
    expect(built.localstack).toBe(true);
  });

  it('leaves out CloudFront and the web stack', () => {
    expect(assembly.stacks.map((stack) => stack.stackName)).not.toContain('DealerHub-Web');
    for (const { template: stackTemplate } of templates()) {
      stackTemplate.resourceCountIs('AWS::CloudFront::Distribution', 0);
      stackTemplate.resourceCountIs('AWS::CloudFront::Function', 0);
      stackTemplate.resourceCountIs('Custom::CDKBucketDeployment', 0);
    }
  });

  it('serves the API from one Function URL instead of an HTTP API (v2 is not in the free edition)', () => {
    for (const { template: stackTemplate } of templates()) stackTemplate.resourceCountIs('AWS::ApiGatewayV2::Api', 0);
    const api = template('Api');
    api.resourceCountIs('AWS::Lambda::Function', 1);
    api.hasResourceProperties('AWS::Lambda::Url', { AuthType: 'NONE' });
    const outputs = assembly.getStackByName('DealerHub-Api').template.Outputs as Record<string, { Value: unknown }>;
    expect(outputs.ApiBaseUrl?.Value).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^AllRoutesFunction/), 'FunctionUrl'] });
  });

  it('leaves the support videos to the sandbox: no Vimeo token secret, no extension layer (the free edition mounts none)', () => {
    const [, fn] = Object.entries(template('Api').findResources('AWS::Lambda::Function'))[0]!;
    expect(fn.Properties.Environment.Variables.VIDEO_HOST).toBeUndefined();
    expect(JSON.stringify(fn.Properties.Layers ?? [])).not.toContain('Parameters-and-Secrets');
    template('Api').resourceCountIs('AWS::SecretsManager::Secret', 0);
  });

  it("points activation links at the local app, and bundles none of the local cloud's helpers", () => {
    const [, fn] = Object.entries(template('Api').findResources('AWS::Lambda::Function'))[0]!;
    expect(fn.Properties.Environment.Variables.APP_BASE_URL).toBe(LOCAL_APP_BASE_URL);
    const bundle = join(assembly.directory, `asset.${(fn.Properties.Code.S3Key as string).replace(/\.zip$/, '')}`, 'index.mjs');
    expect(readFileSync(bundle, 'utf8')).not.toContain('__local');
  });

  it('ships the Chromium pack and the renderer modules inside the PDF bundle (free edition mounts no layers)', () => {
    const [, renderer] = Object.entries(template('Pdf').findResources('AWS::Lambda::Function'))[0]!;
    expect(renderer.Properties.Layers).toBeUndefined();
    expect(renderer.Properties.Architectures).toEqual(['x86_64']);
    expect(renderer.Properties.Environment.Variables.CHROMIUM_PACK_PATH).toBe(BUNDLED_PACK_PATH);
    const assetHash = (renderer.Properties.Code.S3Key as string).replace(/\.zip$/, '');
    expect(existsSync(join(assembly.directory, `asset.${assetHash}`, 'chromium', 'chromium.br'))).toBe(true);
    // And the modules of the renderer's layer, where the bundle's require finds them: /var/task/node_modules.
    for (const name of ['puppeteer-core', '@sparticuz/chromium-min']) {
      expect(existsSync(join(assembly.directory, `asset.${assetHash}`, 'node_modules', name, 'index.cjs'))).toBe(true);
    }
  });

  it('keeps the stream consumers, the bus with its archive and the alarms, but drops Firehose encryption', () => {
    const events = template('Events');
    events.resourceCountIs('AWS::Lambda::EventSourceMapping', 2);
    events.resourceCountIs('AWS::Events::Archive', 1);
    const [, stream] = Object.entries(events.findResources('AWS::KinesisFirehose::DeliveryStream'))[0]!;
    expect(stream.Properties.DeliveryStreamEncryptionConfigurationInput).toBeUndefined();
    // The retention job's errors are alarmed on too.
    template('Alarms').resourceCountIs('AWS::CloudWatch::Alarm', 9);
  });

  it('lets LocalStack delete the disposable tables, but never the event store nor the personal-data keys', () => {
    const tables = Object.values(template('Data').findResources('AWS::DynamoDB::Table'));
    const kept = ['dealerhub-events', 'dealerhub-personaldatakeys'];
    for (const name of kept) expect(tables.find((table) => table.Properties.TableName === name)!.DeletionPolicy).toBe('Retain');
    expect(tables.filter((table) => table.DeletionPolicy === 'Delete')).toHaveLength(tables.length - kept.length);
  });

  it('passes cdk-nag as well', () => {
    const report = new AwsSolutionsChecks().validateScope(built.app);
    expect(report.violations.filter((violation) => violation.severity === 'error').map((violation) => violation.ruleName)).toEqual([]);
  });
});
