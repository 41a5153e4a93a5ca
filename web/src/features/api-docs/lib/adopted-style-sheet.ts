/**
 * Applies CSS given as text through the CSSOM (a constructable CSSStyleSheet adopted by the
 * document) until released: a `<style>` element would need 'unsafe-inline' in the CSP's
 * style-src, which the CSSOM does not. Answers the function that takes the sheet off again.
 */
export function adoptStyleSheet(css: string, doc: Document = document): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  return () => {
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}
