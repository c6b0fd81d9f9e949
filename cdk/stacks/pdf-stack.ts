import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AssetHashType, CfnOutput, DockerImage, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { Construct } from 'constructs';
import { documentsBucket } from '../../functions/platform/tables.ts';
import { documentResources, grantDocuments, rendererDocuments } from '../context-access.ts';
import { dealerHubFunction } from '../dealerhub-function.ts';
import type { Deployment } from '../deployment.ts';
import { acknowledge, wildcardResource } from '../nag.ts';
import {
  buildRendererModules,
  rendererExternalModules,
  rendererModulesDir,
  rendererModuleVersions,
  rendererNodeModulesDir,
} from '../renderer-modules-layer.ts';
import { repoPath } from '../repo.ts';
import { bucketName } from '../resource-names.ts';

export interface PdfStackProps extends StackProps {
  deployment: Deployment;
}

/** The Chromium pack of `@sparticuz/chromium` (chromium.br, fonts.tar.br, swiftshader.tar.br, al2023.tar.br). */
export const chromiumPackageDir = repoPath('node_modules', '@sparticuz', 'chromium');
export const chromiumBinDir = join(chromiumPackageDir, 'bin');
/** Where the pack sits in AWS: a layer's content lands under /opt, and the layer holds `chromium/`. */
export const LAYER_PACK_PATH = '/opt/chromium';
/** Where the pack sits on LocalStack, copied into the function's own bundle (see below). */
export const BUNDLED_PACK_PATH = '/var/task/chromium';

const chromiumVersion = (): string => (JSON.parse(readFileSync(join(chromiumPackageDir, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The PDF renderer: Chromium (x86_64: the npm pack is x86-64 only) printing case documents (templates rendered with
 * React inside it) and HTML to PDF into the documents bucket. Two layers beside its small bundle: the binary pack
 * from the `bin/` folder of `@sparticuz/chromium`, and puppeteer-core with `@sparticuz/chromium-min` of the same
 * version (see cdk/renderer-modules-layer.ts). Neither changes with our code, so a deployment of new templates ships
 * only the bundle.
 */
export class PdfStack extends Stack {
  readonly renderer: NodejsFunction;

  constructor(scope: Construct, id: string, props: PdfStackProps) {
    super(scope, id, props);
    const { localstack } = props.deployment;
    const version = chromiumVersion();
    buildRendererModules(rendererModulesDir);
    const moduleVersions = Object.entries(rendererModuleVersions())
      .map(([name, moduleVersion]) => `${name} ${moduleVersion}`)
      .join(', ');

    // LocalStack's free edition accepts layers but does not mount them: there the pack and the modules travel inside
    // the function's bundle instead, at /var/task/chromium and /var/task/node_modules.
    const layers = localstack
      ? undefined
      : [
          new LayerVersion(this, 'ChromiumPack', {
            description: `Chromium ${version} pack of @sparticuz/chromium under ${LAYER_PACK_PATH}`,
            compatibleRuntimes: [Runtime.NODEJS_22_X],
            compatibleArchitectures: [Architecture.X86_64],
            code: Code.fromAsset(chromiumBinDir, {
              assetHashType: AssetHashType.SOURCE,
              bundling: {
                // Never used: the local copy below always succeeds, so synthesis needs no Docker.
                image: DockerImage.fromRegistry('public.ecr.aws/docker/library/alpine:3'),
                local: {
                  tryBundle(outputDir: string) {
                    cpSync(chromiumBinDir, join(outputDir, 'chromium'), { recursive: true });
                    return true;
                  },
                },
              },
            }),
          }),
          new LayerVersion(this, 'RendererModules', {
            description: `${moduleVersions}, bundled, under /opt/nodejs/node_modules`,
            compatibleRuntimes: [Runtime.NODEJS_22_X],
            compatibleArchitectures: [Architecture.X86_64],
            code: Code.fromAsset(rendererModulesDir),
          }),
        ];

    const { fn: renderer, role } = dealerHubFunction(this, 'Renderer', {
      entry: repoPath('functions', 'pdf', 'render.ts'),
      service: 'dealerhub-pdf',
      description: `Renders documents to PDF with Chromium ${version} into the documents bucket`,
      architecture: Architecture.X86_64,
      memorySize: 2048,
      timeout: Duration.seconds(60),
      layers,
      externalModules: [...rendererExternalModules],
      environment: {
        CHROMIUM_PACK_PATH: localstack ? BUNDLED_PACK_PATH : LAYER_PACK_PATH,
        [documentsBucket.envName]: bucketName(this, documentsBucket),
      },
      commandHooks: localstack
        ? {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (_inputDir: string, outputDir: string) => [
              `cp -R "${chromiumBinDir}" "${outputDir}/chromium"`,
              `cp -R "${rendererNodeModulesDir()}" "${outputDir}/node_modules"`,
            ],
          }
        : undefined,
    });
    this.renderer = renderer;
    grantDocuments(role, rendererDocuments);
    acknowledge(
      role,
      wildcardResource(this, documentResources(this, rendererDocuments)[0]!),
      'The renderer writes previews under keys chosen per print; object ARNs under a prefix need the /* form.',
    );

    new CfnOutput(this, 'RendererFunctionName', { value: this.renderer.functionName });
  }
}
