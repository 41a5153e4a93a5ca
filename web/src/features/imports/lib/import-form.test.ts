import { describe, expect, it } from 'vitest';
import { IMPORT_FILE_MAX_BYTES, IMPORT_MSG } from '@kisa/shared';
import { checkImportForm, importBody, problemsByField, type ImportFormValues } from './import-form';

const base: ImportFormValues = { source: 'bitly', token: '', apiUrl: '', file: null, domain: undefined, history: true };

describe('the new-import form', () => {
  it('asks each source for what it needs, in the API’s words', () => {
    expect(checkImportForm(base)).toEqual({ token: IMPORT_MSG.tokenRequired });
    expect(checkImportForm({ ...base, token: ' t ' })).toEqual({});
    expect(checkImportForm({ ...base, source: 'shlink', token: 'k' })).toEqual({ apiUrl: IMPORT_MSG.apiUrlRequired });
    expect(checkImportForm({ ...base, source: 'yourls', token: 'k', apiUrl: 'ftp://sho.rt' })).toEqual({ apiUrl: IMPORT_MSG.apiUrlInvalid });
    expect(checkImportForm({ ...base, source: 'kutt', token: 'k', apiUrl: 'not a url' })).toEqual({ apiUrl: IMPORT_MSG.apiUrlInvalid });
    expect(checkImportForm({ ...base, source: 'file' })).toEqual({ file: IMPORT_MSG.fileRequired });
  });

  it('refuses a file over 5 MB before reading it', () => {
    const file = (size: number) => ({ ...base, source: 'file' as const, file: { name: 'links.csv', size } });
    expect(checkImportForm(file(IMPORT_FILE_MAX_BYTES))).toEqual({});
    expect(checkImportForm(file(IMPORT_FILE_MAX_BYTES + 1))).toEqual({ file: IMPORT_MSG.fileTooLarge });
  });

  it('sends only what the source takes: no empty API URL, the domain only when chosen', () => {
    expect(importBody({ ...base, token: ' tok ', apiUrl: ' ' })).toEqual({ source: 'bitly', history: true, token: 'tok' });
    expect(importBody({ ...base, source: 'shlink', token: 'k', apiUrl: 'https://s.example/ ', domain: null, history: false })).toEqual({
      source: 'shlink',
      history: false,
      domain: null,
      token: 'k',
      apiUrl: 'https://s.example/',
    });
    expect(importBody({ ...base, source: 'file', file: { name: 'bağlantılar.csv', size: 3 }, domain: 'go.acme.test', token: 'ignored' }, 'code,url')).toEqual({
      source: 'file',
      history: true,
      domain: 'go.acme.test',
      file: { name: 'bağlantılar.csv', content: 'code,url' },
    });
  });

  it('puts a refusal’s problems under their fields, the rest about the form', () => {
    expect(problemsByField('Invalid request', [{ pointer: '/token', detail: IMPORT_MSG.tokenRequired, code: 'x' }])).toEqual({
      fields: { token: IMPORT_MSG.tokenRequired },
      form: null,
    });
    expect(problemsByField('Invalid request', [{ pointer: '/file/content', detail: IMPORT_MSG.fileTooLarge, code: 'x' }]).fields).toEqual({
      file: IMPORT_MSG.fileTooLarge,
    });
    expect(problemsByField('Invalid request', [{ pointer: '/history', detail: 'history must be true or false', code: 'x' }])).toEqual({
      fields: {},
      form: 'Invalid request',
    });
    expect(problemsByField(IMPORT_MSG.running, [])).toEqual({ fields: {}, form: IMPORT_MSG.running });
  });
});
