/** The short code of a `/{code}` path: the single segment, URL-decoded ('' if malformed). */
export function shortCodeOf(rawPath: string | undefined): string {
  const segments = (rawPath ?? '').split('/').filter(Boolean);
  if (segments.length !== 1) return '';
  try {
    return decodeURIComponent(segments[0]!);
  } catch {
    return '';
  }
}
