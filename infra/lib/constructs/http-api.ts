import { Duration, Fn, NestedStack, RemovalPolicy } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import { apiRoutes, type ApiRoute } from '@kisa/functions/src/api-routes';
import { API_CAPABILITY, capabilitiesOf, capabilityOf } from '@kisa/functions/src/capabilities';
import { Construct } from 'constructs';
import { capabilityFunctionId, writeCapabilityEntry } from './capability-entry';
import { KisaFunction, type KisaFunctionProps } from './kisa-function';
import { acknowledge } from './nag-suppressions';
import type { OriginSecret } from './origin-secret';

/**
 * The HTTP API behind the app distribution's `/api/*`. The API itself is created first
 * (CloudFront needs its endpoint); `addRoutes` then makes one function per capability and one
 * route per `apiRoutes` entry, and sends everything unmatched (`$default`) to the not-found handler.
 * The routes, integrations and invoke permissions (one resource per route, two per capability)
 * live in a nested stack, `Routes`: they are most of the API's resources and grow with it, while
 * the main stack stays far under CloudFormation's 500 (docs/DEPLOY.md, "Upgrading").
 */
export class HttpApi extends Construct {
  readonly api: apigw.HttpApi;
  /** `<id>.execute-api.<region>.amazonaws.com`, for the CloudFront origin. */
  readonly domainName: string;
  /** The capability functions, by capability name (`links`, `accounts`, … `api`). */
  readonly functions = new Map<string, KisaFunction>();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // The execute-api endpoint stays on: CloudFront reaches the API through it (there is no
    // origin access control for API Gateway, and disabling it needs a custom API domain that
    // would be just as public). Direct callers get a 403 from the handlers' origin check
    // (constructs/origin-secret.ts); the endpoint is published nowhere.
    // 'Gateway', not the 'Api' of stacks made before the routes moved into their nested stack:
    // such a stack gets a new API, whose routes cannot clash with the old one's (API Gateway
    // refuses a second route with a key; CloudFormation creates before it deletes). CloudFront
    // moves to the new endpoint in the same deploy; the old API goes in its cleanup.
    this.api = new apigw.HttpApi(this, 'Gateway', {
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
   * One function per capability (functions/src/capabilities.ts): its entry dispatches by
   * routeKey to the route's handler module, its role gets the union of its routes' `usesOf`
   * and the origin-secret check (every API function checks the header in its middleware chain).
   * Each route is then one AWS::ApiGatewayV2::Route to its capability's integration; the
   * capability has one integration and one invoke permission scoped to this API (any route,
   * any stage: the entry answers an unknown routeKey with 404). `$default` (everything
   * unmatched) goes to the `default` capability, whose fallback is the not-found handler.
   * Routes, integrations and permissions go into the `Routes` nested stack (an integration and
   * its permission are made in the scope of the first route that uses it); the API's id and the
   * functions' ARNs reach it as parameters, and nothing in the main stack refers back to it.
   */
  addRoutes(common: Omit<KisaFunctionProps, 'handler' | 'uses'>, originSecret: OriginSecret, routes: readonly ApiRoute[] = apiRoutes): void {
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const capability of capabilitiesOf(routes)) {
      // Analytics waits on Athena (a few seconds per query) and builds export files in memory:
      // up to API Gateway's 30 s integration limit, with room for an XLSX.
      const sizing = capability.uses.includes('athena') ? { timeout: Duration.seconds(29), memorySize: 1024 } : {};
      const fn = new KisaFunction(this, capabilityFunctionId(capability.name), {
        ...common,
        handler: capability.name,
        entry: writeCapabilityEntry(capability),
        uses: capability.uses,
        ...sizing,
      });
      originSecret.grantCheck(fn.fn);
      this.functions.set(capability.name, fn);
      integrations.set(capability.name, new HttpLambdaIntegration(capabilityFunctionId(capability.name), fn.fn, { scopePermissionToRoute: false }));
    }
    const routesStack = new NestedStack(this, 'Routes', { description: 'Kisa HTTP API: routes, integrations and invoke permissions' });
    for (const route of routes) {
      const method = apigw.HttpMethod[route.method];
      new apigw.HttpRoute(routesStack, `${method}${route.path}`, {
        httpApi: this.api,
        routeKey: apigw.HttpRouteKey.with(route.path, method),
        integration: integrations.get(capabilityOf(route))!,
      });
    }
    new apigw.HttpRoute(routesStack, 'DefaultRoute', {
      httpApi: this.api,
      routeKey: apigw.HttpRouteKey.DEFAULT,
      integration: integrations.get(API_CAPABILITY)!,
    });

    // Authentication is the handlers' job: one middy chain accepts the `token` cookie, a
    // Cognito JWT or a personal API key, which no API Gateway authorizer can express; and
    // sign-up/sign-in/public routes must stay open.
    acknowledge(
      this,
      'AwsSolutions-APIG4',
      'Authorization is enforced in every handler (cookie, Cognito JWT or hashed API key); an API Gateway authorizer cannot validate all three, and public routes (sign-up, sign-in, unlock, not-found) must stay open.',
    );
  }
}
