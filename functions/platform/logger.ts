import { Logger } from '@aws-lambda-powertools/logger';

/** One structured logger for every function; handlers append the correlation id per request. */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'dealerhub',
  logLevel: (process.env.POWERTOOLS_LOG_LEVEL as 'INFO' | undefined) ?? 'INFO',
});
