import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TAG_NAME_MAX, type Tag, type TagColor } from '@kisa/shared';
import { Button, TextField } from '@/components/ui';
import { TagChip } from '@/components/tags/tag-chip';
import { useT } from '@/lib/i18n';
import { useFormError } from '@/lib/use-form';
import { checkNewTagName } from '../lib/tag-text';
import { ColourChoice } from './colour-choice';

/**
 * A tag's name and colour: the Tags screen's create form and its edit dialog. The name is
 * checked with the shared rule and against the team's names first; the server's refusal
 * (errorMessage) is shown under the name. A preview chip shows the tag as links will.
 */
export function TagForm({
  id,
  label,
  tags,
  initial,
  except,
  submitLabel,
  onSubmit,
  actions,
  autoFocus,
}: {
  id: string;
  label: string;
  tags: readonly Tag[];
  initial: { name: string; color: TagColor };
  /** The tag being edited (its own name is no clash). */
  except?: string;
  submitLabel: string;
  /** Sends it; a thrown error's message is shown under the name. Resolves true to start afresh. */
  onSubmit: (name: string, color: TagColor) => Promise<boolean>;
  actions?: ReactNode;
  autoFocus?: boolean;
}) {
  const t = useT();
  const [name, setName] = useState(initial.name);
  const [color, setColor] = useState<TagColor>(initial.color);
  const { errors, fail, clear, fieldChanged } = useFormError<'name'>();
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const radioName = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = checkNewTagName(name, tags, except);
    if (problem) {
      fail(problem, ['name']);
      input.current?.focus();
      return;
    }
    setBusy(true);
    clear();
    try {
      if (await onSubmit(name, color)) {
        setName('');
        setColor(initial.color);
      }
    } catch (err) {
      fail((err as Error).message, ['name']);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form id={id} className="tag-form" onSubmit={(e) => void submit(e)} noValidate aria-label={label}>
      <TextField
        ref={input}
        label={t('tags.form.name')}
        name="name"
        value={name}
        maxLength={TAG_NAME_MAX * 4}
        autoComplete="off"
        autoFocus={autoFocus}
        placeholder={t('tags.form.namePlaceholder')}
        hint={t('tags.form.nameHint', { max: TAG_NAME_MAX })}
        error={errors.name}
        onChange={(e) => {
          setName(e.target.value);
          fieldChanged('name');
        }}
        disabled={busy}
      />
      <ColourChoice name={radioName} value={color} onChange={setColor} disabled={busy} />
      <div className="tag-form__footer">
        <span className="tag-form__preview">
          <span className="muted">{t('tags.form.preview')}</span>
          <TagChip tag={{ id: 'preview', name: name.trim() || t('tags.form.previewName'), color }} />
        </span>
        <div className="tag-form__actions">
          {actions}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
