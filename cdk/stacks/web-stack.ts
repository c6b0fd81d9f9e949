import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnOutput, DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { apiPathNormalisationCode, picturesPrefixCode, spaFallbackCode } from '../cloudfront-functions.ts';
import { acknowledge, wildcardResource } from '../nag.ts';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '../../web/security-headers.ts';
import { picturesBucket } from '../../functions/platform/tables.ts';
import { bucketName } from '../resource-names.ts';
import { API_CONTENT_SECURITY_POLICY } from '../../functions/platform/http/response.ts';
import { PICTURE_CONTENT_SECURITY_POLICY, PICTURES_PATH } from '../../functions/cars/pictures/picture-origin.ts';
import { MICRO_FRONTENDS } from '../../micro-frontends/bases.ts';

export interface WebStackProps extends StackProps {
  /** Host name of the HTTP API (the `/api/*` origin). */
  apiDomainName: string;
  /** The built SPA (`web/dist`); left out, with a warning, when it has not been built. */
  webDist: string;
  /** The micro-frontends' folder (`micro-frontends/`); a widget whose `dist/` is missing is left out, with a warning. */
  microFrontends: string;
  /** Optional custom domain (`-c domainName=... -c certificateArn=...`, an ACM certificate in us-east-1). */
  customDomain?: { domainName: string; certificateArn: string };
}

/**
 * The SPA's Content-Security-Policy (web/security-headers.ts), served over https only. Stock cars' pictures come
 * from the app's own origin (`/pictures/*`), so no other image source is needed.
 */
const SPA_CONTENT_SECURITY_POLICY = contentSecurityPolicy({ upgradeInsecureRequests: true });

/**
 * The pictures bucket's regional host, the host the API's presigned links (virtual-hosted, regional) are signed for:
 * CloudFront asks it with that Host header, so the signature holds.
 */
const picturesHost = (stack: Stack): string => `${bucketName(stack, picturesBucket)}.s3.${stack.region}.${stack.urlSuffix}`;

/**
 * The SPA in a private bucket behind CloudFront (origin access control), `/api/*` on the same origin, passed to
 * the HTTP API uncached, and `/pictures/*`, the API's presigned picture links, passed to the pictures bucket uncached. Not deployed to LocalStack: its free edition has no CloudFront.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    // CloudFront standard logs are delivered with ACLs, hence BUCKET_OWNER_PREFERRED on this bucket.
    const logs = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'ExpireLogs', expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(logs, 'S1', 'This is the log bucket of the web tier itself; logging it into itself would loop.');

    const site = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
      lifecycleRules: [{ id: 'ExpireOldVersions', noncurrentVersionExpiration: Duration.days(30) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'DealerHub security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: SPA_CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });

    // API answers are data: their own policy (nothing loads, nothing frames them), as the handlers and the local cloud
    // send it, so an answer opened directly as a page can do nothing.
    const apiSecurityHeaders = new ResponseHeadersPolicy(this, 'ApiSecurityHeaders', {
      comment: 'DealerHub API security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: API_CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
      },
    });

    // Pictures are data: S3 itself cannot say so, hence their own headers here (functions/cars/pictures/picture-origin.ts).
    const pictureSecurityHeaders = new ResponseHeadersPolicy(this, 'PictureSecurityHeaders', {
      comment: 'DealerHub picture security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: PICTURE_CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
      },
    });
    // The presigned link's query is its signature (and the response type S3 answers with): all of it goes on, and
    // nothing of the viewer's, above all not its Host, which the signature covers.
    const pictureRequests = new OriginRequestPolicy(this, 'PictureRequests', {
      comment: 'DealerHub pictures: the presigned query only',
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      headerBehavior: OriginRequestHeaderBehavior.none(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });
    const picturesPrefix = new CloudFrontFunction(this, 'PicturesPrefix', {
      comment: 'Takes the app\'s pictures path off, so the bucket is asked for the path the link was signed for',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(picturesPrefixCode),
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      comment: 'Serves /index.html for SPA routes (paths without a file extension)',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaFallbackCode),
    });
    const apiPathNormalisation = new CloudFrontFunction(this, 'ApiPathNormalisation', {
      comment: 'Lower-cases /api/ paths and strips a trailing slash, the form routes are registered in',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(apiPathNormalisationCode),
    });

    const certificate = props.customDomain
      ? Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn)
      : undefined;

    const siteOrigin = S3BucketOrigin.withOriginAccessControl(site);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'DealerHub',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Users are in Denmark: Europe and North America edge locations suffice.
      priceClass: PriceClass.PRICE_CLASS_100,
      domainNames: props.customDomain ? [props.customDomain.domainName] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Each widget's build under its base, from the site bucket; listed first, as CloudFront takes the first
        // pattern that matches and the bases lie under `/api/`.
        ...Object.fromEntries(
          Object.keys(MICRO_FRONTENDS).map((base) => [
            `${base}*`,
            {
              origin: siteOrigin,
              viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
              allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
              cachePolicy: CachePolicy.CACHING_OPTIMIZED,
              responseHeadersPolicy: securityHeaders,
              compress: true,
            },
          ]),
        ),
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiSecurityHeaders,
          functionAssociations: [{ function: apiPathNormalisation, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        // Uncached: a cached answer would outlive the link's expiry. The browser keeps the picture (its Cache-Control).
        // No origin access control: the presigned link is the request's authorisation, which CloudFront's own
        // signature would replace.
        [`${PICTURES_PATH}/*`]: {
          origin: new HttpOrigin(picturesHost(this), {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: pictureRequests,
          responseHeadersPolicy: pictureSecurityHeaders,
          compress: false,
          functionAssociations: [{ function: picturesPrefix, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });
    if (!certificate) {
      acknowledge(
        this.distribution,
        'CFR4',
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS floor it sets itself; pass -c domainName=... -c certificateArn=... to enforce TLS 1.2.',
      );
    }
    acknowledge(this.distribution, 'CFR1', 'Staff sign in from wherever they work; the application authenticates every call.');
    acknowledge(this.distribution, 'CFR2', 'No WAF for now: the API throttles at the stage and failed logins slow down per username and address and are limited per address.');

    this.deploySite(site, props.webDist);
    this.deployMicroFrontends(site, props.microFrontends);
    this.acknowledgeDeploymentHandler(site);

    new CfnOutput(this, 'WebUrl', {
      value: `https://${props.customDomain?.domainName ?? this.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: site.bucketName });
  }

  /** Hashed assets are immutable; index.html is always revalidated, and CloudFront's copy invalidated. */
  private deploySite(site: Bucket, webDist: string): void {
    if (!existsSync(join(webDist, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        'dealerhub:web-not-built',
        `${webDist} has no index.html: run \`npm run build:web\` before deploying; the SPA is not part of this synthesis.`,
      );
      return;
    }
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [Source.asset(webDist, { exclude: ['index.html'] })],
      destinationBucket: site,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      // Old hashed assets stay for pages still open in a browser.
      prune: false,
      memoryLimit: 512,
    });
    const index = new BucketDeployment(this, 'DeployIndex', {
      sources: [Source.asset(webDist, { exclude: ['*', '!index.html'] })],
      destinationBucket: site,
      cacheControl: [CacheControl.noCache()],
      prune: false,
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/index.html'],
    });
    index.node.addDependency(assets);
  }

  /**
   * Each widget's build under its base in the site bucket. Its file names carry no hash and the manifest says what to
   * load, so everything is revalidated, and CloudFront's copies are invalidated on each deployment.
   */
  private deployMicroFrontends(site: Bucket, folder: string): void {
    for (const [base, name] of Object.entries(MICRO_FRONTENDS)) {
      const dist = join(folder, name, 'dist');
      if (!existsSync(join(dist, 'asset-manifest.json'))) {
        Annotations.of(this).addWarningV2(
          `dealerhub:micro-frontend-not-built:${name}`,
          `${dist} has no asset-manifest.json: run \`npx vite build --config micro-frontends/${name}/vite.config.ts\` before deploying; the widget is not part of this synthesis.`,
        );
        continue;
      }
      new BucketDeployment(this, `DeployWidget-${name}`, {
        sources: [Source.asset(dist)],
        destinationBucket: site,
        destinationKeyPrefix: base.slice(1),
        cacheControl: [CacheControl.noCache()],
        prune: false,
        memoryLimit: 256,
        distribution: this.distribution,
        distributionPaths: [`${base}*`],
      });
    }
  }

  /** BucketDeployment's handler is CDK's own singleton Lambda (with the AWS CLI layer); these findings are its design. */
  private acknowledgeDeploymentHandler(site: Bucket): void {
    const assetBucket = DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace('${Qualifier}', DefaultStackSynthesizer.DEFAULT_QUALIFIER);
    const handlers = this.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    for (const handler of handlers) {
      acknowledge(handler, 'L1', 'CDK\'s BucketDeployment handler: its runtime is chosen by CDK.');
      acknowledge(
        handler,
        'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        'CDK\'s BucketDeployment handler logs with the basic execution role.',
      );
      for (const action of ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*']) {
        acknowledge(handler, `IAM5[Action::${action}]`, 'CDK\'s BucketDeployment copies from the asset bucket into the site bucket only.');
      }
      acknowledge(
        handler,
        `IAM5[Resource::arn:<AWS::Partition>:s3:::${assetBucket.replace(/\$\{/g, '<').replace(/\}/g, '>')}/*]`,
        'Reads the deployment\'s asset objects from the CDK bootstrap bucket.',
      );
      acknowledge(handler, wildcardResource(this, `${site.bucketArn}/*`), 'Writes the SPA\'s files into the site bucket.');
      acknowledge(handler, 'IAM5[Resource::*]', 'cloudfront:CreateInvalidation/GetInvalidation have no resource-level scoping in CDK\'s handler.');
    }
  }
}
