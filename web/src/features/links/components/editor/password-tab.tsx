import { useRef, useState } from 'react';
import { checkLinkPassword, LINK_PASSWORD_MAX, MSG, type Link } from '@kisa/shared';
import { TextField } from '@/components/ui';
import { Switch } from '@/components/ui/switch';
import { passwordStateText } from '../../lib/password-state';
import { EditorForm } from './editor-form';
import { useT } from '@/lib/i18n';
import { useLinkSave } from './use-link-save';

/**
 * Password tab: an enabled/disabled switch and a password. Enabling a link without a
 * password needs one; an enabled link keeps its password when the field is left empty.
 * Under the switch, one sentence for the state shown (`passwordStateText`).
 */
export function PasswordTab({ link }: { link: Link }) {
  const t = useT();
  const [enabled, setEnabled] = useState(link.password.enabled);
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const s = useLinkSave<'password'>(link);
  const ref = useRef<HTMLInputElement>(null);
  const hasPassword = link.password.enabled;

  function submit() {
    if (enabled && !hasPassword && !password) {
      s.reject(MSG.passwordRequired, ['password']);
      ref.current?.focus();
      return;
    }
    const passwordError = enabled && password ? checkLinkPassword(password) : null;
    if (passwordError) {
      s.reject(passwordError, ['password']);
      ref.current?.focus();
      return;
    }
    // A saved password is not shown again: the field empties, the sentence under the switch says it is set.
    void s
      .save({ password: enabled ? (password ? { enabled: true, password } : { enabled: true }) : { enabled: false } }, () => (enabled ? ['password'] : []))
      .then((saved) => saved && setPassword(''));
  }

  return (
    <EditorForm title={t('editor.password.title')} intro={t('editor.password.intro')} {...s.panel} onSubmit={submit}>
      <Switch
        checked={enabled}
        onChange={(v) => {
          setEnabled(v);
          s.fieldChanged('password');
        }}
        label={t('editor.password.title')}
        hint={passwordStateText(hasPassword, enabled)}
      />
      {enabled && (
        <div className="password-row">
          <TextField
            ref={ref}
            label={t('editor.password.label')}
            name="password"
            type={show ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={LINK_PASSWORD_MAX}
            value={password}
            hint={hasPassword ? t('editor.password.keep') : t('editor.password.share')}
            {...s.field('password', setPassword)}
          />
          <button type="button" className="btn btn--ghost btn--md password-row__toggle" aria-pressed={show} onClick={() => setShow((v) => !v)}>
            {show ? t('editor.password.hide') : t('editor.password.show')}
            <span className="sr-only">{t('editor.password.srPassword')}</span>
          </button>
        </div>
      )}
    </EditorForm>
  );
}
