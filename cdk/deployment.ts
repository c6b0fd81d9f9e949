import { Architecture } from 'aws-cdk-lib/aws-lambda';

/** How the app is deployed: to AWS, or to LocalStack's free edition (`-c localstack=true`). */
export interface Deployment {
  localstack: boolean;
  /** Architecture of every function except the PDF renderer (which is x86_64 everywhere). */
  lambdaArchitecture: Architecture;
}

export const deploymentFor = (localstack: boolean): Deployment => ({
  localstack,
  // Graviton in AWS. LocalStack runs functions in containers on the developer's machine, which may not emulate
  // another architecture: there the functions take the machine's own.
  lambdaArchitecture: localstack ? (process.arch === 'arm64' ? Architecture.ARM_64 : Architecture.X86_64) : Architecture.ARM_64,
});
