import { Annotations, CfnOutput, Duration, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { DomainName, EndpointType, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Effect, PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import {
  FunctionUrlAuthType,
  ParamsAndSecretsLayerVersion,
  ParamsAndSecretsLogLevel,
  ParamsAndSecretsVersions,
  type IFunction,
} from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { normalisePath, type RouteDefinition } from '../../functions/routes.ts';
import { documentsBucket, picturesBucket } from '../../functions/platform/tables.ts';
import {
  accessOf,
  combinedAccess,
  documentResources,
  grantDocuments,
  grantPersonalData,
  grantPictures,
  grantTable,
  pictureResources,
  type ContextAccess,
} from '../context-access.ts';
import { dealerHubFunction } from '../dealerhub-function.ts';
import type { Deployment } from '../deployment.ts';
import { routesByContext, writeContextEntries, writeFunctionUrlEntry } from '../lambda-entries.ts';
import { acknowledge, wildcardResource } from '../nag.ts';
import { bucketName, tableName } from '../resource-names.ts';

export interface ApiStackProps extends StackProps {
  deployment: Deployment;
  pdfRenderer: IFunction;
  personalDataKeyArn: string;
  /**
   * The API's own host name (e.g. `api.dealerhub.example.dk`) with a certificate for it in the API's region: then the
   * default execute-api endpoint is disabled and CloudFront reaches the API only through this name, so no request
   * bypasses CloudFront's security headers. DNS: a CNAME from the name to the output `ApiRegionalDomainName`.
   */
  apiDomain?: { domainName: string; certificateArn: string };
  /**
   * The mail that contexts with `sendsMail` send (activation links): the verified SES sender, and where the links
   * point (the SPA's address). Without the address here it is given later (`pointLinksAt`), once the CloudFront
   * distribution is known; a link is never written from the host a request names.
   */
  mail: { from: string; appBaseUrl?: string };
}

/** The domain of a sender address (`DealerHub <noreply@dealerhub.dk>` → `dealerhub.dk`), the SES identity it sends as. */
export const senderDomain = (from: string): string => {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim();
};

/**
 * The secret that holds the video host's (Vimeo's) access token. The stack creates it with a random value, never the
 * token: the supplier's administrator puts the token in it after the first deployment
 * (`aws secretsmanager put-secret-value --secret-id dealerhub/vimeo-token --secret-string <token>`); until then the
 * support videos page says that the videos cannot be fetched.
 */
export const VIMEO_TOKEN_SECRET_NAME = 'dealerhub/vimeo-token';

/** Stage-wide throttling: generous for a dealership's staff, low enough to blunt a runaway client. */
export const STAGE_THROTTLE = { rateLimit: 100, burstLimit: 200 };

const pascal = (context: string): string =>
  context
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** One access-log line per request: ids, route, status, latency. No query strings or bodies (personal data). */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    sourceIp: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/**
 * The HTTP API: one Lambda per bounded context (entries generated from `functions/routes.ts`), each route registered
 * under its normalised route key (`POST /api/account/login`), so that `dispatch` finds it by `event.routeKey`.
 *
 * On LocalStack (`-c localstack=true`) API Gateway v2 HTTP APIs are not in the free edition (they are in its Base
 * plan; v1 REST APIs are free but send payload format 1.0, which the handlers do not take). There, one Lambda serving
 * every route sits behind a Lambda Function URL (free), which sends the same payload format 2.0 with routeKey
 * `$default`; its entry routes on method + path instead. `ApiBaseUrl` is the base URL in both cases.
 */
export class ApiStack extends Stack {
  /** Undefined on LocalStack. */
  readonly httpApi?: HttpApi;
  readonly functions: readonly NodejsFunction[];
  /** The functions that send e-mail with links into the app. */
  private readonly mailSenders: NodejsFunction[] = [];
  /** The functions that hand out picture links. */
  private readonly pictureLinkers: NodejsFunction[] = [];
  /** The API's host name, for CloudFront's `/api/*` origin. Undefined on LocalStack. */
  readonly apiDomainName?: string;
  /** The video host's access token; created with the first function that asks the video host. */
  private vimeoToken?: Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { deployment } = props;

    if (deployment.localstack) {
      const access = combinedAccess([...routesByContext().keys()].map(accessOf));
      const fn = this.contextFunction('AllRoutes', 'api', writeFunctionUrlEntry(), access, props);
      const url = fn.addFunctionUrl({ authType: FunctionUrlAuthType.NONE });
      this.functions = [fn];
      new CfnOutput(this, 'ApiBaseUrl', { value: url.url, description: 'Base URL of the API (Function URL on LocalStack)' });
      return;
    }

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const domain = props.apiDomain
      ? new DomainName(this, 'ApiDomain', {
          domainName: props.apiDomain.domainName,
          certificate: Certificate.fromCertificateArn(this, 'ApiCertificate', props.apiDomain.certificateArn),
          endpointType: EndpointType.REGIONAL,
        })
      : undefined;
    const api = new HttpApi(this, 'HttpApi', {
      apiName: 'dealerhub',
      description: 'DealerHub API (behind CloudFront /api/*)',
      createDefaultStage: false,
      // Only CloudFront may reach the API: its default endpoint would answer without CloudFront's headers and rules.
      disableExecuteApiEndpoint: domain !== undefined,
    });
    if (!domain) {
      Annotations.of(api).addWarningV2(
        'dealerhub:execute-api-endpoint',
        'The default execute-api endpoint stays enabled, as CloudFront needs a host name to reach the API: pass -c apiDomainName=... -c apiCertificateArn=... to disable it.',
      );
    }
    new HttpStage(this, 'DefaultStage', {
      httpApi: api,
      stageName: '$default',
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
      ...(domain ? { domainMapping: { domainName: domain } } : {}),
    });
    this.httpApi = api;
    // The configured name as it is (not the resource's reference), so that the web stack need not wait for this one
    // and this one can point activation links at the web stack's CloudFront address.
    this.apiDomainName = props.apiDomain ? props.apiDomain.domainName : Fn.select(2, Fn.split('/', api.apiEndpoint));
    if (domain) new CfnOutput(this, 'ApiRegionalDomainName', { value: domain.regionalDomainName, description: 'CNAME target of the API host name' });
    // Authentication is the application's own (server-side sessions, anti-forgery tokens), in every handler.
    acknowledge(api, 'APIG4', 'Authorization is the application\'s own: server-side sessions checked by every handler (DESIGN.md, Security).');

    const entries = writeContextEntries();
    const functions: NodejsFunction[] = [];
    for (const [context, contextRoutes] of routesByContext()) {
      const entry = entries.get(context);
      if (!entry) throw new Error(`No entry was generated for context '${context}'`);
      const fn = this.contextFunction(pascal(context), context, entry, accessOf(context), props);
      functions.push(fn);
      // One permission for the whole API instead of one per route: a function's resource policy is limited to 20 kB.
      const integration = new HttpLambdaIntegration(`${pascal(context)}Integration`, fn, { scopePermissionToRoute: false });
      for (const route of contextRoutes) this.addRoute(api, route, integration);
    }
    this.functions = functions;
    // Only CloudFront reaches the API, so the viewer's address it sends is the caller's, not one a caller wrote.
    if (domain) for (const fn of functions) fn.addEnvironment('TRUST_CLOUDFRONT_VIEWER_ADDRESS', 'true');

    new CfnOutput(this, 'ApiBaseUrl', {
      value: props.apiDomain ? `https://${props.apiDomain.domainName}` : api.apiEndpoint,
      description: 'Base URL of the HTTP API',
    });
  }

  private addRoute(api: HttpApi, route: RouteDefinition, integration: HttpLambdaIntegration): void {
    // `routeKeyOf(route)` is `${method} ${normalisePath(path)}`: the key API Gateway puts in `event.routeKey`.
    api.addRoutes({ path: normalisePath(route.path), methods: [HttpMethod[route.method]], integration });
  }

  private contextFunction(id: string, context: string, entry: string, access: ContextAccess, props: ApiStackProps): NodejsFunction {
    // LocalStack's free edition mounts no layers, and a test deployment has no Vimeo account: the sandbox answers there.
    const asksVimeo = access.videoHost === true && !props.deployment.localstack;
    const { fn, role } = dealerHubFunction(this, `${id}Function`, {
      entry,
      service: `dealerhub-${context}`,
      description: `DealerHub API: ${context}`,
      architecture: props.deployment.lambdaArchitecture,
      // scrypt password hashing is CPU-bound, and Lambda's CPU grows with memory.
      memorySize: 1024,
      // API Gateway gives up after 30 s.
      timeout: Duration.seconds(29),
      environment: this.environmentFor(access, props.pdfRenderer),
      // The token is read through the Parameters and Secrets extension: no Secrets Manager client in the bundle, and
      // its cache (5 minutes) hands out a replaced token soon after the administrator puts it.
      ...(asksVimeo
        ? { paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, { logLevel: ParamsAndSecretsLogLevel.WARN }) }
        : {}),
    });
    this.grant(role, access, props.pdfRenderer);
    if (asksVimeo) this.askVimeo(fn, role);
    if (access.pictures) this.pictureLinkers.push(fn);
    if (access.sendsMail) {
      this.grantMail(fn, role, props.mail);
      this.mailSenders.push(fn);
    }
    if (access.personalData !== 'none') {
      const { access: personal, subjects, reveals } = access.personalData;
      for (const [name, value] of Object.entries(grantPersonalData(role, props.personalDataKeyArn, personal, subjects))) {
        fn.addEnvironment(name, value);
      }
      if (reveals?.length) grantPersonalData(role, props.personalDataKeyArn, 'reveal', reveals);
    }
    return fn;
  }

  /** Vimeo as the video host, its access token read from its secret (and nothing else of Secrets Manager). */
  private askVimeo(fn: NodejsFunction, role: Role): void {
    if (!this.vimeoToken) {
      this.vimeoToken = new Secret(this, 'VimeoToken', {
        secretName: VIMEO_TOKEN_SECRET_NAME,
        description: "DealerHub: the video host's (Vimeo's) access token for the support videos; put the token here",
        // The token is Vimeo's to issue: a replaced one is put here by hand, and the stack can issue it again.
        removalPolicy: RemovalPolicy.DESTROY,
      });
      acknowledge(
        this.vimeoToken,
        'SMG4',
        "Vimeo issues the token and cannot be asked for a new one by a rotation function; the supplier's administrator replaces it in Vimeo and here.",
      );
      new CfnOutput(this, 'VimeoTokenSecretName', { value: VIMEO_TOKEN_SECRET_NAME, description: "The secret to put the video host's access token in" });
    }
    fn.addEnvironment('VIDEO_HOST', 'vimeo');
    fn.addEnvironment('VIMEO_TOKEN_SECRET', VIMEO_TOKEN_SECRET_NAME);
    this.vimeoToken.grantRead(role);
  }

  /** Where the activation links point (`APP_BASE_URL`): the SPA's address, known only once the web tier is defined. */
  pointLinksAt(appBaseUrl: string): void {
    for (const fn of this.mailSenders) fn.addEnvironment('APP_BASE_URL', appBaseUrl);
  }

  /** Picture links on the app's own origin (`PICTURES_BASE_PATH`), where the web tier serves them with their headers. */
  servePicturesAt(basePath: string): void {
    for (const fn of this.pictureLinkers) fn.addEnvironment('PICTURES_BASE_PATH', basePath);
  }

  /** SES sends as the sender's domain identity, from the sender address only; the outbox is told to use it. */
  private grantMail(fn: NodejsFunction, role: Role, mail: ApiStackProps['mail']): void {
    fn.addEnvironment('MAIL_OUTBOX', 'ses');
    fn.addEnvironment('MAIL_FROM', mail.from);
    if (mail.appBaseUrl) fn.addEnvironment('APP_BASE_URL', mail.appBaseUrl);
    role.addToPrincipalPolicy(
      new PolicyStatement({
        effect: Effect.ALLOW,
        actions: ['ses:SendEmail'],
        resources: [this.formatArn({ service: 'ses', resource: 'identity', resourceName: senderDomain(mail.from) })],
        conditions: { StringEquals: { 'ses:FromAddress': /<([^>]+)>/.exec(mail.from)?.[1] ?? mail.from } },
      }),
    );
  }

  private environmentFor(access: ContextAccess, pdfRenderer: IFunction): Record<string, string> {
    const environment: Record<string, string> = {};
    for (const { table } of access.tables) environment[table.envName] = tableName(table);
    if (access.documents !== 'none') environment[documentsBucket.envName] = bucketName(this, documentsBucket);
    if (access.invokesPdf) environment.PDF_FUNCTION_NAME = pdfRenderer.functionName;
    if (access.pictures) environment[picturesBucket.envName] = bucketName(this, picturesBucket);
    return environment;
  }

  private grant(role: Role, access: ContextAccess, pdfRenderer: IFunction): void {
    for (const grant of access.tables) grantTable(role, grant);
    if (access.documents !== 'none') {
      grantDocuments(role, access.documents);
      for (const resource of documentResources(this, access.documents)) {
        acknowledge(
          role,
          wildcardResource(this, resource),
          'Documents are read and written under keys chosen per print, within the prefixes of this context; object ARNs under a prefix need the /* form.',
        );
      }
    }
    if (access.pictures) {
      grantPictures(role, access.pictures.prefixes);
      for (const resource of pictureResources(this, access.pictures.prefixes)) {
        acknowledge(
          role,
          wildcardResource(this, resource),
          'Each picture is stored under its own random id within the prefix of this context; object ARNs under a prefix need the /* form.',
        );
      }
    }
    if (access.invokesPdf) {
      role.addToPrincipalPolicy(
        new PolicyStatement({ effect: Effect.ALLOW, actions: ['lambda:InvokeFunction'], resources: [pdfRenderer.functionArn] }),
      );
    }
  }
}
