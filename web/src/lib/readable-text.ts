/**
 * The words a reader gets from rendered markup (`renderToStaticMarkup` in the components' unit
 * tests): tags out, entities decoded, white space collapsed.
 */
export const readableText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
