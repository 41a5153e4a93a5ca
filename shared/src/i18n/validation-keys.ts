import { escapeIcu } from './translator.js';
import { ENGLISH_FUNCTION_TEXTS, MESSAGE_ARGS } from './message-args.js';
import { catalogueEntries, type FunctionMessageKey, type TextMessageKey, type ValidationKey } from './message-catalogues.js';

/**
 * The messages forms and the API's problems say (English, verbatim in `MSG` and the other
 * catalogues) as catalog keys: a screen in another language shows that language's text for the
 * same message, found by its English text (`messageOf`). A function message ("… in 3 minutes.")
 * is found by its shape: the function called with stand-ins for its values shows where they go.
 */

export type { FunctionMessageKey, TextMessageKey, ValidationKey } from './message-catalogues.js';

type AnyFunction = (...args: unknown[]) => string;

let entries: Array<[ValidationKey, string | AnyFunction]> | undefined;
const all = () => (entries ??= catalogueEntries() as Array<[ValidationKey, string | AnyFunction]>);

/** The messages said as they are, with their keys. */
export function validationTexts(): ReadonlyArray<readonly [TextMessageKey, string]> {
  return all().flatMap(([key, value]) => (typeof value === 'string' ? [[key as TextMessageKey, value] as const] : []));
}

let byText: Map<string, TextMessageKey> | undefined;

/** The catalog key of a message given its English text (the first, when two share it); undefined for any other text. */
export function messageKeyOf(text: string): TextMessageKey | undefined {
  byText ??= new Map([...validationTexts()].reverse().map(([key, t]) => [t, key]));
  return byText.get(text);
}

// Stand-ins: text as private-use characters around its position, numbers as 7000000…
const textStandIn = (i: number) => `\uE000${i}\uE001`;
const numberStandIn = (i: number) => 7_000_000 + i;
const STAND_IN = /\uE000(\d)\uE001|7,?000,?00(\d)/g;

interface Arg {
  name: string;
  kind: 'text' | 'number' | 'list' | 'choice';
  choices: readonly string[];
  anyText: boolean;
}

function argsOf(key: FunctionMessageKey): { args: Arg[]; object: boolean } {
  const spec = MESSAGE_ARGS[key];
  const object = 'object' in spec;
  const list: readonly string[] = 'object' in spec ? spec.object : spec;
  const args = list.map((raw): Arg => {
    if (raw.endsWith('#')) return { name: raw.slice(0, -1), kind: 'number', choices: [], anyText: false };
    if (raw.endsWith('[]')) return { name: raw.slice(0, -2), kind: 'list', choices: [], anyText: false };
    const [name = raw, ...choices] = raw.split('|');
    if (!choices.length) return { name, kind: 'text', choices: [], anyText: false };
    return { name, kind: 'choice', choices: choices.filter((c) => c !== '*'), anyText: choices.includes('*') };
  });
  return { args, object };
}

/** Each way to call a message's function: a value (or a stand-in, null) per argument. Numbers are tried as 1 too (its singular). */
function samples(args: readonly Arg[]): Array<Array<string | number | null>> {
  let out: Array<Array<string | number | null>> = [[]];
  for (const arg of args) {
    const options: Array<string | number | null> =
      arg.kind === 'number' ? [null, 1] : arg.kind === 'choice' ? [...arg.choices, ...(arg.anyText ? [null] : [])] : [null];
    out = out.flatMap((prefix) => options.map((o) => [...prefix, o]));
  }
  return out;
}

function call(fn: AnyFunction, args: readonly Arg[], object: boolean, sample: ReadonlyArray<string | number | null>): string {
  const values = args.map((arg, i) => {
    const fixed = sample[i];
    if (fixed !== null && fixed !== undefined) return fixed;
    if (arg.kind === 'number') return numberStandIn(i);
    return arg.kind === 'list' ? [textStandIn(i)] : textStandIn(i);
  });
  return object ? fn(Object.fromEntries(args.map((a, i) => [a.name, values[i]]))) : fn(...values);
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Matcher {
  key: FunctionMessageKey;
  pattern: RegExp;
  /** The argument of each capture, in order. */
  captures: Arg[];
  fixed: Record<string, string | number>;
}

let matchers: Matcher[] | undefined;

function buildMatchers(): Matcher[] {
  const out: Matcher[] = [];
  for (const [key, fn] of all()) {
    if (typeof fn !== 'function') continue;
    const { args, object } = argsOf(key as FunctionMessageKey);
    for (const sample of samples(args)) {
      const text = call(fn, args, object, sample);
      const captures: Arg[] = [];
      let source = '';
      let last = 0;
      for (const m of text.matchAll(STAND_IN)) {
        const arg = args[Number(m[1] ?? m[2])];
        if (!arg) continue;
        source += escapeRegex(text.slice(last, m.index));
        source += arg.kind === 'number' ? '(\\d[\\d,]*)' : '([\\s\\S]*?)';
        captures.push(arg);
        last = m.index + m[0].length;
      }
      source += escapeRegex(text.slice(last));
      const fixed = Object.fromEntries(args.flatMap((a, i) => (sample[i] === null || sample[i] === undefined ? [] : [[a.name, sample[i]]])));
      out.push({ key: key as FunctionMessageKey, pattern: new RegExp(`^${source}$`), captures, fixed });
    }
  }
  return out;
}

export interface FoundMessage {
  key: ValidationKey;
  values?: Record<string, string | number>;
}

/** A message given its English text: its key, and the values inside when it is a function's; undefined for any other text. */
export function messageOf(text: string): FoundMessage | undefined {
  const key = messageKeyOf(text);
  if (key) return { key };
  matchers ??= buildMatchers();
  for (const m of matchers) {
    const found = m.pattern.exec(text);
    if (!found) continue;
    const values: Record<string, string | number> = { ...m.fixed };
    m.captures.forEach((arg, i) => {
      const raw = found[i + 1] ?? '';
      values[arg.name] = arg.kind === 'number' ? Number(raw.replace(/,/g, '')) : raw;
    });
    return { key: m.key, values };
  }
  return undefined;
}

/**
 * English catalog texts of the function messages: each made from its function (stand-ins become
 * `{name}`, numbers `{name, number}`), unless written out because its words change with a value.
 */
export function englishFunctionTexts(): Record<FunctionMessageKey, string> {
  const out = {} as Record<FunctionMessageKey, string>;
  for (const [key, fn] of all()) {
    if (typeof fn !== 'function') continue;
    const k = key as FunctionMessageKey;
    const written = ENGLISH_FUNCTION_TEXTS[k];
    if (written) {
      out[k] = written;
      continue;
    }
    const { args, object } = argsOf(k);
    const text = call(
      fn,
      args,
      object,
      args.map(() => null),
    );
    let icu = '';
    let last = 0;
    for (const m of text.matchAll(STAND_IN)) {
      const arg = args[Number(m[1] ?? m[2])];
      if (!arg) continue;
      icu += escapeIcu(text.slice(last, m.index)) + (arg.kind === 'number' ? `{${arg.name}, number}` : `{${arg.name}}`);
      last = m.index + m[0].length;
    }
    out[k] = icu + escapeIcu(text.slice(last));
  }
  return out;
}
