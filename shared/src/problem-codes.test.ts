import { describe, expect, it } from 'vitest';
import { ALERT_MSG } from './alerts.js';
import { CONVERSION_MSG } from './conversions.js';
import { PREVIEW_MSG } from './link-preview-rules.js';
import { MSG } from './messages.js';
import { REPORT_MSG } from './reports.js';
import {
  allProblemCodes,
  messageCode,
  NAMED_CODES,
  problemCode,
  problemCodes,
  problemDocument,
  problemTitle,
  problemType,
  statusCode,
} from './problem-codes.js';
import { SECOND_FACTOR_MSG } from './second-factor.js';
import { SHARE_MSG } from './shares.js';
import { SSO_MSG } from './sso.js';
import { TAG_MSG } from './tags.js';
import { RULE_MSG, SPLIT_MSG } from './targeting-rules.js';
import { WEBHOOK_MSG } from './webhooks.js';
import { HEALTH_MSG } from './link-health.js';

const catalogues: Record<string, Record<string, unknown>> = {
  MSG,
  RULE_MSG,
  SPLIT_MSG,
  PREVIEW_MSG,
  CONVERSION_MSG,
  TAG_MSG,
  ALERT_MSG,
  WEBHOOK_MSG,
  HEALTH_MSG,
  SSO_MSG,
  SECOND_FACTOR_MSG,
  REPORT_MSG,
  SHARE_MSG,
};
const entry = (source: string) => {
  const [name, key] = source.split('.') as [string, string];
  return catalogues[name]![key];
};

/** Messages no API answer carries, whose function takes an object: no pattern is made for them. */
const WEB_ONLY = new Set(['MSG.qrTooLong']);

describe('problem codes', () => {
  it('gives every catalogue entry a kebab-case code, one per message: only entries named to the same code share it', () => {
    const bySource = problemCodes.map(({ code, source }) => ({ code, source, kebab: /^[a-z0-9]+(-[a-z0-9]+)*$/.test(code) }));
    expect(bySource.filter((c) => !c.kebab)).toEqual([]);
    const holders = new Map<string, string[]>();
    for (const { code, source } of problemCodes) holders.set(code, [...(holders.get(code) ?? []), source]);
    const shared = [...holders].filter(([, sources]) => sources.length > 1 && !sources.every((s) => NAMED_CODES[s] !== undefined));
    expect(shared, 'two catalogue entries derive the same code: rename one, or name their code in NAMED_CODES if they say the same thing').toEqual([]);
  });

  it('recognises each fixed message by its entry, whatever the status', () => {
    for (const { code, source } of problemCodes) {
      const message = entry(source);
      if (typeof message !== 'string' || message === MSG.unknownError) continue;
      expect({ source, code: messageCode(message) }).toEqual({ source, code });
    }
    expect(problemCode(409, MSG.aliasTaken)).toBe('alias-taken');
    expect(problemCode(400, TAG_MSG.nameTaken)).toBe('tag-name-taken');
    expect(problemCode(400, TAG_MSG.tagIdsInvalid)).toBe('tag-ids-invalid');
    expect(problemCode(404, WEBHOOK_MSG.notFound)).toBe('webhook-not-found');
    expect(problemCode(413, MSG.tooLarge)).toBe('content-too-large');
  });

  it('recognises a message a catalogue function made, counts in the singular and the plural included', () => {
    const variants = [
      [1, 1],
      [2, 2],
      [37, 37],
      ['long_url', 'example.com'],
      ['ABCDE12345.com.example.app', 'x'],
      [['free', 'pro'], ['a']],
    ];
    for (const { code, source } of problemCodes) {
      const make = entry(source);
      if (typeof make !== 'function' || WEB_ONLY.has(source)) continue;
      const rendered = variants.flatMap((args) => {
        try {
          return [(make as (...a: unknown[]) => string)(...args)];
        } catch {
          return [];
        }
      });
      expect(rendered.length, `${source} rendered with none of the sample arguments`).toBeGreaterThan(0);
      for (const message of rendered) expect({ source, message, code: messageCode(message) }).toEqual({ source, message, code });
    }
    expect(problemCode(429, MSG.tooManyAttemptsIn(1))).toBe('too-many-attempts');
    expect(problemCode(400, MSG.unknownField('long_url'))).toBe('unknown-field');
    expect(problemCode(400, MSG.analyticsUnknownParam('limt'))).toBe('unknown-parameter');
    expect(problemCode(409, MSG.domainHasLinks(1))).toBe('domain-has-links');
  });

  it("answers the status's code for any other text and for the generic unknown-error message", () => {
    expect(messageCode('Invalid input: expected string, received number')).toBeUndefined();
    expect(problemCode(400, 'Invalid input: expected string, received number')).toBe('bad-request');
    expect(problemCode(409, MSG.unknownError)).toBe('conflict');
    expect(problemCode(500, MSG.unknownError)).toBe('internal-error');
    expect([401, 403, 404, 405, 415, 429, 503, 418, 599].map(statusCode)).toEqual([
      'unauthorized',
      'forbidden',
      'not-found',
      'method-not-allowed',
      'unsupported-media-type',
      'rate-limited',
      'service-unavailable',
      'bad-request',
      'internal-error',
    ]);
    // The generic messages of 401, 403 and 404 have the status's code, whatever says them.
    expect([MSG.unauthorized, MSG.forbidden, MSG.notFound].map(messageCode)).toEqual(['unauthorized', 'forbidden', 'not-found']);
  });

  it('names each code a type URI and a title that never change', () => {
    expect(problemType('alias-taken')).toBe('/api/problems#alias-taken');
    expect(problemTitle('alias-taken')).toBe('Alias taken');
    expect(problemTitle('internal-error')).toBe('Internal error');
    expect(allProblemCodes()).toContain('alias-taken');
    expect(allProblemCodes()).toContain('internal-error');
    expect(new Set(allProblemCodes()).size).toBe(allProblemCodes().length);
  });

  it('keeps every code stable: problem-codes.txt is the list, so changing or adding one is deliberate (vitest -u)', async () => {
    const lines = problemCodes.map(({ code, source }) => `${code.padEnd(40)} ${source}`).sort();
    const text = ['# Every problem code and the message entry it comes from (problem-codes.test.ts checks this list).', ...lines, ''].join('\n');
    await expect(text).toMatchFileSnapshot('./problem-codes.txt');
  });
});

describe('problemDocument', () => {
  it('makes the document from a status and a message, errorMessage kept beside detail', () => {
    expect(problemDocument(404, MSG.linkNotFound)).toEqual({
      type: '/api/problems#link-not-found',
      title: 'Link not found',
      status: 404,
      detail: MSG.linkNotFound,
      code: 'link-not-found',
      errorMessage: MSG.linkNotFound,
    });
  });

  it("codes each field by its message, else by the validator's code in kebab case", () => {
    const fields = [
      { pointer: '/longUrl', detail: MSG.urlInvalid, code: 'custom' },
      { pointer: '/x', detail: 'Invalid input', code: 'invalid_type' },
    ];
    expect(problemDocument(400, MSG.urlInvalid, fields).errors).toEqual([
      { pointer: '/longUrl', detail: MSG.urlInvalid, code: 'url-invalid' },
      { pointer: '/x', detail: 'Invalid input', code: 'invalid-type' },
    ]);
    expect(problemDocument(400, MSG.badJson, [])).not.toHaveProperty('errors');
  });
});
