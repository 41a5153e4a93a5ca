import { useRef, useState } from 'react';
import { checkTitle, TITLE_MAX, type Link } from '@kisa/shared';
import { TextField } from '../../../../components/ui';
import { EditorForm, useErrorId } from './editor-form';
import { useLinkSave } from './use-link-save';

/** Title tab: 'Change your link title' (empty → 'All fields requried'). */
export function TitleTab({ link }: { link: Link }) {
  const [title, setTitle] = useState(link.title);
  const s = useLinkSave<'title'>(link);
  const errorId = useErrorId();
  const ref = useRef<HTMLInputElement>(null);

  function submit() {
    const message = checkTitle(title);
    if (message) {
      s.reject(message, ['title']);
      ref.current?.focus();
      return;
    }
    void s.save({ title: title.trim() }, () => ['title']);
  }

  return (
    <EditorForm title="Change your link title" intro="The title helps you find the link; visitors never see it." error={s.error} errorId={errorId} success={s.success} busy={s.busy} onSubmit={submit}>
      <TextField
        ref={ref}
        label="Title"
        name="title"
        value={title}
        maxLength={TITLE_MAX}
        autoFocus
        onChange={(e) => {
          setTitle(e.target.value);
          s.fieldChanged('title');
        }}
        error={s.invalid.includes('title')}
        aria-describedby={s.invalid.includes('title') ? errorId : undefined}
      />
    </EditorForm>
  );
}
