import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** CDK's NodejsFunction bundling (infra/lib/constructs/kisa-function.ts), for whatever bundles a handler to see what ships. */
export const CDK_BUNDLING = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  mainFields: ['module', 'main'],
  minify: true,
  logLevel: 'error',
} as const satisfies esbuild.BuildOptions;

/**
 * Bundles a Lambda entry as CDK's NodejsFunction does (infra/lib/constructs/kisa-function.ts:
 * ESM, node22, minified, the createRequire banner), so cold-start benchmarks load what ships.
 * `@duckdb/*` stays out: it is a native module the analytics bundle imports only on demand.
 * Answers the bundle's size in bytes.
 */
export async function bundleLikeCdk(file: string, outfile: string, external: string[]): Promise<number> {
  const result = await esbuild.build({
    entryPoints: [file],
    outfile,
    ...CDK_BUNDLING,
    mainFields: [...CDK_BUNDLING.mainFields],
    metafile: true,
    external: [...external, '@duckdb/*'],
    nodePaths: [join(REPO, 'node_modules'), join(REPO, 'functions/node_modules')],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
}
