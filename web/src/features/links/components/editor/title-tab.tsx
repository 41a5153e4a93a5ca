import { useRef, useState } from 'react';
import { checkTitle, TAG_MSG, TAGS_PER_LINK_MAX, TITLE_MAX, type Link } from '@kisa/shared';
import { TextField } from '@/components/ui';
import { TagPicker } from '@/components/tags/tag-picker';
import { useCreateTag } from '@/components/tags/use-create-tag';
import { useT } from '@/lib/i18n';
import { EditorForm } from './editor-form';
import { useLinkSave } from './use-link-save';

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Title tab: 'Change your link title' (empty → 'All fields requried'), and the link's tags:
 * the team's, or one created from a typed name; saved with the title as the link's
 * whole set (`tagIds`, sent only when it changed).
 */
export function TitleTab({ link }: { link: Link }) {
  const t = useT();
  const [title, setTitle] = useState(link.title);
  const initialTags = (link.tags ?? []).map((t) => t.id);
  const [tagIds, setTagIds] = useState<string[]>(initialTags);
  const { tags, createTag, loadError, refresh } = useCreateTag();
  const s = useLinkSave<'title' | 'tags'>(link);
  const ref = useRef<HTMLInputElement>(null);

  function submit() {
    const message = checkTitle(title);
    if (message) {
      s.reject(message, ['title']);
      ref.current?.focus();
      return;
    }
    const tagsChanged = !sameIds(tagIds, initialTags);
    void s.save({ title: title.trim(), ...(tagsChanged ? { tagIds } : {}) }, (e) => {
      if (e.message === TAG_MSG.unknownTag || e.message === TAG_MSG.perLinkLimit) {
        void refresh();
        return ['tags'];
      }
      return ['title'];
    });
  }

  return (
    <EditorForm title={t('editor.title.title')} intro={t('editor.title.intro')} {...s.panel} onSubmit={submit}>
      <TextField ref={ref} label={t('editor.title.label')} name="title" value={title} maxLength={TITLE_MAX} autoFocus {...s.field('title', setTitle)} />
      <TagPicker
        label={t('editor.title.tags')}
        tags={tags}
        known={link.tags ?? []}
        value={tagIds}
        onChange={(ids) => {
          setTagIds(ids);
          s.fieldChanged('tags');
        }}
        max={TAGS_PER_LINK_MAX}
        maxMessage={TAG_MSG.perLinkLimit}
        onCreate={createTag}
        placeholder={t('editor.title.tagsPlaceholder')}
        hint={t('editor.title.tagsHint')}
        loadError={loadError}
        disabled={s.busy}
      />
    </EditorForm>
  );
}
