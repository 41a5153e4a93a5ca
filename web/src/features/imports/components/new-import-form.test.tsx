import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMPORT_FILE_COLUMNS, IMPORT_SOURCES, type ImportSourceId } from '@kisa/shared';
import { readableText } from '@/lib/readable-text';
import { NEW_IMPORT, NewImportForm } from './new-import-form';

const noop = () => {};
const form = (source: ImportSourceId) =>
  renderToStaticMarkup(<NewImportForm state={{ ...NEW_IMPORT, values: { ...NEW_IMPORT.values, source } }} onChange={noop} onCreated={noop} />);

describe('the new-import form', () => {
  it('offers every source as a radio in one labelled group', () => {
    const html = form('bitly');
    expect(html).toContain('<legend class="field__label">Import from</legend>');
    expect(html.match(/<input[^>]*type="radio"[^>]*name="import-source"/g)).toHaveLength(IMPORT_SOURCES.length);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="bitly"/);
  });

  it('asks an API source for its token (hidden, not remembered, never stored) and hides the default API URL under Advanced', () => {
    const html = form('bitly');
    const token = /<label class="field__label" for="[^"]+">Access token<\/label>(<input[^>]*>)/.exec(html)?.[1];
    expect(token).toContain('type="password"');
    expect(token).toContain('autoComplete="off"');
    expect(readableText(html)).toContain('Used for this import only, never stored after it.');
    expect(readableText(html)).toContain('Advanced: enterprise or self-hosted endpoint');
    expect(html).toContain('placeholder="https://api-ssl.bitly.com/v4"');
    expect(html).toMatch(/aria-expanded="false"/);
  });

  it('requires the API URL of a self-hosted source in plain sight', () => {
    const html = form('shlink');
    expect(html).not.toContain('Advanced: enterprise');
    expect(html).toMatch(/>API URL<\/label><input[^>]*required=""/);
  });

  it('takes a file with its columns listed and a sample, and no token', () => {
    const html = form('file');
    expect(html).toContain('type="file"');
    expect(html).not.toContain('type="password"');
    expect(readableText(html)).toContain(IMPORT_FILE_COLUMNS.join(', '));
    expect(readableText(html)).toContain('Download sample CSV');
  });

  it('says when a source has no history to bring', () => {
    const history = (source: ImportSourceId) => /<input[^>]*type="checkbox"[^>]*>/.exec(form(source))?.[0];
    expect(history('rebrandly')).toContain('disabled=""');
    expect(history('rebrandly')).not.toContain('checked=""');
    expect(history('dub')).toContain('checked=""');
    expect(readableText(form('rebrandly'))).toContain('Rebrandly has no click history to bring');
  });
});
