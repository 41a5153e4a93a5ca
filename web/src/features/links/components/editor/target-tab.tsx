import { useRef, useState } from 'react';
import { displayUrl, normalizeUrl, type Link } from '@kisa/shared';
import { checkLinkTarget } from '@/lib/short-links';
import { TextField } from '@/components/ui';
import { useT } from '@/lib/i18n';
import { EditorForm } from './editor-form';
import { HealthNotice } from './health-notice';
import { useLinkSave } from './use-link-save';

/**
 * Target tab: where the short link points ('URL contains invalid characters'), its destination's
 * health, and the fallback URL visitors get while the destination is broken.
 */
export function TargetTab({ link }: { link: Link }) {
  const t = useT();
  const [target, setTarget] = useState(() => displayUrl(link.longUrl));
  const [fallback, setFallback] = useState(() => (link.fallbackUrl ? displayUrl(link.fallbackUrl) : ''));
  const s = useLinkSave<'longUrl' | 'fallbackUrl'>(link);
  const ref = useRef<HTMLInputElement>(null);
  const fallbackRef = useRef<HTMLInputElement>(null);

  function submit() {
    // The one URL rule: `www.…` and bare domains get https://, as in the create modal and bulk.
    // Stored serialized (punycode, percent-encoded), shown as people read it.
    const value = normalizeUrl(target);
    const shown = displayUrl(value);
    if (shown !== target) setTarget(shown);
    const message = checkLinkTarget(value);
    if (message) {
      s.reject(message, ['longUrl']);
      ref.current?.focus();
      return;
    }
    // Empty: no fallback of its own (the team's default applies, if it has one).
    const fallbackValue = fallback.trim() ? normalizeUrl(fallback) : null;
    const fallbackMessage = fallbackValue ? checkLinkTarget(fallbackValue) : null;
    if (fallbackMessage) {
      s.reject(fallbackMessage, ['fallbackUrl']);
      fallbackRef.current?.focus();
      return;
    }
    // Only what changed: an unchanged target is not screened again.
    void s.save({ ...(value !== link.longUrl ? { longUrl: value } : {}), fallbackUrl: fallbackValue }, (e) =>
      /fallback/i.test(e.message) ? ['fallbackUrl'] : ['longUrl'],
    );
  }

  return (
    <EditorForm title={t('editor.target.title')} intro={t('editor.target.intro')} {...s.panel} onSubmit={submit}>
      <TextField
        ref={ref}
        label={t('editor.target.label')}
        name="longUrl"
        type="text"
        inputMode="url"
        spellCheck={false}
        autoComplete="off"
        value={target}
        autoFocus
        placeholder="https://example.com/page"
        onBlur={() => setTarget((v) => displayUrl(normalizeUrl(v)))}
        {...s.field('longUrl', setTarget)}
      />
      <HealthNotice health={link.health} />
      <TextField
        ref={fallbackRef}
        label={t('editor.target.fallback')}
        name="fallbackUrl"
        type="text"
        inputMode="url"
        spellCheck={false}
        autoComplete="off"
        value={fallback}
        placeholder="https://example.com/we-will-be-right-back"
        hint={t('editor.target.fallbackHint')}
        onBlur={() => setFallback((v) => (v.trim() ? displayUrl(normalizeUrl(v)) : ''))}
        {...s.field('fallbackUrl', setFallback)}
      />
    </EditorForm>
  );
}
