import type { Context } from 'aws-lambda';

const ACCOUNT = '123456789012';
const REGION = 'us-east-1';

/** The function name CDK would give a handler module, e.g. accounts/sign-in → kisa-accounts-sign-in. */
export function functionNameOf(handler: string): string {
  return `kisa-${handler.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/** Per-function constants, computed once; only the request id and deadline vary per call. */
export function contextFactory(handler: string, timeoutMs: number, memoryMb = 1024) {
  const functionName = functionNameOf(handler);
  const logStreamName = `${new Date().toISOString().slice(0, 10).replace(/-/g, '/')}/[$LATEST]${Math.random().toString(16).slice(2, 18).padEnd(16, '0')}`;
  const invokedFunctionArn = `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${functionName}`;
  const logGroupName = `/aws/lambda/${functionName}`;
  const noop = () => {};
  return (awsRequestId: string): Context => {
    const deadline = Date.now() + timeoutMs;
    return {
      callbackWaitsForEmptyEventLoop: true,
      functionName,
      functionVersion: '$LATEST',
      invokedFunctionArn,
      memoryLimitInMB: String(memoryMb),
      awsRequestId,
      logGroupName,
      logStreamName,
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
      done: noop,
      fail: noop,
      succeed: noop,
    };
  };
}
