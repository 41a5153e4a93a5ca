import { useId, useState } from 'react';
import { useToast } from '@/components/ui';
import { teamsApi, useMyTeams, useReloadAll } from '../api/team';
import './team.css';
import { useT } from '@/lib/i18n';

/**
 * The header's team switcher: the caller's teams by name, the current one selected. Choosing
 * another makes it this session's team (and the next sign-in's) and reads every screen's data
 * again. Hidden while the person is in one team only: there is nothing to switch to.
 */
export function TeamSwitcher() {
  const t = useT();
  const teams = useMyTeams();
  const reloadAll = useReloadAll();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const items = teams.data?.items ?? [];
  if (items.length < 2) return null;
  const current = items.find((t) => t.current);

  async function choose(teamId: string) {
    if (teamId === current?.id) return;
    setBusy(true);
    try {
      await teamsApi.switchTo(teamId);
      await reloadAll();
    } catch (err) {
      toast((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="team-switcher">
      <label className="team-switcher__label" htmlFor={id}>
        {t('team.switcher')}
      </label>
      <select
        id={id}
        className="field__input team-switcher__select"
        value={current?.id ?? ''}
        disabled={busy}
        aria-busy={busy}
        onChange={(e) => void choose(e.target.value)}
      >
        {items.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
    </div>
  );
}
