import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { grantUses, type GrantOptions, type GrantTargets, type Use } from './grants';
import { acknowledge, REASONS } from './nag-suppressions';

/** Repository root (this file is infra/lib/constructs/kisa-function.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Module of a handler named in the route table, e.g. `accounts/sign-up`. */
export function handlerEntry(handler: string): string {
  return path.join(REPO_ROOT, 'functions', 'src', 'handlers', `${handler}.ts`);
}

/** `accounts/check-reset-token` → `AccountsCheckResetToken`: a stable construct id per handler. */
export function handlerId(handler: string): string {
  return handler
    .split(/[/-]/)
    .filter(Boolean)
    .map((s) => s[0]!.toUpperCase() + s.slice(1))
    .join('');
}

export interface KisaFunctionProps {
  /** Handler module under functions/src/handlers (no extension), exporting `handler`. */
  handler: string;
  /** A generated entry file instead of `handler`'s module (a capability's dispatcher: http-api.ts). */
  entry?: string;
  uses: readonly Use[];
  targets: GrantTargets;
  /** Variables every function gets (URLs, cookie flag, log level…). */
  environment: Record<string, string>;
  clickLogAccess?: GrantOptions['clickLogAccess'];
  memorySize?: number;
  timeout?: Duration;
  /** esbuild's log level; tests pass 'silent' so a green run prints nothing. */
  bundlingLogLevel?: nodejs.LogLevel;
}

/**
 * One Lambda per handler with the project's defaults: Node 22 on arm64, bundled by the
 * local esbuild (never Docker) into minified ESM with source maps, AWS SDK v3 left to
 * the runtime, its own log group with a retention, X-Ray active tracing, and a role that gets
 * nothing but log writes, trace writes and what `uses` lists.
 */
export class KisaFunction extends Construct {
  readonly fn: lambda.Function;

  constructor(scope: Construct, id: string, props: KisaFunctionProps) {
    super(scope, id);
    const entry = props.entry ?? handlerEntry(props.handler);
    if (!existsSync(entry)) {
      throw new Error(`Handler module missing for "${props.handler}": ${entry} (listed in functions/src/api-routes.ts)`);
    }

    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // A role of our own instead of AWSLambdaBasicExecutionRole: log writes to this
    // function's log group only (no account-wide logs:CreateLogGroup on `*`).
    const role = new iam.Role(this, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);

    const shared = {
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(15),
      role,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      // X-Ray active tracing: Lambda samples (X-Ray's default rule: the first request each
      // second, then 5%) and adds xray:PutTraceSegments/PutTelemetryRecords to the role. The API
      // and the workers add Powertools Tracer subsegments (functions/src/lib/tracer.ts); the
      // redirect has Lambda's segment only (its bundle stays lean). Responses are never captured.
      tracing: lambda.Tracing.ACTIVE,
      environment: { NODE_OPTIONS: '--enable-source-maps', POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false', ...props.environment },
    } satisfies Partial<lambda.FunctionProps>;

    this.fn = new nodejs.NodejsFunction(this, 'Fn', {
      ...shared,
      entry,
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      bundling: {
        forceDockerBundling: false,
        format: nodejs.OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        // DuckDB is the local analytics engine only (AWS answers with Athena): never bundled.
        externalModules: ['@aws-sdk/*', '@duckdb/*'],
        // ESM bundles may still contain CommonJS `require` calls from dependencies.
        banner: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
        logLevel: props.bundlingLogLevel ?? nodejs.LogLevel.WARNING,
      },
    });

    // X-Ray has no resource-level permissions: PutTraceSegments/PutTelemetryRecords on `*` is
    // the only form (least-privilege.test.ts holds `*` to exactly those two actions).
    acknowledge(role, 'AwsSolutions-IAM5[Resource::*]', REASONS.xray);

    const granted = grantUses(this.fn, props.uses, props.targets, { clickLogAccess: props.clickLogAccess, handler: props.handler });
    for (const [key, value] of Object.entries(granted)) this.fn.addEnvironment(key, value);
  }
}
