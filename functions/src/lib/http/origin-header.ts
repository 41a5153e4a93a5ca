/**
 * The request header that proves a request came through CloudFront: the app distribution adds
 * it to every request it sends the HTTP API (an origin custom header, which also replaces any
 * header of that name a viewer sent), with the origin secret as its value; locally the gateway,
 * playing CloudFront, does the same. Checked once per request by middleware/from-cloudfront.ts.
 * A module of its own, with no imports, so the CDK app and the local gateway can name it too.
 */
export const ORIGIN_SECRET_HEADER = 'x-origin-verify';
