import { useEffect, useState, type FormEvent } from 'react';
import { MSG, SSO_DEFAULT_ROLES, type SsoDefaultRole, type SsoDomainStatus, type SsoProtocol, type SsoSettings } from '@kisa/shared';
import { PageHeader, SettingsTabs } from '@/components/layout';
import { Alert, Button, Card, TextField } from '@/components/ui';
import { CopyButton } from '@/components/ui/copy-button';
import { TextArea } from '@/components/ui/text-area';
import { apiKey } from '@/lib/api-calls';
import { useT } from '@/lib/i18n';
import { richText } from '@/lib/i18n-rich';
import { useApi } from '@/lib/use-api';
import { useCan } from '@/lib/use-can';
import { ssoApi, useSsoSettings } from '../api/sso';
import { SamlSettingsFields, samlFieldsValue, samlSettingsInput, type SamlFieldsValue } from './saml-settings-fields';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : MSG.unknownError);

interface OidcValue {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

interface FormValue {
  protocol: SsoProtocol;
  oidc: OidcValue;
  saml: SamlFieldsValue;
  domains: string;
  enforced: boolean;
  breakGlassUserIds: string[];
  defaultRole: SsoDefaultRole;
}

function formOf(settings: SsoSettings | undefined): FormValue {
  const c = settings?.config;
  return {
    protocol: c?.protocol ?? 'oidc',
    oidc: { issuer: c?.oidc?.issuer ?? '', clientId: c?.oidc?.clientId ?? '', clientSecret: '' },
    saml: samlFieldsValue(c),
    domains: (c?.domains ?? []).map((d) => d.domain).join('\n'),
    enforced: c?.enforced ?? false,
    breakGlassUserIds: c?.breakGlassUserIds ?? [],
    defaultRole: c?.defaultRole ?? 'member',
  };
}

/**
 * /e/sso (Settings → Single sign-on, owners): the team's identity provider (OpenID Connect or
 * SAML) and the addresses to give it, the e-mail domains routed to it with the DNS TXT record
 * each needs and "Verify", enforcement with the owners who keep their password (break-glass),
 * and the role of people who join through it.
 */
export function SsoSettingsPage() {
  const t = useT();
  const allowed = useCan('sso:write');
  const settings = useSsoSettings(allowed);
  const team = useApi(allowed ? apiKey('/api/team') : null);
  const [form, setForm] = useState<FormValue>(() => formOf(undefined));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [domainNotes, setDomainNotes] = useState<Record<string, string>>({});

  useEffect(() => {
    if (settings.data) setForm(formOf(settings.data));
  }, [settings.data]);

  if (!allowed) {
    return (
      <>
        <PageHeader title={t('sso.title')} />
        <SettingsTabs />
        <Alert tone="info">{t('sso.ownersOnly')}</Alert>
      </>
    );
  }

  const data = settings.data;
  const owners = (team.data?.members ?? []).filter((m) => m.role === 'owner');
  const set = (patch: Partial<FormValue>) => setForm((f) => ({ ...f, ...patch }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    setNotice(null);
    try {
      const saved = await ssoApi.save({
        protocol: form.protocol,
        ...(form.protocol === 'oidc'
          ? {
              oidc: {
                issuer: form.oidc.issuer.trim(),
                clientId: form.oidc.clientId.trim(),
                ...(form.oidc.clientSecret ? { clientSecret: form.oidc.clientSecret } : {}),
              },
            }
          : { saml: samlSettingsInput(form.saml) }),
        domains: form.domains
          .split(/[\s,]+/)
          .map((d) => d.trim())
          .filter(Boolean),
        enforced: form.enforced,
        breakGlassUserIds: form.breakGlassUserIds,
        defaultRole: form.defaultRole,
      });
      await settings.mutate(saved, { revalidate: false });
      setNotice(t('sso.saved'));
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setSaving(false);
    }
  }

  async function turnOff() {
    setProblem(null);
    try {
      setNotice((await ssoApi.remove()).message);
      await settings.mutate();
    } catch (error) {
      setProblem(messageOf(error));
    }
  }

  async function verify(domain: SsoDomainStatus) {
    try {
      const checked = await ssoApi.verifyDomain(domain.domain);
      setDomainNotes((n) => ({ ...n, [domain.domain]: checked.message }));
      if (checked.domain.verified) await settings.mutate();
    } catch (error) {
      setDomainNotes((n) => ({ ...n, [domain.domain]: messageOf(error) }));
    }
  }

  return (
    <>
      <PageHeader title={t('sso.title')} description={t('sso.description')} />
      <SettingsTabs />
      {settings.error && <Alert tone="error">{messageOf(settings.error)}</Alert>}
      {problem && <Alert tone="error">{problem}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      <form className="form sso-settings" onSubmit={save}>
        <Card>
          <fieldset>
            <legend>{t('sso.protocol')}</legend>
            {(['oidc', 'saml'] as const).map((protocol) => (
              <label key={protocol} className="import-radio">
                <input type="radio" name="sso-protocol" value={protocol} checked={form.protocol === protocol} onChange={() => set({ protocol })} />
                {protocol === 'oidc' ? 'OpenID Connect' : 'SAML 2.0'}
              </label>
            ))}
          </fieldset>
          {form.protocol === 'oidc' && data && (
            <>
              <p className="field__hint">
                {t('sso.oidc.register')}
                <span className="mono">{data.oidcRedirectUrl}</span>{' '}
                <CopyButton text={data.oidcRedirectUrl} label={t('sso.oidc.copyRedirect')} copiedMessage={t('sso.oidc.redirectCopied')} />
              </p>
              <TextField
                label={t('sso.oidc.issuer')}
                type="url"
                value={form.oidc.issuer}
                placeholder="https://idp.example.com"
                onChange={(e) => set({ oidc: { ...form.oidc, issuer: e.target.value } })}
              />
              <TextField
                label={t('sso.oidc.clientId')}
                value={form.oidc.clientId}
                onChange={(e) => set({ oidc: { ...form.oidc, clientId: e.target.value } })}
              />
              <TextField
                label={t('sso.oidc.clientSecret')}
                type="password"
                autoComplete="off"
                value={form.oidc.clientSecret}
                hint={data.config?.oidc?.clientSecretSet ? t('sso.oidc.secretSaved') : undefined}
                onChange={(e) => set({ oidc: { ...form.oidc, clientSecret: e.target.value } })}
              />
            </>
          )}
          {form.protocol === 'saml' && data && (
            <SamlSettingsFields value={form.saml} onChange={(saml) => set({ saml })} addresses={data} saved={data.config?.saml} disabled={saving} />
          )}
        </Card>

        <Card>
          <TextArea label={t('sso.domains')} hint={t('sso.domainsHint')} rows={3} value={form.domains} onChange={(e) => set({ domains: e.target.value })} />
          {(data?.config?.domains ?? []).length > 0 && (
            <ul className="sso-domains">
              {data!.config!.domains.map((d) => (
                <li key={d.domain}>
                  <strong>{d.domain}</strong> {d.verified ? t('sso.domain.verified') : t('sso.domain.notVerified')}
                  {!d.verified && d.txtValue && (
                    <>
                      <p className="field__hint">
                        {richText(t, 'sso.domain.addTxt', {
                          name: <span className="mono">{d.txtName}</span>,
                          value: <span className="mono">{d.txtValue}</span>,
                        })}{' '}
                        <CopyButton text={d.txtValue} label={t('sso.domain.copyTxt', { domain: d.domain })} copiedMessage={t('sso.domain.txtCopied')} />
                      </p>
                      <Button variant="secondary" onClick={() => void verify(d)}>
                        {t('sso.domain.verify', { domain: d.domain })}
                      </Button>
                    </>
                  )}
                  {domainNotes[d.domain] && <p role="status">{domainNotes[d.domain]}</p>}
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card>
          <label className="check">
            <input type="checkbox" checked={form.enforced} onChange={(e) => set({ enforced: e.target.checked })} /> {t('sso.require')}
          </label>
          {form.enforced && (
            <fieldset>
              <legend>{t('sso.breakGlass')}</legend>
              {owners.map((o) => (
                <label key={o.id} className="check">
                  <input
                    type="checkbox"
                    checked={form.breakGlassUserIds.includes(o.id)}
                    onChange={(e) =>
                      set({ breakGlassUserIds: e.target.checked ? [...form.breakGlassUserIds, o.id] : form.breakGlassUserIds.filter((id) => id !== o.id) })
                    }
                  />{' '}
                  {o.name} ({o.email})
                </label>
              ))}
            </fieldset>
          )}
          <label className="field">
            <span className="field__label">{t('sso.defaultRole')}</span>
            <select value={form.defaultRole} onChange={(e) => set({ defaultRole: e.target.value as SsoDefaultRole })}>
              {SSO_DEFAULT_ROLES.map((r) => (
                <option key={r} value={r}>
                  {r === 'member' ? t('sso.role.member') : t('sso.role.viewer')}
                </option>
              ))}
            </select>
          </label>
        </Card>

        <div className="form-actions">
          <Button type="submit" loading={saving}>
            {t('sso.save')}
          </Button>
          {data?.config && (
            <Button variant="secondary" onClick={() => void turnOff()}>
              {t('sso.turnOff')}
            </Button>
          )}
        </div>
      </form>
    </>
  );
}
