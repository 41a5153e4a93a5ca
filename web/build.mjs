// Bundles the SPA: src/main.tsx → dist/ (hashed assets, index.html, root static files).
// Fails when the initial JavaScript exceeds the web budget (BRIEF §4).
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');
const BUDGET_KB = 150;

// @kisa/shared is pure declarations: let esbuild drop its modules the web does not use
// (validation.ts holds the API's zod schemas; the forms only need form-checks.ts).
const sharedDir = join(root, '..', 'shared', 'src');
const sharedIsPure = {
  name: 'shared-side-effect-free',
  setup(b) {
    b.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.skip) return undefined;
      const fromShared = args.importer.startsWith(sharedDir) && args.path.startsWith('.');
      if (args.path !== '@kisa/shared' && !fromShared) return undefined;
      const r = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { skip: true } });
      return r.errors.length ? undefined : { path: r.path, sideEffects: false };
    });
  },
};

const started = Date.now();
await rm(dist, { recursive: true, force: true });
await mkdir(dist, { recursive: true });

const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/main.tsx'],
  outdir: join(dist, 'assets'),
  outbase: 'src',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  publicPath: '/assets',
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  sourcemap: true,
  target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
  jsx: 'automatic',
  loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  metafile: true,
  plugins: [sharedIsPure],
  logLevel: 'warning',
});

const outputs = result.metafile.outputs;
const entryFile = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/main.tsx');
if (!entryFile) throw new Error('build: entry output not found');
const entry = outputs[entryFile];
const cssFile = entry.cssBundle;

// Initial JS = the entry plus every chunk it imports statically (transitively).
const initial = new Set();
const visit = (file) => {
  if (initial.has(file)) return;
  initial.add(file);
  for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') visit(imp.path);
};
visit(entryFile);

const gz = async (file) => gzipSync(await readFile(join(root, file))).length;
let initialGzip = 0;
for (const f of initial) initialGzip += await gz(f);
const cssGzip = cssFile ? await gz(cssFile) : 0;
const lazyCount = Object.keys(outputs).filter((f) => f.endsWith('.js') && !initial.has(f)).length;

const url = (file) => `/${relative(dist, join(root, file)).split('\\').join('/')}`;
const preloads = [...initial]
  .filter((f) => f !== entryFile)
  .map((f) => `    <link rel="modulepreload" href="${url(f)}" />`)
  .join('\n');
const template = await readFile(join(root, 'index.html'), 'utf8');
const head = [cssFile ? `    <link rel="stylesheet" href="${url(cssFile)}" />` : '', preloads, `    <script type="module" src="${url(entryFile)}"></script>`]
  .filter(Boolean)
  .join('\n');
if (!template.includes('<!-- assets -->')) throw new Error('build: index.html lacks the <!-- assets --> marker');
await writeFile(join(dist, 'index.html'), template.replace('    <!-- assets -->', head));

for (const name of await readdir(join(root, 'public'))) await cp(join(root, 'public', name), join(dist, name));

const kb = (n) => (n / 1024).toFixed(1);
console.log(
  `web: initial JS ${kb(initialGzip)} KB gzip (budget ${BUDGET_KB}), CSS ${kb(cssGzip)} KB gzip, ${lazyCount} lazy chunks, ${Date.now() - started} ms`,
);
if (initialGzip > BUDGET_KB * 1024) {
  console.error(`web: initial JS ${kb(initialGzip)} KB gzip exceeds the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
