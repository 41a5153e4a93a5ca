import * as z from 'zod';
import { SCOPES } from './permissions.js';

/**
 * A scope as the API's schemas take it. Apart from permissions.ts, which stays free of zod: the
 * web app's first load reads the roles' scopes (what a viewer may do) without bundling zod.
 */
export const scopeSchema = z.enum(SCOPES);
