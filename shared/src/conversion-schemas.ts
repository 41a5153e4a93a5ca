import * as z from 'zod';
import { CONVERSION_AMOUNT_MAX, CONVERSION_EVENT_ID_MAX, CONVERSION_MSG, CONVERSION_TYPES, isCurrencyCode } from './conversions.js';

/**
 * POST /api/track/conversions: a conversion of one click, reported by the team's
 * backend. `clickId` is the `kisa_cid` value the link passed on; `eventId` the team's own id for
 * the conversion — the same eventId is recorded once (a replay answers the conversion already
 * recorded); `amount` an integer in the currency's minor unit, with `currency`, for sales only.
 */
export const conversionInputSchema = z
  .object({
    clickId: z.string({ error: CONVERSION_MSG.clickIdInvalid }).trim().min(1, CONVERSION_MSG.clickIdInvalid).max(200, CONVERSION_MSG.clickIdInvalid),
    eventId: z
      .string({ error: CONVERSION_MSG.eventIdInvalid })
      .trim()
      .min(1, CONVERSION_MSG.eventIdInvalid)
      .max(CONVERSION_EVENT_ID_MAX, CONVERSION_MSG.eventIdInvalid)
      .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), CONVERSION_MSG.eventIdInvalid),
    type: z.enum(CONVERSION_TYPES, { error: CONVERSION_MSG.typeInvalid }),
    amount: z
      .number({ error: CONVERSION_MSG.amountInvalid })
      .int(CONVERSION_MSG.amountInvalid)
      .min(0, CONVERSION_MSG.amountInvalid)
      .max(CONVERSION_AMOUNT_MAX, CONVERSION_MSG.amountInvalid)
      .optional(),
    currency: z
      .string({ error: CONVERSION_MSG.currencyInvalid })
      .trim()
      .transform((v) => v.toUpperCase())
      .refine(isCurrencyCode, CONVERSION_MSG.currencyInvalid)
      .optional(),
    time: z.iso.datetime({ offset: true, error: CONVERSION_MSG.timeInvalid }).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.amount !== undefined || v.currency !== undefined) && v.type !== 'sale') ctx.addIssue({ code: 'custom', message: CONVERSION_MSG.amountOnlyForSales });
    else if ((v.amount === undefined) !== (v.currency === undefined)) ctx.addIssue({ code: 'custom', message: CONVERSION_MSG.currencyRequired });
  });

export type ConversionInput = z.output<typeof conversionInputSchema>;
