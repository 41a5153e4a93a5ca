import { escapeIcu } from '../../translator.js';
import { englishFunctionTexts, validationTexts, type ValidationKey } from '../../validation-keys.js';

/** The messages forms and the API say (shared MSG and the other catalogues) as `msg.…`: English is their own text, verbatim. */
export const messages = {
  ...Object.fromEntries(validationTexts().map(([key, text]) => [key, escapeIcu(text)])),
  ...englishFunctionTexts(),
} as Record<ValidationKey, string>;
