import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { redirectRoute } from '@kisa/functions/src/api-routes';
import { Construct } from 'constructs';
import { KisaFunction, type KisaFunctionProps } from './kisa-function';

/**
 * Reserved concurrency of the redirect unless the deploy says otherwise (context
 * `redirectReservedConcurrency`). At ~20 ms per warm redirect, 200 executions serve about
 * 10,000 redirects per second. Lambda keeps 100 of an account's executions unreserved, so
 * the reservation needs an account quota of at least 300 (the default quota is 1,000; new
 * accounts may start lower and must ask for more, or deploy with `none`).
 */
export const DEFAULT_REDIRECT_RESERVED_CONCURRENCY = 200;

export interface RedirectOptions {
  /** Executions reserved for the redirect (default DEFAULT_REDIRECT_RESERVED_CONCURRENCY); 'none' reserves nothing. */
  reservedConcurrency?: number | 'none';
}

function reservedConcurrencyOf(value: RedirectOptions['reservedConcurrency']): number | undefined {
  if (value === 'none') return undefined;
  const n = value ?? DEFAULT_REDIRECT_RESERVED_CONCURRENCY;
  // 0 would be valid for Lambda, and would throttle every redirect.
  if (!Number.isInteger(n) || n < 1) {
    throw new Error(`redirectReservedConcurrency must be a whole number of at least 1, or 'none', not ${JSON.stringify(value)}`);
  }
  return n;
}

/**
 * The short-link resolver. It sits behind the short-domain distribution through a
 * Function URL with AWS_IAM auth: only CloudFront (signing with OAC) can invoke it, so
 * nobody bypasses the CDN, and there is no API Gateway hop or cost on the hottest path.
 *
 * Isolation: the function has concurrency reserved for it, so a bulk import, a click
 * backlog or a busy API (which share the account's unreserved pool; the queue consumers
 * are capped too, queues-and-workers.ts) can never take the executions redirects need.
 * A reservation is also a ceiling: the Throttles alarm (monitoring.ts) says when to raise it.
 */
export class Redirect extends Construct {
  readonly function: KisaFunction;
  readonly url: lambda.FunctionUrl;
  /** Executions reserved for the redirect, or undefined when the deploy reserves none. */
  readonly reservedConcurrency: number | undefined;

  constructor(scope: Construct, id: string, common: Omit<KisaFunctionProps, 'handler' | 'uses'>, options: RedirectOptions = {}) {
    super(scope, id);
    this.reservedConcurrency = reservedConcurrencyOf(options.reservedConcurrency);
    // One GetItem (the alias item) + one SendMessage (the click queue), nothing else: the
    // queue grant comes from `uses`; the table grant is narrowed here to GetItem on the
    // base table (no Query, no BatchGetItem, no indexes).
    this.function = new KisaFunction(this, 'Redirect', {
      ...common,
      handler: redirectRoute.handler,
      uses: redirectRoute.uses.filter((use) => use !== 'table'),
      // More memory = more CPU = lower latency on the hot path.
      memorySize: 1024,
      timeout: Duration.seconds(10),
    });
    const table = common.targets.table.table;
    this.function.fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['dynamodb:GetItem'], resources: [table.tableArn] }));
    this.function.fn.addEnvironment('TABLE_NAME', table.tableName);
    // X-Ray only for a request that arrives sampled (CloudFront sends no trace header, so none
    // is): Lambda's own sampling cost ~$0.25 per million redirects (docs/BENCHMARKS.md "Cost per
    // million redirects"); its latency and errors are in its metrics and alarms. Set on the L1
    // resource like the reservation below (every other function samples: kisa-function.ts).
    (this.function.fn.node.defaultChild as lambda.CfnFunction).tracingConfig = { mode: lambda.Tracing.PASS_THROUGH };
    if (this.reservedConcurrency !== undefined) {
      // KisaFunction has no such prop (no other function reserves): set on the L1 resource.
      (this.function.fn.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = this.reservedConcurrency;
    }
    this.url = this.function.fn.addFunctionUrl({
      authType: lambda.FunctionUrlAuthType.AWS_IAM,
      invokeMode: lambda.InvokeMode.BUFFERED,
    });
  }
}
