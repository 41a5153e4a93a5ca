import { useState, type FormEvent, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { checkNewPasswordForm, isPlainText, MSG } from '@kisa/shared';
import { LOCALE_NAMES, LOCALES, type Locale } from '@kisa/shared/i18n';
import { Alert, Button, TextField } from '@/components/ui';
import { Field } from '@/components/ui/field';
import { rememberLocale, useI18n, useT } from '@/lib/i18n';
import { getUser, setUser } from '@/lib/session';
import { useForm } from '@/lib/use-form';
import { ME_KEY, profileApi } from '../api/team';

const NAME_ORDER = ['name'] as const;
const PASSWORD_ORDER = ['current', 'password', 'confirm'] as const;

const checkName = (f: { name: string }) => (!f.name.trim() ? MSG.allFieldsRequired : isPlainText(f.name.trim()) ? null : MSG.nameInvalidCharacters);
const checkPasswordChange = (f: { current: string; password: string; confirm: string }) => (!f.current ? MSG.allFieldsRequired : checkNewPasswordForm(f));

/** Settings → Profile: one's own name (any member: it is theirs), saved in place. */
export function NameForm({ name }: { name: string }) {
  const { mutate } = useSWRConfig();
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({ name }, NAME_ORDER, checkName);
  const t = useT();
  const onSubmit = form.submit(async ({ name: next }) => {
    setSaved(null);
    const { message } = await profileApi.saveName(next.trim());
    await mutate(ME_KEY);
    setSaved(message);
  });
  return (
    <ProfileForm id="profile-name-title" title={t('settings.yourName')} form={form} done={saved} onSubmit={onSubmit} submitLabel={t('settings.saveName')}>
      <TextField label={t('settings.name')} autoComplete="name" {...form.field('name')} />
    </ProfileForm>
  );
}

/** Settings → Profile: a new password, given the current one; the form empties once it is changed. */
export function PasswordForm() {
  const [changed, setChanged] = useState<string | null>(null);
  const empty = { current: '', password: '', confirm: '' };
  const form = useForm(empty, PASSWORD_ORDER, checkPasswordChange);
  const t = useT();
  const onSubmit = form.submit(async ({ current, password }) => {
    setChanged(null);
    const { message } = await profileApi.changePassword(current, password);
    form.reset(empty);
    setChanged(message);
  });
  return (
    <ProfileForm
      id="profile-password-title"
      title={t('settings.changePassword')}
      form={form}
      done={changed}
      onSubmit={onSubmit}
      submitLabel={t('settings.changePassword')}
    >
      <TextField label={t('settings.currentPassword')} type="password" autoComplete="current-password" {...form.field('current')} />
      <TextField label={t('settings.newPassword')} type="password" autoComplete="new-password" {...form.field('password')} />
      <TextField label={t('settings.repeatPassword')} type="password" autoComplete="new-password" {...form.field('confirm')} />
      <p className="muted profile-form__hint">{t('settings.passwordHint')}</p>
    </ProfileForm>
  );
}

/**
 * Settings → Profile: the language of the screens and of the mails Kisa writes to the person,
 * saved on their profile; the screens switch at once, without a reload.
 */
export function LanguageForm() {
  const { locale, t } = useI18n();
  const { mutate } = useSWRConfig();
  const [choice, setChoice] = useState<Locale>(locale);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({}, [], () => null);
  const onSubmit = form.submit(async () => {
    setSaved(null);
    const { message } = await profileApi.saveLocale(choice);
    rememberLocale(choice);
    const user = getUser();
    if (user) setUser({ ...user, locale: choice });
    await mutate(ME_KEY);
    setSaved(message);
  });
  return (
    <ProfileForm
      id="profile-language-title"
      title={t('settings.language.title')}
      form={form}
      done={saved}
      onSubmit={onSubmit}
      submitLabel={t('settings.language.save')}
    >
      <Field label={t('settings.language.label')} hint={t('settings.language.hint')}>
        {(control) => (
          <select className="field__input" value={choice} onChange={(e) => setChoice(e.target.value as Locale)} {...control}>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NAMES[l]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </ProfileForm>
  );
}

/** A Profile form: its heading (`id`), the error or what was done, the fields, and the submit button. */
function ProfileForm({
  id,
  title,
  form,
  done,
  onSubmit,
  submitLabel,
  children,
}: {
  id: string;
  title: string;
  form: { error: string | null; errorId: string; busy: boolean };
  done: string | null;
  onSubmit: (e: FormEvent) => void;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form className="form profile-form" onSubmit={onSubmit} noValidate aria-labelledby={id}>
      <h3 id={id} className="profile-form__title">
        {title}
      </h3>
      {form.error && (
        <Alert tone="error" id={form.errorId}>
          {form.error}
        </Alert>
      )}
      {done && <Alert tone="success">{done}</Alert>}
      {children}
      <div className="form__row-end">
        <Button type="submit" loading={form.busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
