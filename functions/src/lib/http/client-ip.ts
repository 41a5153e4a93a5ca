/**
 * The caller's address, for rate limits and visitor identity. Behind CloudFront (both
 * distributions) the origin only sees CloudFront's own address, so the viewer's comes from
 * `CloudFront-Viewer-Address`, a header CloudFront itself sets (overwriting any the client
 * sent); the local gateway plays CloudFront's part and does the same from the socket. Without
 * it, the address API Gateway saw. No other header (X-Forwarded-For, …) is believed: a client
 * writes those at will.
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
