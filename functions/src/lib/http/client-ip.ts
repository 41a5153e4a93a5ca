/**
 * The caller's address, for rate limits and visitor identity. Behind CloudFront (both
 * distributions) the origin only sees CloudFront's own address, so the viewer's comes from
 * `CloudFront-Viewer-Address`, a header CloudFront itself sets (overwriting any the client
 * sent; named in both distributions' origin request policies); the local gateway plays
 * CloudFront's part and does the same from the socket. Without it, the address API Gateway
 * saw. No other header (X-Forwarded-For, …) is believed: a client writes those at will.
 *
 * The header is believed only because nothing but CloudFront reaches the code that calls this:
 * the API's middleware chain refuses every request that lacks the origin secret CloudFront adds
 * (middleware/from-cloudfront.ts, before any operation runs), and the redirect's Function URL
 * takes only requests CloudFront signed (OAC, AWS_IAM auth). A direct caller of the API's
 * execute-api endpoint, who could write this header, gets a 403 and is never counted.
 */
export function clientIp(headers: Record<string, string | undefined>, sourceIp: string | undefined): string {
  return viewerIp(headers['cloudfront-viewer-address']) ?? sourceIp ?? '';
}

/**
 * CloudFront-Viewer-Address is `ip:port` (IPv6 too: `2001:db8::1:443`): the IP is
 * everything before the last colon.
 */
export function viewerIp(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const colon = address.lastIndexOf(':');
  return colon > 0 ? address.slice(0, colon) : address;
}
