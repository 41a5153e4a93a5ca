import { ALERT_MSG } from '../alerts.js';
import { AUDIT_MSG } from '../audit-messages.js';
import { CONVERSION_MSG } from '../conversions.js';
import { IMPORT_MSG } from '../imports.js';
import { HEALTH_MSG } from '../link-health-messages.js';
import { PREVIEW_MSG } from '../link-preview-rules.js';
import { MSG } from '../messages.js';
import { ROLE_MSG } from '../permissions.js';
import { REPORT_MSG } from '../reports.js';
import { SECOND_FACTOR_MSG } from '../second-factor.js';
import { SHARE_MSG } from '../shares.js';
import { SSO_MSG } from '../sso.js';
import { TAG_MSG } from '../tags.js';
import { RULE_MSG, SPLIT_MSG } from '../targeting-rules.js';
import { WEBHOOK_MSG } from '../webhooks.js';

/**
 * Every catalogue of messages the API's problems and the forms say (English, verbatim), by the
 * prefix of its catalog keys: `msg.<name>` for the spec's MSG, `msg.<catalogue>.<name>` for the
 * others (`msg.tag.nameTaken`).
 */
export const MESSAGE_CATALOGUES = {
  msg: MSG,
  tag: TAG_MSG,
  rule: RULE_MSG,
  split: SPLIT_MSG,
  preview: PREVIEW_MSG,
  sso: SSO_MSG,
  conversion: CONVERSION_MSG,
  share: SHARE_MSG,
  alert: ALERT_MSG,
  audit: AUDIT_MSG,
  health: HEALTH_MSG,
  import: IMPORT_MSG,
  secondFactor: SECOND_FACTOR_MSG,
  role: ROLE_MSG,
  report: REPORT_MSG,
  webhook: WEBHOOK_MSG,
} as const;

type Catalogues = typeof MESSAGE_CATALOGUES;
type Names<C, Kind> = { [K in keyof C]: C[K] extends Kind ? K : never }[keyof C] & string;
type KeyOf<C extends keyof Catalogues, Kind> = C extends 'msg' ? `msg.${Names<Catalogues[C], Kind>}` : `msg.${C}.${Names<Catalogues[C], Kind>}`;
// biome-ignore lint/suspicious/noExplicitAny: any function message, whatever it takes
type AnyFunction = (...args: any[]) => string;

/** A message said as it is (`msg.urlInvalid`, `msg.tag.nameTaken`). */
export type TextMessageKey = { [C in keyof Catalogues]: KeyOf<C, string> }[keyof Catalogues];
/** A message with values inside (`msg.tooManyAttemptsIn`: "… in 3 minutes."). */
export type FunctionMessageKey = { [C in keyof Catalogues]: KeyOf<C, AnyFunction> }[keyof Catalogues];
export type ValidationKey = TextMessageKey | FunctionMessageKey;

/** Every message with its key: its text, or its function. */
export function catalogueEntries(): Array<[ValidationKey, string | AnyFunction]> {
  return Object.entries(MESSAGE_CATALOGUES).flatMap(([prefix, catalogue]) =>
    Object.entries(catalogue as Record<string, unknown>).flatMap(
      ([name, value]): Array<[ValidationKey, string | AnyFunction]> =>
        typeof value === 'string' || typeof value === 'function'
          ? [[(prefix === 'msg' ? `msg.${name}` : `msg.${prefix}.${name}`) as ValidationKey, value as string | AnyFunction]]
          : [],
    ),
  );
}
