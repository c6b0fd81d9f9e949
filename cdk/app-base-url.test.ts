import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { createDealerHubApp } from './dealerhub-app.ts';

/**
 * Where activation links point is configuration only: the users Lambda's APP_BASE_URL. Synthesized without bundling
 * (the bundles are checked in dealerhub-app.test.ts), so each variant of the context costs little.
 */
const work = mkdtempSync(join(tmpdir(), 'dealerhub-cdk-links-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const API_DOMAIN = { apiDomainName: 'api.dealerhub.example.dk', apiCertificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/abc' };

const synthesize = (context: Record<string, unknown>) => {
  const { app } = createDealerHubApp({ outdir: join(work, `cdk.out-${Object.keys(context).join('-')}`), webDist: join(work, 'no-web-dist'), context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const assembly = app.synth({ validateOnSynthesis: false });
  const api = assembly.getStackByName('DealerHub-Api');
  const functions = Object.entries(Template.fromJSON(api.template as Record<string, unknown>).findResources('AWS::Lambda::Function')) as [
    string,
    { Properties: { Environment: { Variables: Record<string, unknown> } } },
  ][];
  const variablesOf = (prefix: string) => functions.find(([id]) => id.startsWith(prefix))![1].Properties.Environment.Variables;
  const warnings = api.messages.filter((message) => message.level === 'warning').map((message) => String(message.entry.data));
  return { variablesOf, warnings };
};

describe('the activation links’ address', () => {
  it('is -c appBaseUrl where given, for every Lambda that sends mail', () => {
    const { variablesOf } = synthesize({ ...API_DOMAIN, appBaseUrl: 'https://app.dealerhub.example.dk' });
    expect(variablesOf('UsersFunction').APP_BASE_URL).toBe('https://app.dealerhub.example.dk');
    expect(variablesOf('CatalogueFunction').APP_BASE_URL).toBe('https://app.dealerhub.example.dk');
    expect(variablesOf('CasesFunction').APP_BASE_URL).toBeUndefined();
  });

  it('is the custom domain where there is one', () => {
    const { variablesOf } = synthesize({ domainName: 'dealerhub.example.dk', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/web' });
    expect(variablesOf('UsersFunction').APP_BASE_URL).toBe('https://dealerhub.example.dk');
  });

  it('is left unset, with a warning at synthesis, when nothing names it: the Lambda then refuses to send rather than guess', () => {
    const { variablesOf, warnings } = synthesize({});
    expect(variablesOf('UsersFunction').APP_BASE_URL).toBeUndefined();
    expect(warnings.some((warning) => warning.includes('-c appBaseUrl='))).toBe(true);
  });
});
