import * as z from 'zod';
import { MSG } from '../messages.js';
import { LOCALES } from './locales.js';

/** A language the API takes (a profile's, a sign-up's); apart from locales.ts so the web's first load carries no zod for it. */
export const localeSchema = z.enum(LOCALES, { error: MSG.localeInvalid });
