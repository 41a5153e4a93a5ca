import { MSG } from '../messages.js';

/**
 * The spec's messages (English, verbatim in `MSG`) as catalog keys `msg.<name>`: forms and the API's
 * problem `detail`s say them in English, and a screen in another language shows that language's
 * text for the same message, found by its English text (`messageKeyOf`).
 */

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

export type ValidationKey = `msg.${TextKeys<typeof MSG>}`;

export const VALIDATION_TEXTS: ReadonlyArray<readonly [ValidationKey, string]> = Object.entries(MSG).flatMap(([name, text]) =>
  typeof text === 'string' ? [[`msg.${name}` as ValidationKey, text] as const] : [],
);

let byText: Map<string, ValidationKey> | undefined;

/** The catalog key of a spec message given its English text (the first, when two share it); undefined for any other text. */
export function messageKeyOf(text: string): ValidationKey | undefined {
  byText ??= new Map([...VALIDATION_TEXTS].reverse().map(([key, t]) => [t, key]));
  return byText.get(text);
}
