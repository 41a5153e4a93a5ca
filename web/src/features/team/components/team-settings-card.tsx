import { useEffect, useState, type FormEvent } from 'react';
import { checkTeamName, type TeamSettings } from '@kisa/shared';
import { Alert, Button, Card, TextField, useToast } from '@/components/ui';
import { Switch } from '@/components/ui/switch';
import { useCan } from '@/lib/use-can';
import { teamsApi } from '../api/team';
import { useT } from '@/lib/i18n';

/**
 * Team settings: the name, whether viewers may export the visitor log, whether every member needs
 * a second factor (members without one may then only set one up). Owners and admins change them;
 * everyone else sees them.
 */
export function TeamSettingsCard({ settings, onSaved }: { settings: TeamSettings; onSaved: () => void }) {
  const t = useT();
  const mayChange = useCan('team:write');
  const toast = useToast();
  const [values, setValues] = useState(settings);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setValues(settings), [settings]);

  async function save(e: FormEvent) {
    e.preventDefault();
    const problem = checkTeamName(values.name);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      await teamsApi.saveSettings({ ...values, name: values.name.trim() });
      toast('Team settings saved.');
      onSaved();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="team-settings">
      <h2 className="card__title">{t('teamSettings.title')}</h2>
      <form className="team-settings__form" noValidate onSubmit={save} aria-busy={busy}>
        {error && (
          <Alert id="team-settings-error" tone="error">
            {error}
          </Alert>
        )}
        <TextField
          label={t('teamSettings.name')}
          value={values.name}
          disabled={!mayChange}
          error={!!error}
          aria-describedby={error ? 'team-settings-error' : undefined}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
        />
        <Switch
          label={t('teamSettings.viewersExport')}
          hint={t('teamSettings.viewersExportHint')}
          checked={values.viewersExportVisitors}
          disabled={!mayChange}
          onChange={(viewersExportVisitors) => setValues({ ...values, viewersExportVisitors })}
        />
        <Switch
          label={t('teamSettings.secondFactor')}
          hint={t('teamSettings.secondFactorHint')}
          checked={values.secondFactorRequired}
          disabled={!mayChange}
          onChange={(secondFactorRequired) => setValues({ ...values, secondFactorRequired })}
        />
        {mayChange && (
          <div className="team-settings__actions">
            <Button type="submit" loading={busy}>
              {t('teamSettings.save')}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
