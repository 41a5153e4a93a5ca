import { useRef, useState, type KeyboardEvent } from 'react';
import { PageHeader, SettingsTabs } from '@/components/layout';
import { Card } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { useT } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useMe } from '@/lib/use-me';
import { useTeam } from '../api/team';
import { ApiKeysSection } from './api-keys-section';
import { MembersTable, MembersTableSkeleton, RoleBadge } from './members-table';
import { PlanCard } from './plan-card';
import { LanguageForm, NameForm, PasswordForm } from './profile-forms';
import './team.css';

const PILLS = [
  { id: 'users', label: 'settings.pill.users' },
  { id: 'plan', label: 'settings.pill.plan' },
] as const;
type Pill = (typeof PILLS)[number]['id'];

/**
 * /e/settings: the Profile / Team Management / Plan tabs the team and plan screens have (the
 * same SettingsTabs, Profile current), then your profile, the pills 'User Management' and 'Plan'
 * (spec: Settings) and your API keys. The profile changes one's own name and password.
 */
export function SettingsPage() {
  const local = useUser();
  const { data: me } = useMe();
  const user = me ?? local;
  const [pill, setPill] = useState<Pill>('users');
  const t = useT();
  const tabs = useRef<Partial<Record<Pill, HTMLButtonElement | null>>>({});

  function onKeyDown(e: KeyboardEvent) {
    const i = PILLS.findIndex((p) => p.id === pill);
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % PILLS.length
        : e.key === 'ArrowLeft'
          ? (i + PILLS.length - 1) % PILLS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? PILLS.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    const id = PILLS[next]!.id;
    setPill(id);
    tabs.current[id]?.focus();
  }

  return (
    <div className="page">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <SettingsTabs />
      <div className="settings-grid">
        {user && (
          <Card role="region" aria-labelledby="profile-title">
            <div className="section-head">
              <h2 id="profile-title">{t('settings.profile')}</h2>
            </div>
            <dl className="profile-list">
              <dt>{t('settings.name')}</dt>
              <dd>{user.name}</dd>
              <dt>{t('settings.email')}</dt>
              <dd>{user.email}</dd>
              <dt>{t('settings.teamRole')}</dt>
              <dd>
                <RoleBadge role={user.teamRole} />
              </dd>
              <dt>{t('settings.plan')}</dt>
              <dd>{user.plan}</dd>
            </dl>
            <NameForm name={user.name} />
            <LanguageForm />
            <PasswordForm />
          </Card>
        )}

        <div>
          <div className="pills" role="tablist" aria-label={t('settings.sections')} onKeyDown={onKeyDown}>
            {PILLS.map((p) => (
              <button
                key={p.id}
                ref={(el) => {
                  tabs.current[p.id] = el;
                }}
                type="button"
                role="tab"
                id={`pill-${p.id}`}
                aria-selected={pill === p.id}
                aria-controls={`panel-${p.id}`}
                tabIndex={pill === p.id ? 0 : -1}
                className="pill"
                onClick={() => setPill(p.id)}
              >
                {t(p.label)}
              </button>
            ))}
          </div>
          <div id={`panel-${pill}`} role="tabpanel" aria-labelledby={`pill-${pill}`} style={{ marginTop: 'var(--space-4)' }}>
            {pill === 'users' ? <UserManagement /> : <PlanCard />}
          </div>
        </div>

        <ApiKeysSection />
      </div>
    </div>
  );
}

function UserManagement() {
  const team = useTeam();
  const t = useT();
  if (!team.data && team.error) {
    return <LoadError title={t('settings.teamLoadError')} source={team} />;
  }
  return (
    <Card padded={false} className="team-card" aria-busy={!team.data}>
      {team.data ? <MembersTable members={team.data.members} caption={t('settings.teamMembers')} /> : <MembersTableSkeleton />}
    </Card>
  );
}
