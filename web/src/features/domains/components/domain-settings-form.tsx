import { useRef, useState, type FormEvent } from 'react';
import type { Domain } from '@kisa/shared';
import { Alert, Button, TextField, useToast } from '@/components/ui';
import { TextArea } from '@/components/ui/text-area';
import { translateNow, useT } from '@/lib/i18n';
import { useFormError } from '@/lib/use-form';
import { checkDomainSettings, settingsPatch, settingsValues, SETTINGS_FIELDS, type SettingsField, type SettingsValues } from '../lib/domain-settings';
import { domainLabel } from '../lib/domain-text';
import { domainsApi } from '../api/domains';

/** The start of each file a domain serves, as its field's placeholder: file contents, the same in every language. */
const FILE_SAMPLES = {
  robotsTxt: 'User-agent: *\nDisallow:',
  appleAppSiteAssociation: '{"applinks": {"details": []}}',
  assetLinks: '[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {}}]',
};

/** Each page a domain serves: its label and what it is for, in the language shown (file names stay as they are). */
export function settingsFieldText(field: SettingsField, label: string): { label: string; hint: string } {
  const t = translateNow;
  switch (field) {
    case 'rootUrl':
      return { label: t('domains.settings.rootUrl'), hint: t('domains.settings.rootUrlHint', { host: label }) };
    case 'notFoundUrl':
      return { label: t('domains.settings.notFoundUrl'), hint: t('domains.settings.notFoundUrlHint', { host: label }) };
    case 'robotsTxt':
      return { label: 'robots.txt', hint: t('domains.settings.robotsTxtHint', { host: label }) };
    case 'appleAppSiteAssociation':
      return { label: 'apple-app-site-association', hint: t('domains.settings.aasaHint') };
    case 'assetLinks':
      return { label: 'assetlinks.json', hint: t('domains.settings.assetLinksHint') };
  }
}

/**
 * An owner's form for the pages a domain serves itself. Checked in the browser with the
 * server's rules and messages (each field says what is wrong with it, the first is focused),
 * then only the changed fields are sent; the server's refusal is shown above the fields.
 */
export function DomainSettingsForm({ domain, onSaved }: { domain: Domain; onSaved: (domain: Domain) => void }) {
  const t = useT();
  const toast = useToast();
  const label = domainLabel(domain.host);
  const [values, setValues] = useState<SettingsValues>(() => settingsValues(domain));
  const { errors, formError, show, fail, fieldChanged } = useFormError<SettingsField>();
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<SettingsField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const change = (field: SettingsField) => (e: { target: { value: string } }) => {
    const v = e.target.value;
    setValues((prev) => ({ ...prev, [field]: v }));
    fieldChanged(field);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const found = checkDomainSettings(values);
    const first = SETTINGS_FIELDS.find((f) => found[f]);
    show(found);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    const patch = settingsPatch(domain, values);
    if (Object.keys(patch).length === 0) {
      toast(t('domains.settings.unchanged', { host: label }), 'info');
      return;
    }
    setBusy(true);
    try {
      const saved = await domainsApi.update(domain.host, patch);
      setValues(settingsValues(saved));
      onSaved(saved);
      toast(t('domains.settings.saved', { host: label }));
    } catch (err) {
      fail((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: SettingsField) => ({
    ...settingsFieldText(name, label),
    name,
    value: values[name],
    onChange: change(name),
    error: errors[name],
    ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      refs.current[name] = el;
    },
  });

  return (
    <form className="form domain-settings" onSubmit={(e) => void submit(e)} noValidate aria-label={t('domains.card.settingsOf', { host: label })}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="domain-settings__urls">
        <TextField {...field('rootUrl')} type="url" inputMode="url" placeholder="https://acme.com" autoComplete="off" />
        <TextField {...field('notFoundUrl')} type="url" inputMode="url" placeholder="https://acme.com/404" autoComplete="off" />
      </div>
      <TextArea {...field('robotsTxt')} className="domain-settings__file" rows={3} placeholder={FILE_SAMPLES.robotsTxt} spellCheck={false} />
      <TextArea
        {...field('appleAppSiteAssociation')}
        className="domain-settings__file"
        rows={4}
        placeholder={FILE_SAMPLES.appleAppSiteAssociation}
        spellCheck={false}
      />
      <TextArea {...field('assetLinks')} className="domain-settings__file" rows={4} placeholder={FILE_SAMPLES.assetLinks} spellCheck={false} />
      <div>
        <Button type="submit" loading={busy}>
          {t('domains.settings.submit')}
        </Button>
      </div>
    </form>
  );
}

/** What a member sees instead of the form: each page's value, or that it is not set. */
export function DomainSettingsView({ domain }: { domain: Domain }) {
  const t = useT();
  const label = domainLabel(domain.host);
  return (
    <dl className="domain-settings-view">
      {SETTINGS_FIELDS.map((f) => {
        const value = domain[f];
        const { label: name } = settingsFieldText(f, label);
        return (
          <div key={f}>
            <dt>{name}</dt>
            <dd>
              {value ? (
                f === 'rootUrl' || f === 'notFoundUrl' ? (
                  <span className="mono">{value}</span>
                ) : (
                  <pre className="domain-settings-view__file">{value}</pre>
                )
              ) : (
                <span className="muted">{t('domains.settings.notSet')}</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
