import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON logger per process; level from POWERTOOLS_LOG_LEVEL (read by Powertools). */
export const logger = new Logger({ serviceName: 'kisa' });
