import { useRef, useState } from 'react';
import { checkAlias, type Link } from '@kisa/shared';
import { useAliasCheck } from '../../hooks/use-alias-check';
import { shortLabel } from '../../../../lib/short-links';
import { AliasField } from '../alias-field';
import { EditorForm, useErrorId } from './editor-form';
import { useLinkSave } from './use-link-save';

/** Alias tab: the alias, checked for availability as you type (its own alias is fine). */
export function AliasTab({ link }: { link: Link }) {
  const [alias, setAlias] = useState(link.shortUrl);
  const check = useAliasCheck(alias, { current: link.shortUrl });
  const s = useLinkSave<'alias'>(link);
  const errorId = useErrorId();
  const ref = useRef<HTMLInputElement>(null);

  function submit() {
    const value = alias.trim();
    const message = checkAlias(value) ?? (check.status.state === 'invalid' ? check.status.message : null);
    if (message) {
      s.reject(message, ['alias']);
      ref.current?.focus();
      return;
    }
    void s.save({ shortUrl: value }, (e) => {
      if (e.status === 409 || e.status === 400) {
        check.reject(e.message);
        return ['alias'];
      }
    });
  }

  return (
    <EditorForm
      title="Change your alias"
      intro={
        <>
          The part after the domain: <span className="mono">{shortLabel(alias.trim() || '…')}</span>. The old short link stops working once you save.
        </>
      }
      error={s.error}
      errorId={errorId}
      success={s.success}
      busy={s.busy}
      onSubmit={submit}
    >
      <AliasField
        ref={ref}
        label="Alias Name"
        value={alias}
        onChange={(v) => {
          setAlias(v);
          s.fieldChanged('alias');
        }}
        status={check.status}
        hint="3–50 letters, numbers, hyphens and underscores."
        describedBy={s.invalid.includes('alias') ? errorId : undefined}
      />
    </EditorForm>
  );
}
