import { escapeIcu } from '../../translator.js';
import { VALIDATION_TEXTS, type ValidationKey } from '../../validation-keys.js';

/** The spec's messages (shared MSG) as `msg.<name>`: English is MSG's own text, verbatim. */
export const messages = Object.fromEntries(VALIDATION_TEXTS.map(([key, text]) => [key, escapeIcu(text)])) as Record<ValidationKey, string>;
