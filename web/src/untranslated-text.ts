import ts from 'typescript';

/**
 * Finds text a screen would show without going through the catalog: JSX text, and string
 * literals given to the attributes and props that are shown or read aloud (aria-label, placeholder,
 * title, alt, and the app's label/hint/description/subtitle/caption props). Text with no letters
 * (numbers, symbols), code-like tokens (URLs, hosts, addresses, `{id}`) and the product's names
 * (BRANDS) are not words to translate. Used by untranslated-text.test.ts.
 */

const SHOWN_PROPS = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label', 'hint', 'description', 'subtitle', 'caption', 'emptyText', 'errorTitle']);

/** Names and terms that read the same in every language Kisa speaks. */
const BRANDS = new Set(
  [
    'Kisa',
    'QR',
    'URL',
    'URLs',
    'UTM',
    'API',
    'CSV',
    'TXT',
    'XLSX',
    'JSON',
    'SSO',
    'SAML',
    'OIDC',
    'OpenID',
    'IP',
    'OS',
    'ID',
    'DNS',
    'CNAME',
    'HTTPS',
    'HTTP',
    'TLS',
    'iOS',
    'Android',
    'Bitly',
    'Rebrandly',
    'Short.io',
    'Dub',
    'Kutt',
    'Shlink',
    'YOURLS',
    'Wi-Fi',
    'WPA',
    'WPA2',
    'WEP',
    'SMS',
    'vCard',
    'SVG',
    'PNG',
    'Slack',
    'Webhooks',
    'English',
    'Türkçe',
  ].map((w) => w.toLowerCase()),
);

export interface UntranslatedText {
  line: number;
  text: string;
}

const hasLetter = (s: string) => /\p{L}/u.test(s);

/** Whether `text` is something to translate (words of a language), not a number, symbol, code or name. */
export function needsTranslation(raw: string): boolean {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!hasLetter(text)) return false;
  // One token that looks like code: a URL, host, address, path, placeholder or key.
  if (!/\s/.test(text) && /[./@:_{}=#\\]|^[a-z]+[A-Z]/.test(text)) return false;
  const words = text.split(/[\s,;:!?()[\]"'“”‘’…·—–/+&|]+/).filter(hasLetter);
  return !words.every((w) => BRANDS.has(w.toLowerCase()) || /^[\p{Lu}\d-]{1,3}$/u.test(w));
}

/** Every untranslated text of one TSX source, with its line. */
export function untranslatedTexts(fileName: string, source: string): UntranslatedText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: UntranslatedText[] = [];
  const add = (node: ts.Node, text: string) => {
    if (needsTranslation(text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.replace(/\s+/g, ' ').trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text);
    else if (ts.isJsxAttribute(node) && SHOWN_PROPS.has(node.name.getText(file)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) add(init, init.text);
      else if (ts.isJsxExpression(init) && init.expression && (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression)))
        add(init, init.expression.text);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteral(node.expression) && ts.isJsxElement(node.parent))
      add(node, node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
