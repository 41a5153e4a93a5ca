import { useRef, useState, type FormEvent } from 'react';
import type { Domain } from '@kisa/shared';
import { Alert, Button, TextField, useToast } from '@/components/ui';
import { TextArea } from '@/components/ui/text-area';
import { useFormError } from '@/lib/use-form';
import { checkDomainSettings, settingsPatch, settingsValues, SETTINGS_FIELDS, type SettingsField, type SettingsValues } from '../lib/domain-settings';
import { domainLabel } from '../lib/domain-text';
import { domainsApi } from '../api/domains';

/** Each page a domain serves: its label and what it is for. */
export function settingsFieldText(field: SettingsField, label: string): { label: string; hint: string } {
  switch (field) {
    case 'rootUrl':
      return { label: 'Root redirect URL', hint: `Where ${label}/ sends visitors. Empty: Kisa's not-found page.` };
    case 'notFoundUrl':
      return { label: 'Not-found URL', hint: `Where an unknown or deleted link on ${label} sends visitors. Empty: Kisa's not-found page.` };
    case 'robotsTxt':
      return { label: 'robots.txt', hint: `Served at ${label}/robots.txt. Empty: Kisa's default.` };
    case 'appleAppSiteAssociation':
      return { label: 'apple-app-site-association', hint: 'JSON for iOS universal links, served at /.well-known/apple-app-site-association. Empty: none.' };
    case 'assetLinks':
      return { label: 'assetlinks.json', hint: 'JSON for Android App Links, served at /.well-known/assetlinks.json. Empty: none.' };
  }
}

/**
 * An owner's form for the pages a domain serves itself. Checked in the browser with the
 * server's rules and messages (each field says what is wrong with it, the first is focused),
 * then only the changed fields are sent; the server's refusal is shown above the fields.
 */
export function DomainSettingsForm({ domain, onSaved }: { domain: Domain; onSaved: (domain: Domain) => void }) {
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
      toast(`Nothing to save: the settings of ${label} are as they were.`, 'info');
      return;
    }
    setBusy(true);
    try {
      const saved = await domainsApi.update(domain.host, patch);
      setValues(settingsValues(saved));
      onSaved(saved);
      toast(`The settings of ${label} have been saved.`);
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
    <form className="form domain-settings" onSubmit={(e) => void submit(e)} noValidate aria-label={`Settings of ${label}`}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="domain-settings__urls">
        <TextField {...field('rootUrl')} type="url" inputMode="url" placeholder="https://acme.com" autoComplete="off" />
        <TextField {...field('notFoundUrl')} type="url" inputMode="url" placeholder="https://acme.com/404" autoComplete="off" />
      </div>
      <TextArea {...field('robotsTxt')} className="domain-settings__file" rows={3} placeholder={'User-agent: *\nDisallow:'} spellCheck={false} />
      <TextArea
        {...field('appleAppSiteAssociation')}
        className="domain-settings__file"
        rows={4}
        placeholder='{"applinks": {"details": []}}'
        spellCheck={false}
      />
      <TextArea
        {...field('assetLinks')}
        className="domain-settings__file"
        rows={4}
        placeholder='[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {}}]'
        spellCheck={false}
      />
      <div>
        <Button type="submit" loading={busy}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

/** What a member sees instead of the form: each page's value, or that it is not set. */
export function DomainSettingsView({ domain }: { domain: Domain }) {
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
                <span className="muted">Not set</span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
