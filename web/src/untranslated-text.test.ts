import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { needsTranslation, untranslatedTexts } from './untranslated-text';

/**
 * No screen shows text that bypasses the catalog: JSX text and the shown string props
 * (aria-label, placeholder, title, label, hint…) of every component go through `t(...)`.
 * Screens still being moved to the catalog are listed (PENDING); the list only shrinks: a listed
 * file with nothing left to translate fails too, so it is taken off. The Chromium walk
 * (web/e2e/languages.test.ts) checks what is shown in Turkish.
 */
const src = dirname(fileURLToPath(import.meta.url));

/** Other features' screens, being built now in their own folders; translated once they land. */
const OTHER_LANES = ['features/shares/', 'features/link-health/'];

/** Screens not yet moved to the catalog (each still shows English in Turkish). */
const PENDING = new Set([
  'features/admin/components/admin-dashboard-page.tsx',
  'features/admin/components/admin-list-card.tsx',
  'features/admin/components/admin-tabs.tsx',
  'features/admin/components/blocklist-panel.tsx',
  'features/admin/components/cursor-pager.tsx',
  'features/admin/components/moderation-log.tsx',
  'features/admin/components/moderation-queue.tsx',
  'features/analytics/components/choices-panel.tsx',
  'features/analytics/components/freshness-note.tsx',
  'features/analytics/components/lazy-charts.tsx',
  'features/analytics/components/links-panel.tsx',
  'features/analytics/components/ranking-panel.tsx',
  'features/analytics/components/source-panel.tsx',
  'features/analytics/components/tags-panel.tsx',
  'features/api-docs/components/api-reference-page.tsx',
  'features/api-docs/components/first-request-guide.tsx',
  'features/audit/components/audit-log-page.tsx',
  'features/campaigns/components/bulk-page.tsx',
  'features/campaigns/components/bulk-progress.tsx',
  'features/campaigns/components/campaign-clicks.tsx',
  'features/campaigns/components/campaign-links.tsx',
  'features/campaigns/components/campaign-page.tsx',
  'features/campaigns/components/skipped-lines.tsx',
  'features/domains/components/add-domain-form.tsx',
  'features/domains/components/copy-button.tsx',
  'features/domains/components/dns-records.tsx',
  'features/domains/components/domain-card.tsx',
  'features/domains/components/domain-settings-form.tsx',
  'features/domains/components/domains-page.tsx',
  'features/domains/components/remove-domain-text.tsx',
  'features/domains/components/status-badge.tsx',
  'features/imports/components/file-fields.tsx',
  'features/imports/components/import-domains.tsx',
  'features/imports/components/import-preview.tsx',
  'features/imports/components/import-progress.tsx',
  'features/imports/components/import-report.tsx',
  'features/imports/components/imports-page.tsx',
  'features/imports/components/new-import-form.tsx',
  'features/imports/components/past-imports.tsx',
  'features/imports/components/source-picker.tsx',
  'features/links/components/alias-field.tsx',
  'features/links/components/edit-link-page.tsx',
  'features/links/components/editor/alias-tab.tsx',
  'features/links/components/editor/card-fields.tsx',
  'features/links/components/editor/experiment/auto-promote-fields.tsx',
  'features/links/components/editor/experiment/experiment-panel.tsx',
  'features/links/components/editor/experiment/experiment-results.tsx',
  'features/links/components/editor/experiment/last-promotion.tsx',
  'features/links/components/editor/experiment/promote-dialog.tsx',
  'features/links/components/editor/experiment/variant-card.tsx',
  'features/links/components/editor/experiment/variant-form.tsx',
  'features/links/components/editor/expiration-tab.tsx',
  'features/links/components/editor/health-notice.tsx',
  'features/links/components/editor/lazy-panel-tab.tsx',
  'features/links/components/editor/link-header.tsx',
  'features/links/components/editor/mobile-tab.tsx',
  'features/links/components/editor/password-tab.tsx',
  'features/links/components/editor/preview-tab.tsx',
  'features/links/components/editor/qr-tab.tsx',
  'features/links/components/editor/tab-nav.tsx',
  'features/links/components/editor/target-tab.tsx',
  'features/links/components/editor/targeting/rule-card.tsx',
  'features/links/components/editor/targeting/targeting-panel.tsx',
  'features/links/components/editor/title-tab.tsx',
  'features/links/components/editor/utm-tab.tsx',
  'features/links/components/insight-page.tsx',
  'features/links/components/link-page.tsx',
  'features/links/components/moderation-notice.tsx',
  'features/links/components/qr-canvas.tsx',
  'features/qr/components/qr-code-page.tsx',
  'features/qr/components/qr-result-modal.tsx',
  'features/qr/components/qr-type-tabs.tsx',
  'features/redirect/components/report-page.tsx',
  'features/security/components/passkeys-card.tsx',
  'features/security/components/passkeys-row.tsx',
  'features/security/components/security-page.tsx',
  'features/security/components/sessions-card.tsx',
  'features/security/components/totp-card.tsx',
  'features/security/components/totp-reauth-dialog.tsx',
  'features/security/components/totp-recovery-codes.tsx',
  'features/security/components/totp-setup.tsx',
  'features/sso/components/saml-settings-fields.tsx',
  'features/sso/components/sso-settings-page.tsx',
  'features/tags/components/colour-choice.tsx',
  'features/tags/components/tag-form.tsx',
  'features/tags/components/tags-page.tsx',
  'features/team/components/api-key-create-dialog.tsx',
  'features/team/components/end-member-sessions.tsx',
  'features/team/components/invitations-banner.tsx',
  'features/team/components/invite-page.tsx',
  'features/team/components/plan-page.tsx',
  'features/webhooks/components/deliveries.tsx',
  'features/webhooks/components/endpoint-card.tsx',
  'features/webhooks/components/endpoint-form.tsx',
  'features/webhooks/components/secret-dialog.tsx',
  'features/webhooks/components/webhooks-page.tsx',
]);

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return components(p);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [p] : [];
  });
}

const files = components(src).map((p) => ({ path: relative(src, p).split(sep).join('/'), source: readFileSync(p, 'utf8') }));
const checked = files.filter((f) => !OTHER_LANES.some((lane) => f.path.startsWith(lane)));

describe('text shown on screens', () => {
  it('tells words to translate from numbers, symbols, code and names', () => {
    expect(untranslatedTexts('x.tsx', '<p title="Save it">Hello {name}</p>').map((u) => u.text)).toEqual(['Save it', 'Hello']);
    expect(untranslatedTexts('x.tsx', '<p aria-label={t("x")}>{t("y")} · 42 — Kisa</p>')).toEqual([]);
    for (const text of ['https://example.com/a', 'go.example.com', 'you@company.com', '{id}', '12 / 34', 'QR', 'CSV', 'Kisa'])
      expect(needsTranslation(text), text).toBe(false);
    for (const text of ['Cancel', 'Kisa home', 'No tag matches', 'Ülke']) expect(needsTranslation(text), text).toBe(true);
  });

  it('goes through the catalog in every screen but the pending ones', () => {
    const bypassing = checked
      .filter((f) => !PENDING.has(f.path))
      .flatMap((f) => untranslatedTexts(f.path, f.source).map((u) => `${f.path}:${u.line} "${u.text}"`));
    expect(bypassing, 'texts shown without t(...): add them to the catalogs (shared/src/i18n/catalogs)').toEqual([]);
  });

  it('lists as pending only screens that still have text to move (the list only shrinks)', () => {
    const paths = new Set(checked.map((f) => f.path));
    const done = [...PENDING].filter((p) => !paths.has(p) || untranslatedTexts(p, files.find((f) => f.path === p)!.source).length === 0);
    expect(done, 'translated or gone: take them off PENDING').toEqual([]);
  });
});
