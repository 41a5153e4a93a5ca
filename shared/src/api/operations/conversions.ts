import { CLICK_ID_PARAM, CONVERSION_WINDOW_DAYS, conversionInputSchema, conversionSchema } from '../../index.js';
import { declareOperations } from '../operation.js';

/** Conversions: a team's backend reports what a click led to. */
export const conversionOperations = declareOperations({
  // Conversions: a team's backend reports a lead or a sale of a click (API key or session).
  trackConversion: {
    method: 'POST',
    path: '/api/track/conversions',
    auth: 'user',
    scope: 'conversions:write',
    uses: ['table', 'conversionLog', 'clickToken', 'webhookQueue'],
    capability: 'conversions',
    summary: `Record a conversion (a \`lead\` or a \`sale\`) of one click of a link with \`conversionTracking\` on, usually from your backend with an API key. \`clickId\` is the \`${CLICK_ID_PARAM}\` query parameter the link passed to your page (a signed id of the click: no other team's click can be named). \`eventId\` is your own id for the conversion and makes the call idempotent: the same eventId again answers 200 with the conversion recorded the first time and records nothing (the same eventId with another click, type, amount, currency or time answers 409). \`amount\` is an integer in the currency's minor unit (cents; yen for JPY), with \`currency\` (ISO 4217), for sales only. \`time\` defaults to now; a conversion counts on its click's date in analytics, within ${CONVERSION_WINDOW_DAYS} days of the click. The conversion carries its click's dimensions (link, campaign, tags, country, device, rule, variant…) into analytics. Sends \`conversion.created\` to the team's webhooks.`,
    tags: ['conversions'],
    body: conversionInputSchema,
    idempotent: true,
    responses: {
      201: ['Conversion recorded', conversionSchema],
      200: ['This eventId was recorded before: that conversion, nothing recorded again', conversionSchema],
    },
    errors: {
      400: `Bad input: a clickId that is not a ${CLICK_ID_PARAM} value, amount without currency (or on a lead), an unknown currency, a time before the click or in the future, a click more than ${CONVERSION_WINDOW_DAYS} days old`,
      404: "Click not found: the id does not verify, or its link is gone or another team's",
      409: 'This eventId was already used for a different conversion',
      429: 'Too many conversions this minute: 200 per user (all their API keys together) and 600 per team, every report counted (Retry-After: seconds until the next minute)',
    },
  },
});
