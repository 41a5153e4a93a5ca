/** How the runtime starts each of its children: the emulators, then the gateway and the queue pollers that use them. */
import type { StartChildOptions } from './child-process.js';
import { HOST, type Ports } from './ports.js';
import type { dataPaths } from './paths.js';

type DataPaths = ReturnType<typeof dataPaths>;

/** The AWS emulators, each on its port, storing under the data dir; `log(name)` is each one's log file. */
export function emulatorSpecs(ports: Ports, paths: DataPaths, parentEnv: NodeJS.ProcessEnv, log: (name: string) => string): StartChildOptions[] {
  return [
    {
      name: 'dynamodb',
      script: 'emulators/run-dynamodb.ts',
      args: [`--port=${ports.dynamodb}`, `--db-path=${paths.dynamodb}`],
      env: parentEnv,
      output: log('dynamodb'),
    },
    {
      name: 's3',
      script: 'emulators/run-s3.ts',
      args: [`--port=${ports.s3}`, `--host=${HOST}`, `--directory=${paths.s3}`],
      env: parentEnv,
      output: log('s3'),
    },
    {
      name: 'sqs',
      script: 'emulators/run-sqs.ts',
      args: [`--port=${ports.sqs}`, `--host=${HOST}`, `--data-dir=${paths.sqs}`],
      env: parentEnv,
      output: log('sqs'),
    },
    {
      name: 'cognito',
      script: 'emulators/run-cognito.ts',
      // cognito-local reads these at import time and stores data in <cwd>/.cognito.
      env: { ...parentEnv, PORT: String(ports.cognito), HOST },
      cwd: paths.cognitoCwd,
      output: log('cognito'),
    },
    {
      name: 'ses',
      script: 'emulators/run-ses.ts',
      args: [`--port=${ports.ses}`, `--host=${HOST}`],
      env: parentEnv,
      output: log('ses'),
    },
    {
      name: 'kms',
      script: 'emulators/run-kms.ts',
      args: [`--port=${ports.kms}`, `--host=${HOST}`, `--key-file=${paths.kmsKey}`],
      env: parentEnv,
      output: log('kms'),
    },
  ];
}

export interface ConsumerOptions {
  port: number;
  webDist: string;
  handlersDir: string;
  trustedProxies: string;
  /** Start the pollers paused (StartRuntimeOptions.pollers). */
  paused: boolean;
  quiet?: boolean;
}

/**
 * The gateway and the queue pollers, with the handlers' environment. Always in their log files
 * (the console messages name them); in the terminal too unless quiet.
 */
export function consumerSpecs(o: ConsumerOptions, processEnv: NodeJS.ProcessEnv, paths: DataPaths, log: (name: string) => string): StartChildOptions[] {
  const handlersArg = `--handlers-dir=${o.handlersDir}`;
  return [
    {
      name: 'gateway',
      script: 'gateway/run-gateway.ts',
      args: [`--port=${o.port}`, `--host=${HOST}`, `--web-dist=${o.webDist}`, handlersArg, `--trusted-proxies=${o.trustedProxies}`],
      env: processEnv,
      output: log('gateway'),
      echo: !o.quiet,
    },
    {
      name: 'pollers',
      script: 'pollers/run-pollers.ts',
      // A restarted pollers process starts paused only if it was never resumed.
      args: [handlersArg, ...(o.paused ? ['--paused'] : [])],
      env: { ...processEnv, ANALYTICS_DUCKDB_PATH: paths.analyticsJobsDb },
      output: log('pollers'),
      echo: !o.quiet,
    },
  ];
}
