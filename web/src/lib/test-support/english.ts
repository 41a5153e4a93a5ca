import { expect } from 'vitest';

// Web unit tests render components outside the app's I18nProvider: they read English, shown here
// (vitest setupFiles; other workspaces' tests skip it).
if (expect.getState().testPath?.includes('/web/src/')) {
  const { showLanguageNow } = await import('./language');
  showLanguageNow('en');
}
