import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * AWS SDK clients, created once per Lambda container. Endpoints come from the standard `AWS_ENDPOINT_URL_<SERVICE>`
 * variables, so the same code talks to DynamoDB Local and the S3 emulator, LocalStack or AWS.
 */
let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;
let eventBridgeClient: EventBridgeClient | undefined;
let lambdaClient: LambdaClient | undefined;

export const dynamo = (): DynamoDBDocumentClient => {
  documentClient ??= DynamoDBDocumentClient.from(withoutRequestLogging(new DynamoDBClient({ maxAttempts: 5 })), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return documentClient;
};

/**
 * The client without the SDK's request logging. No logger is given, so it writes nothing, yet it first copies every
 * request and response to mask their sensitive members: on a burst a tenth of the projector's CPU, and the most garbage.
 */
export const withoutRequestLogging = <C extends { middlewareStack: { remove(name: string): boolean } }>(client: C): C => {
  client.middlewareStack.remove('loggerMiddleware');
  return client;
};

export const s3 = (): S3Client => {
  s3Client ??= new S3Client({
    // The S3 emulator (and LocalStack) need path-style addressing; harmless in AWS for our bucket names.
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3Client;
};

export const eventBridge = (): EventBridgeClient => {
  eventBridgeClient ??= new EventBridgeClient({});
  return eventBridgeClient;
};

export const lambda = (): LambdaClient => {
  lambdaClient ??= new LambdaClient({});
  return lambdaClient;
};
