import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString, loadConfig, type Config } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './document.js';

/**
 * Redocly's `recommended` rules over the document the API serves, with the repository's
 * redocly.yaml: no error, and no warning but those redocly.yaml acknowledges (with a reason).
 */
const CONFIG_PATH = fileURLToPath(new URL('../../../redocly.yaml', import.meta.url));

type Severity = 'error' | 'warn' | 'off';
const RANK: Record<Severity, number> = { off: 0, warn: 1, error: 2 };
const severityOf = (setting: unknown): Severity =>
  (typeof setting === 'string' ? setting : ((setting as { severity?: Severity } | undefined)?.severity ?? 'off')) as Severity;

/** Every problem Redocly reports in `document`, one line each: severity, rule, where, what. */
async function lint(document: unknown, config: Config): Promise<string[]> {
  const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
  return problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '#'}: ${p.message}`);
}

let config: Config;
let recommended: Config;
beforeAll(async () => {
  config = await loadConfig({ configPath: CONFIG_PATH });
  recommended = await createConfig({ extends: ['recommended'] });
});

describe("Redocly's recommended rules", () => {
  it('find nothing in the served document', async () => {
    expect(
      await lint(openApiDocument(), config),
      'Redocly problems (fix them in functions/src/openapi/document.ts; acknowledge a warning only in redocly.yaml, with its reason)',
    ).toEqual([]);
  });

  it('are all on in redocly.yaml but for acknowledged warnings: no error is switched off or softened', () => {
    const ours = config.rules.oas3_1 as Record<string, unknown>;
    const theirs = recommended.rules.oas3_1 as Record<string, unknown>;
    const loosened = Object.keys(theirs).filter((rule) => RANK[severityOf(ours[rule])] < RANK[severityOf(theirs[rule])]);
    expect(
      loosened.filter((rule) => severityOf(theirs[rule]) === 'error'),
      'recommended errors switched off or made warnings',
    ).toEqual([]);
    expect(loosened.sort(), 'the warnings redocly.yaml acknowledges').toEqual(['info-license', 'operation-2xx-response']);
  });

  it('report what a document without them gets wrong: an operation with no operationId or security', async () => {
    const document = structuredClone(openApiDocument()) as { webhooks: Record<string, { post: Record<string, unknown> }> };
    const { operationId: _id, security: _security, ...bare } = document.webhooks['link.created']!.post;
    document.webhooks['link.created']!.post = bare;
    expect(await lint(document, config)).toEqual([
      'warn operation-operationId at #/webhooks/link.created/post/operationId: Operation object should contain `operationId` field.',
      'error security-defined at #/webhooks/link.created/post: Every operation should have security defined on it or on the root level.',
    ]);
  });
});
