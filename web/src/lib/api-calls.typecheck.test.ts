import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app's API calls are typed by the OpenAPI document (api-calls.ts): a call to a path or
 * method the API does not declare, or with the wrong parameters or body, must fail the typecheck.
 * `npm test` runs no `tsc`, so this test typechecks what makes API calls — every module that
 * imports api-calls — with the web's compiler options, and a probe of wrong calls beside them.
 */

const webDir = fileURLToPath(new URL('../../', import.meta.url));
const srcDir = join(webDir, 'src');
const PROBE = join(srcDir, 'lib', 'api-calls.probe.ts');

/** Every non-test module of web/src that calls the API through api-calls.ts. */
function callingModules(dir = srcDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return callingModules(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return /from '(@\/lib\/|[./]+(lib\/)?)api-calls'/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(webDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('Expected to read web/tsconfig.json');
  // One program from the sources (the workspaces' own, not their built declarations), nothing written.
  return { ...parsed.options, noEmit: true, composite: false, declaration: false, emitDeclarationOnly: false, incremental: false, tsBuildInfoFile: undefined };
}

/** Typechecks `files` plus a probe module of `probe` text; the errors, per file, as `path:line: message`. */
function typecheck(files: string[], probe: string): { errors: string[]; probeErrorLines: Map<number, string[]> } {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const probeSource = ts.createSourceFile(PROBE, probe, ts.ScriptTarget.ES2022, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, ...rest) => (name === PROBE ? probeSource : getSourceFile(name, ...rest));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === PROBE || fileExists(name);
  const program = ts.createProgram({ rootNames: [...files, PROBE], options, host });
  const errors: string[] = [];
  const probeErrorLines = new Map<number, string[]>();
  for (const file of [...files, PROBE]) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`Expected ${file} in the program`);
    for (const d of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      if (d.category !== ts.DiagnosticCategory.Error) continue;
      const line = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line;
      const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
      if (file === PROBE) probeErrorLines.set(line, [...(probeErrorLines.get(line) ?? []), message]);
      else errors.push(`${relative(webDir, file)}:${line + 1}: ${message}`);
    }
  }
  return { errors, probeErrorLines };
}

const header = ["import { apiCall, apiKey } from './api-calls';", "import { useApi } from './use-api';", 'export async function probes(id: string) {'];
/** Calls the API does not declare, or declares otherwise: each must be a type error on its own line. */
const wrong: Record<string, string> = {
  'a path the API does not have': "await apiCall('GET', '/api/no-such-operation');",
  'a method the path does not have': "await apiCall('PUT', '/api/links/{id}', { path: { id } });",
  'a concrete path instead of the template': "await apiCall('GET', `/api/links/${id}`);",
  'a key of a path the API does not have': "useApi(apiKey('/api/no-such-list'));",
  'a key of an operation that is no GET': "apiKey('/api/auth/signin');",
  'a missing path parameter': "await apiCall('GET', '/api/links/{id}');",
  'a path parameter of another name': "await apiCall('GET', '/api/links/{id}', { path: { linkId: id } });",
  'a body field the operation does not declare': "await apiCall('POST', '/api/links', { body: { long_url: 'https://example.com' } });",
  'a body where the operation takes none': "await apiCall('GET', '/api/stats', { body: {} });",
  'a query parameter of the wrong type': "apiKey('/api/links', { query: { limit: 'ten' } });",
  'the answer used as another type': "const stats: string = await apiCall('GET', '/api/stats');",
};
/** Calls as the API declares them: no type error. */
const right: Record<string, string> = {
  'a declared GET with its path parameter, answering its type':
    "const link = await apiCall('GET', '/api/links/{id}', { path: { id } }); const alias: string = link.shortUrl;",
  'a declared POST with its body': "await apiCall('POST', '/api/links', { body: { longUrl: 'https://example.com' } });",
  'a key with its query':
    "const page = useApi(apiKey('/api/links', { query: { page: 1, limit: 10, q: 'x' } })); const total: number | undefined = page.data?.total;",
};

describe("the web app's API calls against the OpenAPI document's types", () => {
  it('every module that calls the API typechecks, and calls the API does not declare fail', () => {
    const files = callingModules();
    // The migration's modules at least: the features' api/ folders and lib's.
    expect(files.filter((f) => f.includes('/api/')).length, 'modules of web/src/features/*/api that import api-calls').toBeGreaterThanOrEqual(12);

    const lines = [...header];
    const at = new Map<string, number>();
    for (const [what, code] of [...Object.entries(wrong), ...Object.entries(right)]) {
      at.set(what, lines.length);
      lines.push(`  { ${code} }`);
    }
    lines.push('}');
    const { errors, probeErrorLines } = typecheck(files, lines.join('\n'));

    expect(errors, 'type errors in the modules that call the API (a call the OpenAPI document does not declare?)').toEqual([]);
    const compiled = Object.keys(wrong).filter((what) => !probeErrorLines.has(at.get(what)!));
    expect(compiled, 'wrong calls that typechecked (each should be a type error)').toEqual([]);
    const refused = Object.keys(right).flatMap((what) => probeErrorLines.get(at.get(what)!)?.map((m) => `${what}: ${m}`) ?? []);
    expect(refused, 'declared calls that failed the typecheck').toEqual([]);
    const elsewhere = [...probeErrorLines].filter(([line]) => ![...at.values()].includes(line));
    expect(elsewhere, 'type errors in the probe outside its calls').toEqual([]);
  }, 180_000);
});
