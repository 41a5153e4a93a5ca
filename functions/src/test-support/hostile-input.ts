import fc from 'fast-check';

/**
 * fast-check arbitraries of hostile API input: JSON bodies and query strings
 * built from a valid one by replacing, removing, adding and repeating fields, or replaced
 * outright by other types, huge strings, deep nesting, control characters, lone surrogates,
 * numbers at the edges, invalid JSON text and invalid UTF-8.
 *
 * Bodies are generated as a small syntax tree (`Json`) rather than as JS values, so that a
 * counterexample prints short (a 600,000-character string prints as its unit and count, a
 * 100,000-deep nesting as its depth), and so that what JSON.stringify cannot say can be
 * sent: duplicate keys, `__proto__` as an own key, `1e400`, `-0`, nesting too deep to stringify.
 */

export type Json =
  | { t: 'str'; s: string }
  /** A literal token as written: numbers (`1e400`, `-0`), true, false, null. */
  | { t: 'lit'; text: string }
  /** `unit` repeated `n` times, as one JSON string. */
  | { t: 'huge'; unit: string; n: number }
  /** `n` nested arrays (`[[[…]]]`) or objects (`{"a":{"a":…}}`). */
  | { t: 'deep'; n: number; open: '[' | '{' }
  | { t: 'arr'; items: Json[] }
  /** Entries in order; keys may repeat. */
  | { t: 'obj'; entries: [string, Json][] };

/** What is sent as the body (Content-Type: application/json in every case). */
export type HostileBody = { kind: 'json'; value: Json; mutation: string } | { kind: 'text'; text: string } | { kind: 'bytes'; bytes: number[] };

export function render(value: Json): string {
  switch (value.t) {
    case 'str':
      return JSON.stringify(value.s);
    case 'lit':
      return value.text;
    case 'huge':
      return JSON.stringify(value.unit.repeat(value.n));
    case 'deep':
      return value.open === '[' ? `${'['.repeat(value.n)}${']'.repeat(value.n)}` : `${'{"a":'.repeat(value.n)}1${'}'.repeat(value.n)}`;
    case 'arr':
      return `[${value.items.map(render).join(',')}]`;
    case 'obj':
      return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${render(v)}`).join(',')}}`;
  }
}

/** The body's bytes as sent. */
export function bodyBytes(body: HostileBody): Uint8Array<ArrayBuffer> | string {
  if (body.kind === 'json') return render(body.value);
  if (body.kind === 'text') return body.text;
  return Uint8Array.from(body.bytes);
}

/** What the server's JSON.parse makes of the body (UTF-8 decoded with replacement, like the gateway); `undefined` for no body. */
export function parsedBody(body: HostileBody): { ok: true; value: unknown } | { ok: false } {
  const sent = bodyBytes(body);
  const text = typeof sent === 'string' ? Buffer.from(sent, 'utf8').toString('utf8') : Buffer.from(sent).toString('utf8');
  if (text === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** A plain JSON-able value as a tree. */
export function fromPlain(value: unknown): Json {
  if (typeof value === 'string') return { t: 'str', s: value };
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return { t: 'lit', text: JSON.stringify(value) };
  if (Array.isArray(value)) return { t: 'arr', items: value.map(fromPlain) };
  if (typeof value === 'object') return { t: 'obj', entries: Object.entries(value).map(([k, v]) => [k, fromPlain(v)]) };
  throw new Error(`not JSON: ${String(value)}`);
}

// ---------------------------------------------------------------------------------------
// Leaves

/** Characters that break naive code: controls, line and paragraph separators, bidi controls, zero-widths, BOM, lone surrogates, astral, combining, case-folding traps. */
export const SPECIAL_UNITS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\r',
  '\n',
  '\t',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\ufffd',
  '\ufffe',
  '\uffff',
  '\u{1fffe}',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\u{1F600}',
  'e\u0301',
  '\u0130',
  'ß',
  'ﬀ',
  'Ａ',
  '\u{1F469}\u200d\u{1F4BB}',
  '"',
  '\\',
  '/',
  '<',
  '>',
  '&',
  "'",
  '%',
  '{',
  '}',
  '$',
  '`',
  ' ',
  '.',
  '@',
];

export const INTERESTING_STRINGS = [
  '',
  ' ',
  '   ',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  'NaN',
  'Infinity',
  '[]',
  '{}',
  '[object Object]',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '"; DROP TABLE links; --',
  "'; SELECT 1; --",
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '#{7*7}',
  '../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '\\\\server\\share',
  'javascript:alert(1)',
  'data:text/html,<h1>x</h1>',
  'vbscript:x',
  'http://127.0.0.1/',
  'http://[::1]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://0x7f000001/',
  'file:///etc/passwd',
  'https://example.com/\u0000',
  'https://exa mple.com',
  'https://例え.jp/パス',
  'https://xn--/',
  'https://a',
  `https://${'a'.repeat(300)}.com`,
  'admin',
  'api',
  'static',
  'owner',
  'member',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'a@b',
  'user@example.com\r\nBcc: x@example.com',
  '"quoted"@example.com',
  'user@[127.0.0.1]',
  'ＡＤＭＩＮ@example.com',
  '2024-02-30',
  '9999-12-31T23:59:59Z',
  '0000-00-00',
  '1970-01-01T00:00:00.000Z',
  '+275760-09-13',
  'Europe/Nowhere',
  'Etc/GMT+99',
  'A'.repeat(1025),
  '9'.repeat(400),
  '-0',
  '1e400',
  '0x1F',
  ' 7 ',
  '٣',
  '\u0000\u0000',
];

const hugeUnits = ['a', ' ', '\u{1F600}', 'é', '\u0000', '\ud800', '\ufffe', '\n', '<'];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...INTERESTING_STRINGS),
  fc.string({ unit: fc.constantFrom(...SPECIAL_UNITS), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: fc.oneof(fc.constantFrom(...SPECIAL_UNITS), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 })), maxLength: 80 }),
);

const EDGE_NUMBERS = [
  '0',
  '-0',
  '1',
  '-1',
  '0.5',
  '-0.0',
  '1.0',
  '1E2',
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '1e-400',
  '5e-324',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '-9007199254740993',
  '123456789012345678901234567890',
  '0.1e1',
  '100000000000000000000000',
];

export const hostileNumber: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS).map((text): Json => ({ t: 'lit', text })),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n): Json => ({ t: 'lit', text: JSON.stringify(n) })),
  fc.integer().map((n): Json => ({ t: 'lit', text: String(n) })),
);

const huge: fc.Arbitrary<Json> = fc.record({
  t: fc.constant('huge' as const),
  unit: fc.constantFrom(...hugeUnits),
  n: fc.integer({ min: 5_000, max: 400_000 }),
});
const deep: fc.Arbitrary<Json> = fc.record({
  t: fc.constant('deep' as const),
  n: fc.integer({ min: 100, max: 150_000 }),
  open: fc.constantFrom('[' as const, '{' as const),
});

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'valueOf',
    'hasOwnProperty',
    '',
    ' ',
    'id',
    'teamId',
    'userId',
    'role',
    'teamRole',
    'admin',
    'isAdmin',
    'verified',
    'disabled',
    'createdBy',
    'totalClicks',
    'passwordHash',
    'sessions',
    'deletedAt',
  ),
  hostileString,
);

const leaf: fc.Arbitrary<Json> = fc.oneof(
  { arbitrary: hostileString.map((s): Json => ({ t: 'str', s })), weight: 6 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom<Json>({ t: 'lit', text: 'true' }, { t: 'lit', text: 'false' }, { t: 'lit', text: 'null' }), weight: 2 },
  { arbitrary: huge, weight: 1 },
  { arbitrary: deep, weight: 1 },
);

/** Any JSON value, hostile at every level. */
export const hostileValue: fc.Arbitrary<Json> = fc.letrec<{ value: Json; arr: Json; obj: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: leaf, weight: 6 },
    { arbitrary: tie('arr'), weight: 1 },
    { arbitrary: tie('obj'), weight: 1 },
  ),
  arr: fc.array(tie('value'), { maxLength: 4 }).map((items): Json => ({ t: 'arr', items })),
  obj: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map((entries): Json => ({ t: 'obj', entries })),
})).value;

// ---------------------------------------------------------------------------------------
// Bodies: mutations of a valid body

type Path = (string | number)[];

/** Every path to a value inside the tree (object entries by key, array items by index). */
function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (value.t === 'obj') return value.entries.flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
  if (value.t === 'arr') return value.items.flatMap((v, i) => [[...prefix, i], ...pathsOf(v, [...prefix, i])]);
  return [];
}

/** The objects of the tree (paths to them; [] is the root). */
function objectPathsOf(value: Json): Path[] {
  return [[], ...pathsOf(value)].filter((p) => at(value, p)?.t === 'obj');
}

function at(value: Json, path: Path): Json | undefined {
  let here: Json | undefined = value;
  for (const step of path) {
    if (here?.t === 'obj') here = here.entries.find(([k]) => k === step)?.[1];
    else if (here?.t === 'arr' && typeof step === 'number') here = here.items[step];
    else return undefined;
  }
  return here;
}

/** A copy of the tree with the value at `path` passed through `change` (undefined removes it). */
function update(value: Json, path: Path, change: (old: Json) => Json | Json[] | undefined): Json {
  if (path.length === 0) {
    const changed = change(value);
    return Array.isArray(changed) ? changed[0]! : (changed ?? value);
  }
  const [step, ...rest] = path;
  if (value.t === 'obj') {
    const entries: [string, Json][] = [];
    for (const [k, v] of value.entries) {
      if (k !== step) entries.push([k, v]);
      else if (rest.length) entries.push([k, update(v, rest, change)]);
      else {
        const changed = change(v);
        if (Array.isArray(changed)) for (const c of changed) entries.push([k, c]);
        else if (changed) entries.push([k, changed]);
      }
    }
    return { t: 'obj', entries };
  }
  if (value.t === 'arr') {
    const items: Json[] = [];
    value.items.forEach((v, i) => {
      if (i !== step) items.push(v);
      else if (rest.length) items.push(update(v, rest, change));
      else {
        const changed = change(v);
        if (Array.isArray(changed)) items.push(...changed);
        else if (changed) items.push(changed);
      }
    });
    return { t: 'arr', items };
  }
  return value;
}

const show = (path: Path) => (path.length ? path.join('.') : '(root)');

/** Invalid JSON texts, some made from the valid body. */
function invalidJson(validText: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: 0, max: Math.max(0, validText.length - 1) }).map((k) => validText.slice(0, k) || '{'),
    fc.constantFrom(',', '}', ']', 'x', '\u0000', '{}', ' "').map((tail) => validText + tail),
    fc.constantFrom(
      "{'a': 1}",
      '{a:1}',
      '{"a":1,}',
      '[1,]',
      'NaN',
      'Infinity',
      '-Infinity',
      'undefined',
      '{"a":01}',
      '{"a":"\\x41"}',
      '{"a":"\\u12"}',
      '\ufeff{}',
      '/* c */{}',
      '{"a":1}//',
      '"unterminated',
      '{"a":"line\nbreak"}',
      '{"a":"tab\there"}',
      '\u0000',
      '{}{}',
      ' ',
      '\t\r\n',
      '{',
      '}',
      '{"a":1e}',
      '{"a":.5}',
      '{"a":+1}',
      '{"a":0x10}',
      '{"a":tru}',
      '{"a":[}',
      `{"a":${'['.repeat(500)}`,
    ),
  );
}

/** Invalid UTF-8 (lone surrogate halves encoded, overlongs, stray continuation bytes), alone or inside the valid body's first string. */
function invalidUtf8(validText: string): fc.Arbitrary<number[]> {
  const bad = fc.constantFrom<number[]>(
    [0xed, 0xa0, 0x80],
    [0xed, 0xbf, 0xbf],
    [0xc0, 0xaf],
    [0xe0, 0x80, 0xaf],
    [0xff],
    [0xfe],
    [0x80],
    [0xf8, 0x88, 0x80, 0x80, 0x80],
    [0xf4, 0x90, 0x80, 0x80],
    [0xc3],
  );
  const quote = validText.indexOf('"', validText.indexOf(':'));
  return fc.oneof(
    fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 64 }),
    bad.map((b) => (quote > 0 ? [...Buffer.from(validText.slice(0, quote + 1)), ...b, ...Buffer.from(validText.slice(quote + 1))] : b)),
  );
}

/**
 * Hostile bodies around a valid one: a field replaced by any hostile value (wrong type,
 * huge, deep, control characters, edge numbers, null, arrays), a field removed, extra
 * fields (`__proto__`, `teamId`, …), a key repeated with another value, the whole body
 * replaced (null, arrays instead of objects, strings, numbers), invalid JSON text and invalid UTF-8.
 */
export function hostileBody(valid: unknown): fc.Arbitrary<HostileBody> {
  const base = fromPlain(valid);
  const paths = pathsOf(base);
  const objects = objectPathsOf(base);
  const validText = render(base);
  const json = (value: Json, mutation: string): HostileBody => ({ kind: 'json', value, mutation });
  const somePath = paths.length ? fc.constantFrom(...paths) : fc.constant<Path>([]);
  return fc.oneof(
    {
      arbitrary: fc.tuple(somePath, hostileValue).map(([p, v]) =>
        json(
          update(base, p, () => v),
          `replace ${show(p)}`,
        ),
      ),
      weight: 8,
    },
    {
      arbitrary: somePath.map((p) =>
        json(
          update(base, p, () => undefined),
          `remove ${show(p)}`,
        ),
      ),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(fc.constantFrom(...objects), fc.array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 3 })).map(([p, extra]) =>
        json(
          update(base, p, (o) => (o.t === 'obj' ? { t: 'obj', entries: [...o.entries, ...extra] } : o)),
          `extra fields in ${show(p)}`,
        ),
      ),
      weight: 3,
    },
    {
      arbitrary: fc.tuple(somePath, hostileValue).map(([p, v]) =>
        json(
          update(base, p, (old) => [old, v]),
          `repeat ${show(p)}`,
        ),
      ),
      weight: 1,
    },
    { arbitrary: hostileValue.map((v) => json(v, 'replace the body')), weight: 3 },
    {
      arbitrary: fc.array(hostileValue, { maxLength: 3 }).map((items) => json({ t: 'arr', items: [base, ...items] }, 'an array instead of the object')),
      weight: 1,
    },
    { arbitrary: invalidJson(validText).map((text): HostileBody => ({ kind: 'text', text })), weight: 2 },
    { arbitrary: invalidUtf8(validText).map((bytes): HostileBody => ({ kind: 'bytes', bytes })), weight: 1 },
  );
}

/**
 * Text every free-text rule lets through but queues and parsers may not: the noncharacters
 * U+FFFE/U+FFFF (which SQS refuses in a message) and an emoji (astral, a surrogate pair).
 */
export const ODD_BUT_PLAIN_TEXT = 'Odd \ufffe\uffff \u{1F389} text';

/** Fixed examples to run first: the valid body with one of its strings (up to `max`) replaced by ODD_BUT_PLAIN_TEXT. */
export function oddTextExamples(valid: unknown, max = 4): HostileBody[] {
  const base = fromPlain(valid);
  return pathsOf(base)
    .filter((p) => at(base, p)?.t === 'str')
    .slice(0, max)
    .map((p) => ({ kind: 'json', value: update(base, p, () => ({ t: 'str', s: ODD_BUT_PLAIN_TEXT })), mutation: `odd text in ${show(p)}` }));
}

// ---------------------------------------------------------------------------------------
// Query strings

/** Percent-encodes every UTF-16 code unit (lone surrogates as their 3-byte WTF-8 form, which no decoder accepts). */
export function percentEncode(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    let cp = c;
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    if (cp < 0x80 && /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(cp))) out += String.fromCharCode(cp);
    else for (const b of utf8(cp)) out += `%${b.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function utf8(cp: number): number[] {
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 63)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
}

export interface HostileQuery {
  /** Parameters in order; a null value is sent as a bare name (`?flag`). */
  params: [name: string, value: string | null][];
  /** Sent as is after the encoded parameters (malformed escapes, stray `&` and `=`). */
  raw: string;
  mutation: string;
}

/** The query string as sent (without `?`). Values stay under ~8 KB: longer request lines meet the HTTP server's limit (431) before the API. */
export function queryString(q: HostileQuery): string {
  const encoded = q.params.map(([k, v]) => (v === null ? percentEncode(k) : `${percentEncode(k)}=${percentEncode(v)}`)).join('&');
  return [encoded, q.raw].filter(Boolean).join('&');
}

const queryValue: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileString, weight: 6 },
  { arbitrary: fc.tuple(fc.constantFrom('a', '\u{1F600}', '9', '%', '\u0000'), fc.integer({ min: 300, max: 600 })).map(([u, n]) => u.repeat(n)), weight: 1 },
  { arbitrary: fc.constantFrom(...EDGE_NUMBERS, 'NaN', '-Infinity', '1.5', '0x10', '1e3', '01', ' 1', '1,2', '[]'), weight: 2 },
);

const rawQuery = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '&&&',
  '=',
  '==x',
  'a=b=c',
  '+',
  '%2B%00',
  'a[]=1&a[]=2',
  'a[b]=c',
  '__proto__[x]=1',
  ';',
  '%25%32%35',
);

/** Hostile query strings around a valid set of parameters. */
export function hostileQuery(valid: Record<string, string>): fc.Arbitrary<HostileQuery> {
  const base = Object.entries(valid) as [string, string | null][];
  const names = base.length ? fc.constantFrom(...base.map(([k]) => k)) : fc.constant('q');
  const with_ = (params: [string, string | null][], mutation: string, raw = ''): HostileQuery => ({ params, raw, mutation });
  return fc.oneof(
    {
      arbitrary: fc.tuple(names, queryValue).map(([n, v]) =>
        with_(
          base.map(([k, old]) => [k, k === n ? v : old]),
          `replace ${n}`,
        ),
      ),
      weight: 6,
    },
    {
      arbitrary: names.map((n) =>
        with_(
          base.filter(([k]) => k !== n),
          `remove ${n}`,
        ),
      ),
      weight: 1,
    },
    { arbitrary: fc.tuple(names, queryValue).map(([n, v]) => with_([...base, [n, v]], `repeat ${n}`)), weight: 2 },
    { arbitrary: fc.tuple(hostileKey, fc.option(queryValue, { nil: null })).map(([k, v]) => with_([...base, [k, v]], `extra parameter`)), weight: 2 },
    {
      arbitrary: names.map((n) =>
        with_(
          base.map(([k, old]) => [k, k === n ? null : old]),
          `bare ${n}`,
        ),
      ),
      weight: 1,
    },
    { arbitrary: rawQuery.map((raw) => with_(base, 'malformed', raw)), weight: 2 },
    { arbitrary: fc.array(fc.tuple(hostileKey, queryValue), { maxLength: 4 }).map((params) => with_(params, 'other parameters only')), weight: 1 },
  );
}
