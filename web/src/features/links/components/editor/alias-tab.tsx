import { useRef, useState } from 'react';
import { checkAlias, MSG, type Link, type LinkPatch } from '@kisa/shared';
import { Alert } from '@/components/ui';
import { useLinkDomains } from '@/lib/use-link-domains';
import { useAliasCheck } from '../../hooks/use-alias-check';
import { domainChoices } from '@/lib/link-domains';
import { shortLabel } from '@/lib/short-links';
import { AliasField } from '../alias-field';
import { DomainField } from '@/components/ui/domain-field';
import { useT } from '@/lib/i18n';
import { richText } from '@/lib/i18n-rich';
import { EditorForm } from './editor-form';
import { useLinkSave } from './use-link-save';

/**
 * Alias tab: the alias, checked for availability as you type (its own alias is fine), and —
 * for a team with a verified domain of its own — the domain it is on. Moving it to
 * another domain says first that the old short link stops working; the alias is checked on the
 * domain it is moving to.
 */
export function AliasTab({ link }: { link: Link }) {
  const t = useT();
  const [alias, setAlias] = useState(link.shortUrl);
  const [domain, setDomain] = useState<string | null>(link.domain);
  const domains = useLinkDomains();
  const choices = domainChoices(domains.data, link.domain);
  const moving = domain !== link.domain;
  const check = useAliasCheck(alias, { current: moving ? undefined : link.shortUrl, domain });
  const s = useLinkSave<'alias' | 'domain'>(link);
  const ref = useRef<HTMLInputElement>(null);
  const domainRef = useRef<HTMLSelectElement>(null);
  const preview = shortLabel(alias.trim() || '…', domain);

  function submit() {
    const value = alias.trim();
    const message = checkAlias(value) ?? (check.status.state === 'invalid' ? check.status.message : null);
    if (message) {
      s.reject(message, ['alias']);
      ref.current?.focus();
      return;
    }
    const patch: LinkPatch = moving ? { shortUrl: value, domain } : { shortUrl: value };
    void s.save(patch, (e) => {
      if (e.message === MSG.domainUnknown) {
        // The domain was removed (or lost) since the list loaded.
        void domains.mutate();
        domainRef.current?.focus();
        return ['domain'];
      }
      if (e.status === 409 || e.status === 400) {
        check.reject(e.message);
        return ['alias'];
      }
    });
  }

  return (
    <EditorForm
      title={choices.shown ? t('editor.alias.titleDomain') : t('editor.alias.title')}
      intro={richText(t, 'editor.alias.intro', { preview: <span className="mono">{preview}</span> })}
      {...s.panel}
      onSubmit={submit}
    >
      {choices.shown && (
        <DomainField
          ref={domainRef}
          choices={choices}
          value={domain}
          onChange={(host) => {
            setDomain(host);
            s.fieldChanged('domain');
          }}
          hint={richText(t, 'editor.alias.yourShortLink', { preview: <span className="mono">{preview}</span> })}
          invalid={s.invalid.includes('domain')}
          describedBy={s.invalid.includes('domain') ? s.errorId : undefined}
        />
      )}
      {moving && !s.success && (
        <Alert tone="warning" title={t('editor.alias.movingTitle')}>
          {richText(t, 'editor.alias.moving', {
            old: <span className="mono">{shortLabel(link.shortUrl, link.domain)}</span>,
            preview: <span className="mono">{preview}</span>,
          })}
        </Alert>
      )}
      <AliasField
        ref={ref}
        label={t('editor.alias.label')}
        domain={domain}
        value={alias}
        onChange={(v) => {
          setAlias(v);
          s.fieldChanged('alias');
        }}
        status={check.status}
        hint={t('editor.alias.hint')}
        describedBy={s.invalid.includes('alias') ? s.errorId : undefined}
      />
    </EditorForm>
  );
}
