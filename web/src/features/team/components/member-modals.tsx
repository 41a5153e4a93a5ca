import { useEffect, type FormEvent, type ReactNode } from 'react';
import {
  checkNewAccountForm,
  checkNewPasswordForm,
  checkProfileForm,
  scopesOfRole,
  type Invitation,
  type Member,
  type Scope,
  type TeamRole,
} from '@kisa/shared';
import { PASSWORD_MIN } from '@kisa/shared';
import { Alert, Button, TextField } from '@/components/ui';
import { Modal } from '@/components/ui/modal';
import { teamApi } from '../api/team';
import { useForm } from '@/lib/use-form';
import { useUser } from '@/lib/session';
import { useMe } from '@/lib/use-me';
import { RoleSelect } from './role-select';
import { useT } from '@/lib/i18n';

/** What the signed-in user may do in the current team (the API's word once loaded). */
function useMyScopes(): readonly Scope[] {
  const local = useUser();
  const { data: me } = useMe();
  const user = me ?? local;
  return user ? (user.scopes ?? scopesOfRole(user.teamRole)) : [];
}

const CREATE_FIELDS = ['name', 'email', 'password', 'confirm', 'role'] as const;
const EMPTY_CREATE = { name: '', email: '', password: '', confirm: '', role: 'member' };

/** A dialog holding one form: Cancel + submit in the footer, the form's error on top. */
function FormModal({
  open,
  onClose,
  busy,
  title,
  description,
  formId,
  submitLabel,
  error,
  errorId,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  title: string;
  description?: string;
  formId: string;
  submitLabel: string;
  error: string | null | undefined;
  /** The error's id, which invalid fields point to (aria-describedby). */
  errorId: string;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="form" noValidate onSubmit={onSubmit}>
        {error && (
          <Alert id={errorId} tone="error">
            {error}
          </Alert>
        )}
        {children}
      </form>
    </Modal>
  );
}

/**
 * 'Create New Member': name, e-mail, password, confirmation and role (Member unless chosen;
 * Owner only offered to owners). It sends an invitation: the person joins once they follow the mailed
 * link, and a new account then signs in with this password. `initial` pre-fills name and
 * e-mail to send a pending invitation again.
 */
export function CreateMemberModal({
  open,
  initial,
  onClose,
  onCreated,
}: {
  open: boolean;
  initial?: { name: string; email: string } | null;
  onClose: () => void;
  onCreated: (i: Invitation) => void;
}) {
  const t = useT();
  const form = useForm(EMPTY_CREATE, CREATE_FIELDS, checkNewAccountForm);
  const scopes = useMyScopes();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets when the modal opens, not on each render (form is a new object each time)
  useEffect(() => {
    if (open) form.reset({ ...EMPTY_CREATE, ...initial });
  }, [open]);
  const formId = 'create-member-form';
  return (
    <FormModal
      open={open}
      onClose={onClose}
      busy={form.busy}
      title={t('member.createTitle')}
      description={t('member.createDescription')}
      formId={formId}
      submitLabel={t('member.createSubmit')}
      error={form.error}
      errorId={form.errorId}
      onSubmit={form.submit(async (v) => {
        const created = await teamApi.createMember({ name: v.name.trim(), email: v.email.trim(), password: v.password, role: v.role as TeamRole });
        onCreated(created);
      })}
    >
      <TextField label={t('common.name')} autoComplete="off" {...form.field('name')} />
      <TextField label={t('common.email')} type="email" autoComplete="off" {...form.field('email')} />
      <TextField
        label={t('common.password')}
        type="password"
        autoComplete="new-password"
        hint={t('member.passwordHint', { n: PASSWORD_MIN })}
        {...form.field('password')}
      />
      <TextField label={t('member.confirm')} type="password" autoComplete="new-password" {...form.field('confirm')} />
      <RoleSelect value={form.values.role} onChange={form.field('role').onChange} scopes={scopes} />
    </FormModal>
  );
}

/** 'Edit Profile': name, e-mail and team role of one member (owners and admins; owners' only by owners). */
export function EditProfileModal({
  member,
  onClose,
  onSaved,
}: {
  member: Member | null;
  onClose: () => void;
  onSaved: (m: Member & { pendingEmail?: string }) => void;
}) {
  const t = useT();
  const form = useForm({ name: '', email: '', role: 'member' }, ['name', 'email', 'role'] as const, checkProfileForm);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets when a member is chosen, not on each render (form is a new object each time)
  useEffect(() => {
    if (member) form.reset({ name: member.name, email: member.email, role: member.role });
  }, [member]);
  const formId = 'edit-profile-form';
  const scopes = useMyScopes();
  return (
    <FormModal
      open={!!member}
      onClose={onClose}
      busy={form.busy}
      title={t('member.editTitle')}
      formId={formId}
      submitLabel={t('member.saveChanges')}
      error={form.error}
      errorId={form.errorId}
      onSubmit={form.submit(async (v) => {
        if (!member) return;
        const patch: { name?: string; email?: string; role?: TeamRole } = {};
        if (v.name.trim() !== member.name) patch.name = v.name.trim();
        if (v.email.trim().toLowerCase() !== member.email) patch.email = v.email.trim();
        if (v.role !== member.role) patch.role = v.role as TeamRole;
        onSaved(Object.keys(patch).length ? await teamApi.updateMember(member.id, patch) : member);
      })}
    >
      <TextField label={t('common.name')} autoComplete="off" {...form.field('name')} />
      <TextField label={t('common.email')} type="email" autoComplete="off" {...form.field('email')} />
      <RoleSelect value={form.values.role} onChange={form.field('role').onChange} scopes={scopes} />
    </FormModal>
  );
}

/** Set a member's password (they sign in with it directly). */
export function SetPasswordModal({ member, onClose, onSaved }: { member: Member | null; onClose: () => void; onSaved: (m: Member) => void }) {
  const t = useT();
  const form = useForm({ password: '', confirm: '' }, ['password', 'confirm'] as const, checkNewPasswordForm);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form resets when a member is chosen, not on each render (form is a new object each time)
  useEffect(() => {
    if (member) form.reset({ password: '', confirm: '' });
  }, [member]);
  const formId = 'set-password-form';
  return (
    <FormModal
      open={!!member}
      onClose={onClose}
      busy={form.busy}
      title={t('member.setTitle')}
      description={member ? t('member.setDescription', { name: member.name, email: member.email }) : undefined}
      formId={formId}
      submitLabel={t('member.setSubmit')}
      error={form.error}
      errorId={form.errorId}
      onSubmit={form.submit(async (v) => {
        if (!member) return;
        await teamApi.setPassword(member.id, v.password);
        onSaved(member);
      })}
    >
      <TextField
        label={t('member.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('member.passwordHint', { n: PASSWORD_MIN })}
        {...form.field('password')}
      />
      <TextField label={t('member.confirm')} type="password" autoComplete="new-password" {...form.field('confirm')} />
    </FormModal>
  );
}
