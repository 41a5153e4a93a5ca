import * as z from 'zod';
import { CONVERSION_TYPES } from './conversions.js';
import { count, instant } from './response-parts.js';

/** Answers about conversions; the request schema is in conversion-schemas.ts. */

/** Money: an amount in the currency's minor unit (cents), never added across currencies. */
export const moneySchema = z.strictObject({
  currency: z.string().describe('ISO 4217'),
  amount: z.number().int().describe("In the currency's minor unit (cents for USD; yen for JPY)"),
});

/** POST /api/track/conversions, and the `conversion.created` webhook's data. */
export const conversionSchema = z.strictObject({
  id: z.string().describe("The conversion's id"),
  clickId: z.string().describe('The click id (`kisa_cid`) as reported'),
  linkId: z.string(),
  eventId: z.string().describe('Your id for the conversion: reporting it again answers this conversion and records nothing'),
  type: z.enum(CONVERSION_TYPES),
  amount: z.number().int().nullable().describe('Minor units of `currency`; null for a lead or a sale without an amount'),
  currency: z.string().nullable(),
  time: instant.describe('When it happened (the reported time, else when it was reported)'),
  clickTime: instant.describe('When the click it converts happened: analytics count the conversion on that date'),
  createdAt: instant.describe('When Kisa recorded it'),
});

/**
 * Conversion figures of a scope (GET /api/analytics): conversions are counted on their click's
 * date, so a period's rate compares its clicks with what they led to.
 */
export const conversionSummarySchema = z.strictObject({
  conversions: count.describe('Conversions (leads and sales) of the clicks in the range'),
  convertingClicks: count.describe('Clicks with at least one conversion'),
  rate: z.number().min(0).max(1).describe('convertingClicks / the clicks in the range (0 without clicks)'),
  revenue: z.array(moneySchema).describe('Sales amounts per currency, largest first (never added across currencies)'),
});

/** The conversion figures every ranking entry carries. */
export const rankConversionFields = {
  conversions: count.describe('Conversions of these clicks'),
  convertingClicks: count.describe('Of these clicks, those with a conversion (rate = convertingClicks / clicks)'),
  revenue: z.array(moneySchema).describe('Sales amounts per currency'),
};

export type Conversion = z.infer<typeof conversionSchema>;
export type ConversionSummary = z.infer<typeof conversionSummarySchema>;
export type Money = z.infer<typeof moneySchema>;
