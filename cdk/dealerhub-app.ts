import { readFileSync } from 'node:fs';
import { Annotations, App, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { deploymentFor } from './deployment.ts';
import { repoPath } from './repo.ts';
import { AlarmsStack } from './stacks/alarms-stack.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { EventsStack } from './stacks/events-stack.ts';
import { JobsStack } from './stacks/jobs-stack.ts';
import { PdfStack } from './stacks/pdf-stack.ts';
import { WebStack } from './stacks/web-stack.ts';
import { PICTURES_PATH } from '../functions/cars/pictures/picture-origin.ts';

export interface DealerHubAppOptions {
  /** Overrides `-c localstack=true`. */
  localstack?: boolean;
  /** Cloud assembly directory (tests use a temporary one). */
  outdir?: string;
  /** The built SPA; `web/dist` by default. */
  webDist?: string;
  /** The micro-frontends, each with its build in `<folder>/dist`; `micro-frontends/` by default. */
  microFrontends?: string;
  /** Extra context, as `-c key=value` would give. */
  context?: Record<string, unknown>;
}

export const STACK_PREFIX = 'DealerHub-';

/** The feature flags of cdk.json, so that an app built in a test behaves as the one `cdk` runs. */
const cdkJsonContext = (): Record<string, unknown> =>
  (JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as { context?: Record<string, unknown> }).context ?? {};

const flag = (value: unknown): boolean => value === true || value === 'true';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The DealerHub CDK app. Stacks are environment-agnostic (no look-ups: `cdk synth` works offline, without
 * credentials) and named `DealerHub-*`, so `cdk deploy --all` deploys them in dependency order.
 * `-c localstack=true` leaves out what LocalStack's free edition lacks (see the stacks for each decision).
 */
export const createDealerHubApp = (options: DealerHubAppOptions = {}) => {
  const app = new App({ outdir: options.outdir, context: { ...cdkJsonContext(), ...options.context } });
  const localstack = options.localstack ?? flag(app.node.tryGetContext('localstack'));
  const deployment = deploymentFor(localstack);
  Tags.of(app).add('application', 'DealerHub');

  const data = new DataStack(app, `${STACK_PREFIX}Data`, {
    description: 'DealerHub: event store, read models, sessions, idempotency records, documents and analytics buckets',
    deployment,
    terminationProtection: !localstack,
  });
  const pdf = new PdfStack(app, `${STACK_PREFIX}Pdf`, { description: 'DealerHub: Chromium PDF renderer', deployment });
  pdf.addStackDependency(data, 'writes to the documents bucket');
  const mail = mailOf(app, localstack);
  const ownApiHost = localstack ? undefined : apiDomain(app);
  const api = new ApiStack(app, `${STACK_PREFIX}Api`, {
    description: 'DealerHub: HTTP API and its per-context Lambdas',
    deployment,
    pdfRenderer: pdf.renderer,
    personalDataKeyArn: data.personalDataKeyArn,
    apiDomain: ownApiHost,
    mail,
  });
  api.addStackDependency(data, 'uses the tables and the documents bucket');
  const events = new EventsStack(app, `${STACK_PREFIX}Events`, {
    description: 'DealerHub: projections, lead publisher, lead bus and analytics delivery',
    deployment,
    eventsStreamArn: data.eventsStreamArn,
    personalDataKeyArn: data.personalDataKeyArn,
  });
  events.addStackDependency(data, 'reads the Events stream and writes read models and analytics');

  // LocalStack's free edition has no CloudFront: the web tier is AWS only (locally, `npm start` serves the SPA).
  const web =
    api.apiDomainName === undefined
      ? undefined
      : new WebStack(app, `${STACK_PREFIX}Web`, {
          description: 'DealerHub: the SPA on S3 behind CloudFront, /api/* to the HTTP API',
          apiDomainName: api.apiDomainName,
          webDist: options.webDist ?? repoPath('web', 'dist'),
          microFrontends: options.microFrontends ?? repoPath('micro-frontends'),
          customDomain: customDomain(app),
        });

  if (web) api.servePicturesAt(PICTURES_PATH);

  if (!mail.appBaseUrl) {
    // Without a configured address the links point at CloudFront's own, which the API stack can only reference when
    // the web stack does not reference it back, that is when the API has its own host name.
    if (web && ownApiHost) api.pointLinksAt(`https://${web.distribution.distributionDomainName}`);
    else {
      Annotations.of(api).addWarningV2(
        'dealerhub:app-base-url',
        'Activation e-mails cannot be sent: their links need the app\'s address. Pass -c appBaseUrl=https://... (or -c domainName=... -c certificateArn=..., or -c apiDomainName=... -c apiCertificateArn=... so the links point at CloudFront\'s address).',
      );
    }
  }

  const jobs = new JobsStack(app, `${STACK_PREFIX}Jobs`, {
    description: 'DealerHub: scheduled jobs (data retention)',
    deployment,
    personalDataKeyArn: data.personalDataKeyArn,
  });
  jobs.addStackDependency(data, 'reads the read models and forgets customers in the event store');

  const alarms = new AlarmsStack(app, `${STACK_PREFIX}Alarms`, {
    description: 'DealerHub: alarms and their notification topic',
    deadLetterQueues: [
      { name: 'Projector', queue: events.deadLetterQueues.projector },
      { name: 'LeadPublisher', queue: events.deadLetterQueues.leadPublisher },
    ],
    functions: [
      ...api.functions.map((fn) => ({ name: fn.node.id, fn })),
      { name: 'Projector', fn: events.projector },
      { name: 'LeadPublisher', fn: events.leadPublisher },
      { name: 'PdfRenderer', fn: pdf.renderer },
      { name: 'Retention', fn: jobs.retention },
    ],
    streamConsumers: [
      { name: 'Projector', fn: events.projector },
      { name: 'LeadPublisher', fn: events.leadPublisher },
    ],
    httpApi: api.httpApi,
    alarmEmail: text(app.node.tryGetContext('alarmEmail')),
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, localstack, stacks: { data, pdf, api, events, web, alarms, jobs } };
};

/** The API's own host name, so that its default execute-api endpoint can be disabled (see ApiStackProps). */
const apiDomain = (app: App): { domainName: string; certificateArn: string } | undefined => {
  const domainName = text(app.node.tryGetContext('apiDomainName'));
  const certificateArn = text(app.node.tryGetContext('apiCertificateArn'));
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn) throw new Error('An API host name needs both -c apiDomainName=... and -c apiCertificateArn=...');
  return { domainName, certificateArn };
};

const customDomain = (app: App): { domainName: string; certificateArn: string } | undefined => {
  const domainName = text(app.node.tryGetContext('domainName'));
  const certificateArn = text(app.node.tryGetContext('certificateArn'));
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn) throw new Error('A custom domain needs both -c domainName=... and -c certificateArn=...');
  return { domainName, certificateArn };
};

/** Where `npm start` serves the SPA: LocalStack has no web tier, so its activation links point there by default. */
export const LOCAL_APP_BASE_URL = 'http://localhost:3000';

/**
 * Who the activation e-mails come from (`-c mailFrom=...`, an address or domain verified in SES) and where their links
 * point (`-c appBaseUrl=...`, else the custom domain; on LocalStack the local app). Without one of them the links
 * point at the CloudFront distribution's address, set once the web stack is defined; never at the host a request names.
 */
const mailOf = (app: App, localstack: boolean): { from: string; appBaseUrl?: string } => {
  const domain = customDomain(app);
  const appBaseUrl =
    text(app.node.tryGetContext('appBaseUrl')) ?? (domain ? `https://${domain.domainName}` : localstack ? LOCAL_APP_BASE_URL : undefined);
  return { from: text(app.node.tryGetContext('mailFrom')) ?? 'DealerHub <noreply@dealerhub.example.dk>', ...(appBaseUrl ? { appBaseUrl } : {}) };
};
