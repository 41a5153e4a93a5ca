import { Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import { apiRoutes, notFoundRoute, usesOf } from '@kisa/functions/src/api-routes';
import { Construct } from 'constructs';
import { KisaFunction, handlerId, type KisaFunctionProps } from './kisa-function';
import { acknowledge } from './nag-suppressions';
import type { OriginSecret } from './origin-secret';

/**
 * The HTTP API behind the app distribution's `/api/*`. The API itself is created first
 * (CloudFront needs its endpoint); `addRoutes` then makes one function + route per
 * `apiRoutes` entry and sends everything unmatched (`$default`) to the not-found handler.
 */
export class HttpApi extends Construct {
  readonly api: apigw.HttpApi;
  /** `<id>.execute-api.<region>.amazonaws.com`, for the CloudFront origin. */
  readonly domainName: string;
  readonly functions = new Map<string, KisaFunction>();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // The execute-api endpoint stays on: CloudFront reaches the API through it (there is no
    // origin access control for API Gateway, and disabling it needs a custom API domain that
    // would be just as public). Direct callers get a 403 from the handlers' origin check
    // (constructs/origin-secret.ts); the endpoint is published nowhere.
    this.api = new apigw.HttpApi(this, 'Api', {
      description: 'Kisa HTTP API (reached through the app distribution at /api/*)',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs) },
      // Account-level protection against floods; per-user limits live in the handlers.
      throttle: { rateLimit: 2000, burstLimit: 1000 },
    });
    this.domainName = Fn.select(2, Fn.split('/', this.api.apiEndpoint));
  }

  /**
   * `originSecret`: every API function (the not-found one too) checks the origin header in its
   * middleware chain, so each may read the secret.
   */
  addRoutes(common: Omit<KisaFunctionProps, 'handler' | 'uses'>, originSecret: OriginSecret): void {
    // Each function is granted what its route declares (usesOf: `uses`, plus authenticating the
    // caller on signed-in routes) and nothing more; routes sharing a handler module share one
    // function, granted the union.
    const usesByHandler = new Map<string, Set<KisaFunctionProps['uses'][number]>>();
    for (const r of apiRoutes) usesByHandler.set(r.handler, new Set([...(usesByHandler.get(r.handler) ?? []), ...usesOf(r)]));
    for (const [handler, uses] of usesByHandler) {
      // Analytics waits on Athena (a few seconds per query) and builds export files in memory:
      // up to API Gateway's 30 s integration limit, with room for an XLSX.
      const sizing = uses.has('athena') ? { timeout: Duration.seconds(29), memorySize: 1024 } : {};
      this.functions.set(handler, new KisaFunction(this, handlerId(handler), { ...common, handler, uses: [...uses], ...sizing }));
    }
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const [handler, fn] of this.functions) integrations.set(handler, new HttpLambdaIntegration(handlerId(handler), fn.fn));
    for (const route of apiRoutes) {
      this.api.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration: integrations.get(route.handler)!,
      });
    }
    const notFound = new KisaFunction(this, handlerId(notFoundRoute.handler), { ...common, handler: notFoundRoute.handler, uses: [] });
    this.functions.set(notFoundRoute.handler, notFound);
    for (const fn of this.functions.values()) originSecret.grantCheck(fn.fn);
    new apigw.HttpRoute(this, 'DefaultRoute', {
      httpApi: this.api,
      routeKey: apigw.HttpRouteKey.DEFAULT,
      integration: new HttpLambdaIntegration('NotFound', notFound.fn),
    });

    // Authentication is the handlers' job: one middy chain accepts the `token` cookie, a
    // Cognito JWT or a personal API key, which no API Gateway authorizer can express; and
    // sign-up/sign-in/public routes must stay open.
    acknowledge(this, 'AwsSolutions-APIG4', 'Authorization is enforced in every handler (cookie, Cognito JWT or hashed API key); an API Gateway authorizer cannot validate all three, and public routes (sign-up, sign-in, unlock, not-found) must stay open.');
  }
}
