import { useEffect, useId, useState, type FormEvent } from 'react';
import { displayUrl, normalizeUrl, type LinkHealthSettings } from '@kisa/shared';
import { Alert, Button, Card, TextField, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { checkLinkTarget } from '@/lib/short-links';
import { useCan } from '@/lib/use-can';
import { saveLinkHealthSettings, useLinkHealthSettings, useTeamMembers } from '../api/link-health';

/**
 * The team's destination-health settings: a default fallback URL (where visitors of a broken link
 * go when the link has none of its own) and the members told of a broken link besides the owners,
 * who always are. Owners and admins save them; everyone else reads them, the fields disabled.
 */
export function HealthSettingsCard() {
  const t = useT();
  const settings = useLinkHealthSettings();
  const canWrite = useCan('team:write');
  const members = useTeamMembers(true);
  const toast = useToast();
  const errorId = useId();
  const [fallback, setFallback] = useState('');
  const [notify, setNotify] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!settings.data) return;
    setFallback(settings.data.fallbackUrl ? displayUrl(settings.data.fallbackUrl) : '');
    setNotify(settings.data.notify);
  }, [settings.data]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = fallback.trim() ? normalizeUrl(fallback) : '';
    const message = value ? checkLinkTarget(value) : null;
    if (message) return setError(message);
    setError(null);
    setBusy(true);
    try {
      const body: LinkHealthSettings = { fallbackUrl: value || null, notify };
      const saved = await saveLinkHealthSettings(body);
      void settings.mutate(saved, { revalidate: false });
      toast(t('health.settings.saved'));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('health.settings.saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  const others = (members.data?.members ?? []).filter((m) => m.role !== 'owner');
  return (
    <Card aria-labelledby="health-settings-title">
      <div className="section-head">
        <div>
          <h2 id="health-settings-title">{t('health.settings.title')}</h2>
          <p className="muted">{t('health.settings.intro')}</p>
        </div>
      </div>
      {settings.error ? (
        <LoadError title={t('health.settings.loadError')} source={settings} />
      ) : !settings.data ? (
        <SkeletonRows label={t('health.settings.loading')} columns={['60%']} rows={2} />
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('health.settings.label')}>
          {error && (
            <Alert tone="error" id={errorId}>
              {error}
            </Alert>
          )}
          <TextField
            label={t('health.settings.fallback')}
            name="fallbackUrl"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            placeholder="https://example.com/we-will-be-right-back"
            hint={t('health.settings.fallbackHint')}
            value={fallback}
            disabled={!canWrite || busy}
            error={!!error}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setFallback(e.target.value);
              setError(null);
            }}
          />
          <fieldset className="health-settings__notify">
            <legend>{t('health.settings.notify')}</legend>
            {others.length === 0 ? (
              <p className="muted">{t('health.settings.nobody')}</p>
            ) : (
              others.map((m) => (
                <label key={m.id} className="health-settings__check">
                  <input
                    type="checkbox"
                    checked={notify.includes(m.id)}
                    disabled={!canWrite || busy}
                    onChange={(e) => setNotify((ids) => (e.target.checked ? [...ids, m.id] : ids.filter((id) => id !== m.id)))}
                  />{' '}
                  {m.name} ({m.email})
                </label>
              ))
            )}
          </fieldset>
          {canWrite && (
            <Button type="submit" loading={busy}>
              {t('health.settings.save')}
            </Button>
          )}
        </form>
      )}
    </Card>
  );
}
