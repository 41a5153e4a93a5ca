import { useEffect, useId, useState, type FormEvent } from 'react';
import { displayUrl, normalizeUrl, type LinkHealthSettings } from '@kisa/shared';
import { Alert, Button, Card, TextField, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { checkLinkTarget } from '@/lib/short-links';
import { useCan } from '@/lib/use-can';
import { saveLinkHealthSettings, useLinkHealthSettings, useTeamMembers } from '../api/link-health';

/**
 * The team's destination-health settings: a default fallback URL (where visitors of a broken link
 * go when the link has none of its own) and the members told of a broken link besides the owners,
 * who always are. Owners and admins save them; everyone else reads them, the fields disabled.
 */
export function HealthSettingsCard() {
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
      toast('Link health settings saved.');
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'The settings could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const others = (members.data?.members ?? []).filter((m) => m.role !== 'owner');
  return (
    <Card aria-labelledby="health-settings-title">
      <div className="section-head">
        <div>
          <h2 id="health-settings-title">When a link breaks</h2>
          <p className="muted">
            Owners are always told by mail, once per incident. A link's own fallback URL (in its editor, Target tab) comes before the team's.
          </p>
        </div>
      </div>
      {settings.error ? (
        <LoadError title="The settings could not be loaded" source={settings} />
      ) : !settings.data ? (
        <SkeletonRows label="Loading the settings" columns={['60%']} rows={2} />
      ) : (
        <form onSubmit={submit} noValidate aria-label="Link health settings">
          {error && (
            <Alert tone="error" id={errorId}>
              {error}
            </Alert>
          )}
          <TextField
            label="Team fallback URL"
            name="fallbackUrl"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            placeholder="https://example.com/we-will-be-right-back"
            hint="While a link's destination is broken, its visitors go here instead, and back to the destination once it recovers. Empty: no fallback."
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
            <legend>Also tell by mail</legend>
            {others.length === 0 ? (
              <p className="muted">Nobody else: the team has no members besides its owners.</p>
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
              Save settings
            </Button>
          )}
        </form>
      )}
    </Card>
  );
}
