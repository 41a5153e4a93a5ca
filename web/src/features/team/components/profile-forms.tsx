import { useState, type FormEvent, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { checkNewPasswordForm, isPlainText, MSG } from '@kisa/shared';
import { Alert, Button, TextField } from '@/components/ui';
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
  const onSubmit = form.submit(async ({ name: next }) => {
    setSaved(null);
    const { message } = await profileApi.saveName(next.trim());
    await mutate(ME_KEY);
    setSaved(message);
  });
  return (
    <ProfileForm id="profile-name-title" title="Your name" form={form} done={saved} onSubmit={onSubmit} submitLabel="Save name">
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
    </ProfileForm>
  );
}

/** Settings → Profile: a new password, given the current one; the form empties once it is changed. */
export function PasswordForm() {
  const [changed, setChanged] = useState<string | null>(null);
  const empty = { current: '', password: '', confirm: '' };
  const form = useForm(empty, PASSWORD_ORDER, checkPasswordChange);
  const onSubmit = form.submit(async ({ current, password }) => {
    setChanged(null);
    const { message } = await profileApi.changePassword(current, password);
    form.reset(empty);
    setChanged(message);
  });
  return (
    <ProfileForm id="profile-password-title" title="Change password" form={form} done={changed} onSubmit={onSubmit} submitLabel="Change password">
      <TextField label="Current password" type="password" autoComplete="current-password" {...form.field('current')} />
      <TextField label="New password" type="password" autoComplete="new-password" {...form.field('password')} />
      <TextField label="Repeat the new password" type="password" autoComplete="new-password" {...form.field('confirm')} />
      <p className="muted profile-form__hint">Your other sessions are signed out and your API keys revoked.</p>
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
