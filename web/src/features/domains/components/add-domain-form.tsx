import { useRef, useState, type FormEvent } from 'react';
import { MSG, normalizeDomainHost, type Domain } from '@kisa/shared';
import { Button, TextField } from '@/components/ui';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { useFormError } from '@/lib/use-form';
import { domainsApi } from '../api/domains';

/**
 * What the form says before sending `typed`: the shared host rule (normalizeDomainHost, the
 * API's own), then the platform's domain and the team's domains already listed, in the
 * server's words. Answers the host to send (its ASCII form) or what is wrong.
 */
export function checkNewDomain(typed: string, platformHost: string | undefined, listed: readonly string[]): { host: string } | { error: string } {
  const host = normalizeDomainHost(typed);
  if (!host) return { error: MSG.domainInvalid };
  if (platformHost && host === platformHost) return { error: MSG.domainIsPlatform };
  if (listed.includes(host)) return { error: MSG.domainAlreadyAdded };
  return { host };
}

/** An owner adds a domain: checked with the shared rule first, the server's refusal under the field. */
export function AddDomainForm({
  platformHost,
  listed,
  onAdded,
}: {
  platformHost: string | undefined;
  listed: readonly string[];
  onAdded: (domain: Domain) => void;
}) {
  const t = useT();
  const [value, setValue] = useState('');
  const { errors, fail, clear, fieldChanged } = useFormError<'host'>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const checked = checkNewDomain(value, platformHost, listed);
    if ('error' in checked) {
      fail(checked.error, ['host']);
      input.current?.focus();
      return;
    }
    setBusy(true);
    clear();
    try {
      const domain = await domainsApi.add(checked.host);
      setValue('');
      onAdded(domain);
    } catch (err) {
      fail((err as Error).message, ['host']);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="add-domain" onSubmit={(e) => void submit(e)} noValidate aria-label={t('domains.addTitle')}>
      <TextField
        ref={input}
        label={t('domains.form.label')}
        placeholder="go.acme.com"
        hint={t('domains.form.hint')}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          fieldChanged('host');
        }}
        error={errors.host}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="url"
      />
      <Button type="submit" loading={busy}>
        <Icon name="plus" />
        {t('domains.form.submit')}
      </Button>
    </form>
  );
}
