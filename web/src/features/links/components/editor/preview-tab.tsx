import { useEffect, useId, useRef, useState } from 'react';
import { PREVIEW_MSG, type Link } from '@kisa/shared';
import { Button, TextField } from '@/components/ui';
import { DropZone } from '@/components/ui/drop-zone';
import { ProgressBar } from '@/components/ui/progress-bar';
import { TextArea } from '@/components/ui/text-area';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { shortLabel } from '@/lib/short-links';
import { linksApi } from '../../api/links';
import {
  cardHost,
  descriptionCounter,
  draftOf,
  fieldOfMessage,
  imageContentProblem,
  imageFileProblem,
  previewPatch,
  titleCounter,
  type PreviewDraft,
  type PreviewField,
} from '../../lib/preview-draft';
import { putFile } from '../../lib/upload-file';
import { EditorForm } from './editor-form';
import { useLinkSave } from './use-link-save';
import './preview-tab.css';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

interface Upload {
  name: string;
  /** 0–1. */
  progress: number;
  /** The file itself, shown on the card while it uploads. */
  localUrl: string;
}

/**
 * Social Preview tab: the title, description and image link-unfurling bots (Facebook,
 * X, LinkedIn, Slack, WhatsApp, Telegram, Discord, iMessage) show for the short link, a card
 * showing how that looks, and whether search engines may index the link. An image is checked
 * here with the server's rules, uploaded straight to the app's bucket (a presigned PUT, with
 * progress) and saved with the rest.
 */
export function PreviewTab({ link }: { link: Link }) {
  const t = useT();
  const [draft, setDraft] = useState<PreviewDraft>(() => draftOf(link));
  const [upload, setUpload] = useState<Upload | null>(null);
  /** The file last chosen (the zone names it); none for an image the link already had. */
  const [chosen, setChosen] = useState<File | null>(null);
  const [status, setStatus] = useState('');
  const s = useLinkSave<PreviewField>(link);
  const indexId = useId();
  const cardId = useId();
  const refs = useRef<{ title?: HTMLInputElement | null; description?: HTMLTextAreaElement | null; image?: HTMLInputElement | null }>({});
  const controller = useRef<AbortController | null>(null);

  // An upload left running when the tab closes is cancelled; the file's local URL is released.
  useEffect(() => () => controller.current?.abort(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the local URL it releases, not the upload object around it
  useEffect(() => () => (upload ? URL.revokeObjectURL(upload.localUrl) : undefined), [upload?.localUrl]);

  function fail(message: string, field: PreviewField) {
    s.reject(message, [field]);
    refs.current[field]?.focus();
  }

  function set<K extends keyof PreviewDraft>(key: K, value: PreviewDraft[K]) {
    setDraft((d) => ({ ...d, [key]: value }));
    if (key !== 'indexable') s.fieldChanged(key as PreviewField);
  }

  async function chooseFile(file: File | null) {
    if (!file) return;
    const problem = imageFileProblem(file) ?? (await imageContentProblem(file));
    if (problem) return fail(problem, 'image');
    s.fieldChanged('image');
    setChosen(file);
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setUpload({ name: file.name, progress: 0, localUrl: URL.createObjectURL(file) });
    setStatus(t('editor.preview.uploading', { name: file.name }));
    try {
      const answer = await linksApi.previewUpload(link.id, { contentType: file.type, bytes: file.size });
      await putFile(answer.uploadUrl, answer.headers, file, (progress) => setUpload((u) => (u ? { ...u, progress } : u)), abort.signal);
      if (abort.signal.aborted) return;
      setDraft((d) => ({ ...d, image: answer.imageUrl }));
      setUpload(null);
      setStatus(t('editor.preview.uploaded', { name: file.name }));
    } catch (err) {
      if (abort.signal.aborted || (err as Error)?.name === 'AbortError') return;
      setUpload(null);
      setChosen(null);
      setStatus('');
      fail(err instanceof ApiError ? err.message : PREVIEW_MSG.uploadFailed, 'image');
    }
  }

  function removeImage() {
    controller.current?.abort();
    setUpload(null);
    setChosen(null);
    set('image', '');
    setStatus(t('editor.preview.imageRemoved'));
  }

  function submit() {
    if (upload) return fail(t('editor.preview.stillUploading'), 'image');
    const result = previewPatch(draft);
    if ('error' in result) return fail(result.error, result.field);
    void s.save(result.patch, (e) => {
      const field = fieldOfMessage(e.message);
      return field ? [field] : [];
    });
  }

  const shownImage = upload?.localUrl ?? draft.image;
  const host = cardHost(shortLabel(link.shortUrl, link.domain));

  return (
    <EditorForm
      title={t('editor.preview.title')}
      intro={t('editor.preview.intro')}
      {...s.panel}
      onSubmit={submit}
      actions={
        link.preview && (
          <Button
            variant="secondary"
            disabled={s.busy}
            onClick={() => {
              controller.current?.abort();
              void s.save({ preview: null });
            }}
          >
            {t('editor.preview.remove')}
          </Button>
        )
      }
    >
      <div className="preview-editor">
        <div className="preview-editor__fields">
          <TextField
            ref={(el) => {
              refs.current.title = el;
            }}
            label={t('editor.preview.titleLabel')}
            name="previewTitle"
            value={draft.title}
            autoFocus
            autoComplete="off"
            hint={t('editor.preview.titleHint', { counter: titleCounter(draft.title) })}
            onChange={(e) => set('title', e.target.value)}
            {...s.field('title')}
          />
          <TextArea
            ref={(el) => {
              refs.current.description = el;
            }}
            label={t('editor.preview.description')}
            name="previewDescription"
            rows={3}
            value={draft.description}
            hint={t('editor.preview.descriptionHint', { counter: descriptionCounter(draft.description) })}
            onChange={(e) => set('description', e.target.value.replace(/[\r\n]+/g, ' '))}
            {...s.field('description')}
          />
          <DropZone
            label={t('editor.preview.image')}
            hint={t('editor.preview.imageHint')}
            accept={ACCEPT}
            file={chosen}
            onFile={(file) => void chooseFile(file)}
            error={s.invalid.includes('image') ? (s.error ?? true) : undefined}
            inputRef={(el) => {
              refs.current.image = el;
            }}
          />
          {upload && (
            <ProgressBar
              value={upload.progress * 100}
              label={t('editor.preview.uploadingLabel', { name: upload.name })}
              caption={t('editor.preview.uploadingProgress', { name: upload.name, percent: String(Math.round(upload.progress * 100)) })}
            />
          )}
          <p className="sr-only" role="status" aria-live="polite">
            {status}
          </p>
          {(draft.image || upload) && (
            <div className="preview-editor__image-actions">
              <Button variant="secondary" onClick={removeImage}>
                {upload ? t('editor.preview.cancelUpload') : t('editor.preview.removeImage')}
              </Button>
            </div>
          )}
          <div className="preview-index">
            <input
              id={indexId}
              type="checkbox"
              checked={draft.indexable}
              onChange={(e) => set('indexable', e.target.checked)}
              aria-describedby={`${indexId}-hint`}
            />
            <div>
              <label htmlFor={indexId} className="preview-index__label">
                {t('editor.preview.index')}
              </label>
              <p id={`${indexId}-hint`} className="field__hint">
                {t('editor.preview.indexHint')}
              </p>
            </div>
          </div>
        </div>
        <section className="preview-editor__card" aria-labelledby={cardId}>
          <h3 id={cardId} className="preview-editor__card-title">
            {t('editor.preview.looks')}
          </h3>
          <div className="social-card" data-testid="social-card">
            <div className="social-card__image">
              {shownImage ? (
                <img src={shownImage} alt={t('editor.preview.imageAlt')} />
              ) : (
                <span className="social-card__no-image">{t('editor.preview.noImage')}</span>
              )}
            </div>
            <div className="social-card__text">
              <span className="social-card__host">{host}</span>
              <strong className="social-card__title">{draft.title.trim() || t('editor.preview.titlePlaceholder')}</strong>
              {draft.description.trim() && <span className="social-card__description">{draft.description.trim()}</span>}
            </div>
          </div>
        </section>
      </div>
    </EditorForm>
  );
}
