import { common } from './common.js';
import { fileHeaders } from './exports.js';
import { mail } from './mail.js';
import { messages } from './messages.js';
import type { Catalog } from '../en/index.js';

/** Turkish (numbers and dates in tr-TR, as the spec has them). */
export const tr: Catalog = { ...common, ...mail, ...fileHeaders, ...messages };
