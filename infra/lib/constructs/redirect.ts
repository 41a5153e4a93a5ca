import { Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { redirectRoute } from '@kisa/functions/src/api-routes';
import { Construct } from 'constructs';
import { KisaFunction, type KisaFunctionProps } from './kisa-function';

/**
 * The short-link resolver. It sits behind the short-domain distribution through a
 * Function URL with AWS_IAM auth: only CloudFront (signing with OAC) can invoke it, so
 * nobody bypasses the CDN, and there is no API Gateway hop or cost on the hottest path.
 * Reserved concurrency is left alone: the redirect must scale with traffic.
 */
export class Redirect extends Construct {
  readonly function: KisaFunction;
  readonly url: lambda.FunctionUrl;

  constructor(scope: Construct, id: string, common: Omit<KisaFunctionProps, 'handler' | 'uses'>) {
    super(scope, id);
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
    this.url = this.function.fn.addFunctionUrl({
      authType: lambda.FunctionUrlAuthType.AWS_IAM,
      invokeMode: lambda.InvokeMode.BUFFERED,
    });
  }
}
