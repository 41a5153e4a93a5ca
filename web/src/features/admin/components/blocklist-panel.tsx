import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { BLOCKLIST_FILE_MAX, BLOCKLIST_MAX_PER_REQUEST, MSG, type BlocklistEntry } from '@kisa/shared';
import { Alert, Button, Card, TextField, useToast } from '@/components/ui';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { DropZone } from '@/components/ui/drop-zone';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-area';
import { useT } from '@/lib/i18n';
import { useFormError } from '@/lib/use-form';
import { isModerationKey, moderationApi, useBlocklist } from '../api/moderation';
import { blockedLinksText, blocklistChangedText, readableEntry, typedEntries } from '../lib/moderation-text';
import { AdminListCard } from './admin-list-card';
import { CursorPager, useCursorPages } from './cursor-pager';

const FILE_MB = BLOCKLIST_FILE_MAX / 1_000_000;
/** A hosts file's line, quoted as it is in every language. */
const HOSTS_LINE = '0.0.0.0 evil.example';

/**
 * The blocklist: hosts and domains no link may point to (an entry covers its
 * subdomains). Admins add entries typed or from a file in the formats public phishing lists
 * ship — a hosts file, one domain a line, Adblock `||domain^` rules; the API parses the file's
 * text — find them by their start, and remove them. New links are checked at once; existing
 * links are not rescreened.
 */
export function BlocklistPanel() {
  const t = useT();
  const [query, setQuery] = useState('');
  const [q, setQ] = useState('');
  const pages = useCursorPages();
  const list = useBlocklist(q, pages.cursor);
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const typedForm = useFormError<'typed'>();
  const typedError = typedForm.error;
  const [adding, setAdding] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const fileForm = useFormError<'file'>();
  const fileError = fileForm.error;
  const [uploading, setUploading] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const typedRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const resultId = useId();

  // The search follows the typing, a moment after it stops.
  const resetPages = pages.reset;
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = query.trim().toLowerCase();
      if (next !== q) {
        setQ(next);
        resetPages();
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [query, q, resetPages]);

  async function addTyped(e: FormEvent) {
    e.preventDefault();
    if (adding) return;
    setResult(null);
    const entries = typedEntries(typed);
    if (entries.length === 0 || entries.length > BLOCKLIST_MAX_PER_REQUEST) {
      typedForm.fail(entries.length === 0 ? MSG.blocklistEntriesRequired : MSG.blocklistTooMany, ['typed']);
      typedRef.current?.focus();
      return;
    }
    typedForm.clear();
    setAdding(true);
    try {
      const { changed, invalid, linksDisabled, linksLeft } = await moderationApi.changeBlocklist({ action: 'add', entries });
      setResult(`${blocklistChangedText(true, changed, invalid)} ${blockedLinksText(linksDisabled, linksLeft)}`.trim());
      setTyped('');
      await mutate(isModerationKey);
    } catch (err) {
      typedForm.fail((err as Error).message);
      typedRef.current?.focus();
    } finally {
      setAdding(false);
    }
  }

  async function upload(e: FormEvent) {
    e.preventDefault();
    if (uploading) return;
    setResult(null);
    if (!file) {
      fileForm.fail(t('admin.blocklist.chooseFile'), ['file']);
      fileRef.current?.focus();
      return;
    }
    if (file.size > BLOCKLIST_FILE_MAX) {
      fileForm.fail(t('admin.blocklist.fileTooLarge', { mb: FILE_MB }), ['file']);
      fileRef.current?.focus();
      return;
    }
    fileForm.clear();
    setUploading(true);
    try {
      const text = await file.text();
      const { changed, invalid, linksDisabled, linksLeft } = await moderationApi.changeBlocklist({ action: 'add', file: text });
      setResult(`${blocklistChangedText(true, changed, invalid)} ${blockedLinksText(linksDisabled, linksLeft)}`.trim());
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      await mutate(isModerationKey);
    } catch (err) {
      fileForm.fail((err as Error).message);
      fileRef.current?.focus();
    } finally {
      setUploading(false);
    }
  }

  const removal = useConfirmDialog({
    run: (entry: BlocklistEntry) => moderationApi.changeBlocklist({ action: 'remove', entries: [entry.entry] }),
    done: async (entry, { changed }) => {
      toast(changed === 1 ? t('admin.blocklist.unblocked', { entry: entry.entry }) : blocklistChangedText(false, changed, 0));
      await mutate(isModerationKey);
    },
  });
  const removing = removal.item;

  return (
    <>
      <div className="mod-forms">
        <Card>
          <form className="form" onSubmit={addTyped} noValidate aria-labelledby="blocklist-add-title">
            <h2 id="blocklist-add-title" className="card__title">
              {t('admin.blocklist.addTitle')}
            </h2>
            <TextArea
              ref={typedRef}
              label={t('admin.blocklist.typedLabel')}
              hint={t('admin.blocklist.typedHint')}
              rows={3}
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                typedForm.fieldChanged('typed');
              }}
              error={!!typedError}
              aria-describedby={typedError ? `${resultId}-typed` : undefined}
              spellCheck={false}
              autoCapitalize="none"
            />
            {typedError && (
              <Alert tone="error" id={`${resultId}-typed`}>
                {typedError}
              </Alert>
            )}
            <div className="form__row-end">
              <Button type="submit" loading={adding}>
                {t('admin.blocklist.add')}
              </Button>
            </div>
          </form>
        </Card>
        <Card>
          <form className="form" onSubmit={upload} noValidate aria-labelledby="blocklist-file-title">
            <h2 id="blocklist-file-title" className="card__title">
              {t('admin.blocklist.uploadTitle')}
            </h2>
            <DropZone
              label={t('admin.blocklist.fileLabel')}
              accept=".txt,.hosts,.list,.csv,text/plain"
              file={file}
              onFile={(f) => {
                setFile(f);
                fileForm.fieldChanged('file');
              }}
              inputRef={fileRef}
              disabled={uploading}
              error={!!fileError}
              hint={
                <>
                  {t('admin.blocklist.fileHintHosts')}
                  <code>{HOSTS_LINE}</code>
                  {t('admin.blocklist.fileHintAdblock')}
                  <code>||evil.example^</code>
                  {t('admin.blocklist.fileHintComment')}
                  <code>#</code>
                  {t('admin.blocklist.fileHintEnd', { mb: FILE_MB })}
                </>
              }
            />
            {fileError && <Alert tone="error">{fileError}</Alert>}
            <div className="form__row-end">
              <Button type="submit" loading={uploading}>
                {t('admin.blocklist.addFile')}
              </Button>
            </div>
          </form>
        </Card>
      </div>
      {result && (
        <Alert tone="success" id={resultId}>
          {result}
        </Alert>
      )}
      <AdminListCard
        title={t('admin.blocklist.listTitle')}
        source={list}
        loadError={t('admin.blocklist.loadError')}
        tools={
          <TextField
            label={t('admin.blocklist.find')}
            type="search"
            className="mod-search"
            placeholder={t('admin.blocklist.startsWith')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoCapitalize="none"
            spellCheck={false}
          />
        }
        loading={<SkeletonRows label={t('admin.blocklist.loading')} columns={['40%', 90, '25%', 70]} rows={4} />}
        empty={
          <EmptyState title={q ? t('admin.blocklist.noMatch', { q }) : t('admin.blocklist.empty')}>
            {q ? t('admin.blocklist.noMatchText') : t('admin.blocklist.emptyText')}
          </EmptyState>
        }
        note={q ? t('admin.blocklist.noteStarting', { q }) : t('admin.blocklist.note')}
        pager={
          <CursorPager label={t('admin.blocklist.pages')} page={pages.page} nextCursor={list.data?.cursor} onNext={pages.next} onPrevious={pages.previous} />
        }
      >
        {(shown) => (
          <DataTable
            caption={t('admin.blocklist.caption')}
            columns={[
              { label: t('admin.blocklist.col.entry') },
              { label: t('admin.blocklist.col.added') },
              { label: t('admin.blocklist.col.by') },
              { label: t('admin.blocklist.col.actions'), kind: 'actions' },
            ]}
            stacked
          >
            {shown.items.map((e) => (
              <tr key={e.entry}>
                <td>
                  <code className="mod-entry">{e.entry}</code>
                  {readableEntry(e.entry) && <span className="mod-entry__readable"> ({readableEntry(e.entry)})</span>}
                </td>
                <td data-label={t('admin.blocklist.col.added')}>
                  <DateText iso={e.addedAt} />
                </td>
                <td data-label={t('admin.blocklist.col.by')}>{e.addedBy.name}</td>
                <td className="dt-actions">
                  <Button variant="ghost" onClick={() => removal.ask(e)} aria-label={t('admin.blocklist.removeLabel', { entry: e.entry })}>
                    {t('admin.blocklist.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminListCard>
      <ConfirmDialog title={t('admin.blocklist.removeTitle')} confirmLabel={t('admin.blocklist.remove')} {...removal.dialog}>
        {removing && (
          <p>
            {t('admin.blocklist.removeTextBefore')}
            <strong>{removing.entry}</strong>
            {t('admin.blocklist.removeTextAfter')}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
