import { Duration } from 'aws-cdk-lib';
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
    this.function = new KisaFunction(this, 'Redirect', {
      ...common,
      handler: redirectRoute.handler,
      uses: redirectRoute.uses,
      // One GetItem + one SendMessage: reading the table is all it may do there.
      tableAccess: 'read',
      // More memory = more CPU = lower latency on the hot path.
      memorySize: 1024,
      timeout: Duration.seconds(10),
    });
    this.url = this.function.fn.addFunctionUrl({
      authType: lambda.FunctionUrlAuthType.AWS_IAM,
      invokeMode: lambda.InvokeMode.BUFFERED,
    });
  }
}
