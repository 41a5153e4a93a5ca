import { PageHeader, SettingsTabs } from '@/components/layout';
import { useT } from '@/lib/i18n';
import { SessionsCard } from './sessions-card';
import { PasskeysCard } from './passkeys-card';
import { TotpCard } from './totp-card';
import './security.css';

/**
 * /e/security (Settings → Security): how one signs in and where one is signed in. Each card is
 * its own component in this feature (sessions; second factors; passkeys), one line each here.
 */
export function SecurityPage() {
  const t = useT();
  return (
    <div className="page">
      <PageHeader title={t('security.title')} description={t('security.description')} />
      <SettingsTabs />
      <div className="security-cards">
        {/* Cards: second factor (TOTP + recovery codes), passkeys, sessions — one component each. */}
        <TotpCard />
        <PasskeysCard />
        <SessionsCard />
      </div>
    </div>
  );
}
