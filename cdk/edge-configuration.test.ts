import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { PICTURE_CONTENT_SECURITY_POLICY } from '../functions/cars/pictures/picture-origin.ts';
import { createDealerHubApp } from './dealerhub-app.ts';

/**
 * What the API's Lambdas are told about the CloudFront in front of them: where picture links point, and whether the
 * viewer's address CloudFront sends may be believed. Synthesized without bundling, as app-base-url.test.ts does.
 */
const work = mkdtempSync(join(tmpdir(), 'dealerhub-cdk-edge-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const API_DOMAIN = { apiDomainName: 'api.dealerhub.example.dk', apiCertificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/abc' };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- templates are untyped JSON; the assertions check their shape
type Properties = Record<string, any>;

const synthesize = (name: string, context: Record<string, unknown>) => {
  const { app } = createDealerHubApp({ outdir: join(work, name), webDist: join(work, 'no-web-dist'), context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const assembly = app.synth({ validateOnSynthesis: false });
  const template = (stack: string) => Template.fromJSON(assembly.getStackByName(`DealerHub-${stack}`).template as Record<string, unknown>);
  const functions = Object.entries(template('Api').findResources('AWS::Lambda::Function')) as [string, { Properties: Properties }][];
  const variablesOf = (prefix: string): Record<string, string> => functions.find(([id]) => id.startsWith(prefix))![1].Properties.Environment.Variables;
  return { template, functions, variablesOf };
};

// As a deployment that disables the default execute-api endpoint synthesizes.
const { template, functions, variablesOf } = synthesize('api-domain', API_DOMAIN);

describe('pictures on the app’s own origin', () => {
  const web = () => template('Web');
  const config = () => (Object.values(web().findResources('AWS::CloudFront::Distribution'))[0] as { Properties: Properties }).Properties.DistributionConfig;
  const picturesBehaviour = () => config().CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/pictures/*');
  const resource = (type: string, id: { Ref: string }): Properties => (web().findResources(type)[id.Ref] as { Properties: Properties }).Properties;

  it('tells the cars Lambda to hand out picture links under /pictures, and no other', () => {
    expect(variablesOf('CarsFunction').PICTURES_BASE_PATH).toBe('/pictures');
    expect(variablesOf('CasesFunction').PICTURES_BASE_PATH).toBeUndefined();
  });

  it('passes /pictures/* to the pictures bucket’s regional host uncached, GET only, with the presigned query and no viewer Host', () => {
    const behaviour = picturesBehaviour();
    expect(behaviour).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
      ViewerProtocolPolicy: 'https-only',
      FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^PicturesPrefix/), 'FunctionARN'] } }],
    });
    const origin = config().Origins.find((candidate: { Id: string }) => candidate.Id === behaviour.TargetOriginId);
    // No origin access control: the link's own signature authorises the request.
    expect(origin.OriginAccessControlId).toBeUndefined();
    expect(origin.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(JSON.stringify(origin.DomainName)).toMatch(/dealerhub-pictures-.*AccountId.*Region.*\.s3\..*Region.*URLSuffix/);
    const requests = resource('AWS::CloudFront::OriginRequestPolicy', behaviour.OriginRequestPolicyId).OriginRequestPolicyConfig;
    expect(requests).toMatchObject({
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      HeadersConfig: { HeaderBehavior: 'none' },
      CookiesConfig: { CookieBehavior: 'none' },
    });
  });

  it('answers pictures with nosniff and a policy under which they load and run nothing', () => {
    const headers = resource('AWS::CloudFront::ResponseHeadersPolicy', picturesBehaviour().ResponseHeadersPolicyId).ResponseHeadersPolicyConfig;
    expect(headers.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({ ContentSecurityPolicy: PICTURE_CONTENT_SECURITY_POLICY, Override: true });
  });
});

describe("the caller's address behind CloudFront", () => {
  it('is believed from CloudFront-Viewer-Address by every API Lambda when only CloudFront reaches the API', () => {
    for (const [id, fn] of functions) expect(fn.Properties.Environment.Variables.TRUST_CLOUDFRONT_VIEWER_ADDRESS, id).toBe('true');
    // AllViewerExceptHostHeader: every viewer header but Host, and CloudFront's viewer headers, CloudFront-Viewer-Address among them.
    const config = (Object.values(template('Web').findResources('AWS::CloudFront::Distribution'))[0] as { Properties: Properties }).Properties.DistributionConfig;
    const api = config.CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*');
    expect(api.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
  });

  it('is not believed from the header where the default execute-api endpoint answers too', () => {
    const untrusted = synthesize('untrusted', { domainName: 'dealerhub.example.dk', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/web' });
    for (const [id, fn] of untrusted.functions) expect(fn.Properties.Environment.Variables.TRUST_CLOUDFRONT_VIEWER_ADDRESS, id).toBeUndefined();
    expect(untrusted.variablesOf('CarsFunction').PICTURES_BASE_PATH).toBe('/pictures');
  });
});
