import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import { rotateOriginSecret, type RotationEvent } from '#lib/http/origin-secret-rotation.js';
import { logger } from '#lib/logger.js';

/**
 * Secrets Manager's rotation function for the origin secret (infra/lib/constructs/origin-secret.ts):
 * one invocation per step. AWS only (the local runtime's secret is fixed for its lifetime).
 */
export const handler = middy<RotationEvent, void>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async (event) => {
    logger.appendKeys({ step: event.Step });
    await rotateOriginSecret(event);
  });
