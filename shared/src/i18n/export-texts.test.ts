import { describe, expect, it } from 'vitest';
import { IMPORT_SKIP_REASONS } from '../imports.js';
import { translate } from './translate.js';

describe('words of the files the server makes', () => {
  it('an import mapping file’s skip reasons read in English as IMPORT_SKIP_REASONS says them, and in Turkish', () => {
    for (const [reason, text] of Object.entries(IMPORT_SKIP_REASONS)) {
      expect(translate('en', 'export.mapping.skip', { reason })).toBe(text);
      const turkish = translate('tr', 'export.mapping.skip', { reason });
      expect(turkish, reason).not.toBe('');
      expect(turkish, reason).not.toBe(text);
    }
    expect(translate('tr', 'export.mapping.outcome', { outcome: 'alreadyImported' })).toBe('zaten içe aktarılmıştı');
  });
});
