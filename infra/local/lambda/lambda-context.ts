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
  const constants: FunctionConstants = {
    functionName,
    memoryLimitInMB: String(memoryMb),
    invokedFunctionArn: `arn:aws:lambda:${REGION}:${ACCOUNT}:function:${functionName}`,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `${new Date().toISOString().slice(0, 10).replace(/-/g, '/')}/[$LATEST]${Math.random().toString(16).slice(2, 18).padEnd(16, '0')}`,
  };
  return (awsRequestId: string): Context => new LocalContext(constants, awsRequestId, Date.now() + timeoutMs);
}

interface FunctionConstants {
  functionName: string;
  memoryLimitInMB: string;
  invokedFunctionArn: string;
  logGroupName: string;
  logStreamName: string;
}

/**
 * One invocation's context. A class, not an object literal with closures: the gateway builds
 * one per request, and per-request closures (each wrapped by the TS loader's name helper)
 * were ~3 % of its CPU under bench:redirect.
 */
class LocalContext implements Context {
  callbackWaitsForEmptyEventLoop = true;
  readonly functionVersion = '$LATEST';
  readonly functionName: string;
  readonly memoryLimitInMB: string;
  readonly invokedFunctionArn: string;
  readonly logGroupName: string;
  readonly logStreamName: string;

  constructor(
    constants: FunctionConstants,
    readonly awsRequestId: string,
    private readonly deadline: number,
  ) {
    this.functionName = constants.functionName;
    this.memoryLimitInMB = constants.memoryLimitInMB;
    this.invokedFunctionArn = constants.invokedFunctionArn;
    this.logGroupName = constants.logGroupName;
    this.logStreamName = constants.logStreamName;
  }

  getRemainingTimeInMillis(): number {
    return Math.max(0, this.deadline - Date.now());
  }

  done(): void {}
  fail(): void {}
  succeed(): void {}
}
