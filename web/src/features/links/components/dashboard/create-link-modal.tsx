import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { checkAlias, checkTarget, displayUrl, MSG, normalizeUrl, TAG_MSG, TAGS_PER_LINK_MAX, type Link } from '@kisa/shared';
import { ApiError } from '@/lib/api-client';
import { useFormError } from '@/lib/use-form';
import { Alert, Button, Spinner, TextField } from '@/components/ui';
import { Modal } from '@/components/ui/modal';
import { useLinkDomains } from '@/lib/use-link-domains';
import { linksApi } from '../../api/links';
import { useAliasCheck } from '../../hooks/use-alias-check';
import { useDebounced } from '../../hooks/use-debounced';
import { randomAlias } from '../../lib/alias';
import { chosenDomain, domainChoices } from '@/lib/link-domains';
import { resolveTitle } from '../../lib/title';
import { checkLinkTarget, shortLabel } from '@/lib/short-links';
import { AliasField } from '../alias-field';
import { DomainField } from '@/components/ui/domain-field';
import { TagPicker } from '@/components/tags/tag-picker';
import { useCreateTag } from '@/components/tags/use-create-tag';
import { ModerationNotice } from '../moderation-notice';
import { useT } from '@/lib/i18n';

type Field = 'longUrl' | 'domain' | 'alias' | 'title';

/**
 * 'Create New Link': target URL, domain (only for a team with a verified domain of
 * its own; the team's default domain preselected, else the platform's), alias (random 5
 * characters, availability on the chosen domain checked as you type; cleared, the server
 * generates an 8-character code, which the created link then shows) and title (fetched from
 * the target's page, else the target's host) and tags (the team's, or a new one created
 * from the typed name; saved as `tagIds`). A taken alias (409) shows the server's message and
 * marks the alias invalid. A link that screening flagged is not passed on at once: the modal says
 * so first (what visitors get, why, what to do), and Done or closing passes it on.
 */
export function CreateLinkModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (link: Link) => void }) {
  const t = useT();
  const [longUrl, setLongUrl] = useState('');
  const [alias, setAlias] = useState(randomAlias);
  // The domain picked in this opening; undefined: not touched, the team's default applies.
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const domains = useLinkDomains();
  const choices = domainChoices(domains.data);
  // No picker (no domain of the team's, or the list did not load): left out, the server's default applies.
  const domain = chosenDomain(choices, picked);
  const [title, setTitle] = useState('');
  const [tagIds, setTagIds] = useState<string[]>([]);
  const { tags, createTag, loadError: tagsLoadError, refresh: refreshTags } = useCreateTag();
  const [titleEdited, setTitleEdited] = useState(false);
  const [titleBusy, setTitleBusy] = useState(false);
  // The shared form rule: a changed field drops the error said about it.
  const { error, invalid, fail: showError, clear: clearError, fieldChanged } = useFormError<Field>();
  const [busy, setBusy] = useState(false);
  // Created, but flagged by screening: the success state tells the owner before the modal closes.
  const [flagged, setFlagged] = useState<Link | null>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const domainRef = useRef<HTMLSelectElement>(null);
  const aliasRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const titleJob = useRef<{ target: string; promise: Promise<string> } | null>(null);
  const aliasCheck = useAliasCheck(alias, { enabled: open, domain });
  const titleEditedRef = useRef(titleEdited);
  titleEditedRef.current = titleEdited;

  const refreshDomains = domains.mutate;
  // Each opening starts a fresh form with a fresh random alias, and reads the team's domains
  // again (one verified since the dashboard loaded, say in another tab, is offered).
  useEffect(() => {
    if (!open) return;
    void refreshDomains();
    void refreshTags();
    setLongUrl('');
    setTagIds([]);
    setAlias(randomAlias());
    setPicked(undefined);
    setTitle('');
    setTitleEdited(false);
    setTitleBusy(false);
    setFlagged(null);
    clearError();
    titleJob.current = null;
  }, [open, clearError, refreshDomains, refreshTags]);

  /** The page title for `target` (one request per target), filled in unless the user typed one. */
  function fetchTitle(target: string): Promise<string> {
    if (titleJob.current?.target === target) return titleJob.current.promise;
    setTitleBusy(true);
    const promise = resolveTitle(target, (url, signal) => linksApi.pageTitle(url, signal)).then(({ title: t }) => {
      if (titleJob.current?.target === target) {
        setTitleBusy(false);
        setTitle((current) => (titleEditedRef.current ? current : t));
      }
      return t;
    });
    titleJob.current = { target, promise };
    return promise;
  }
  // Title auto-fill once the target settles on a valid URL.
  const settledUrl = useDebounced(longUrl.trim(), 500);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetchTitle is new each render and reads the latest state through refs
  useEffect(() => {
    if (!open || titleEdited || !settledUrl || checkTarget(normalizeUrl(settledUrl))) return;
    void fetchTitle(normalizeUrl(settledUrl));
  }, [open, settledUrl, titleEdited]);

  function fail(message: string, field: Field | null) {
    showError(message, field ? [field] : []);
    const ref = field === 'longUrl' ? urlRef : field === 'domain' ? domainRef : field === 'alias' ? aliasRef : field === 'title' ? titleRef : null;
    ref?.current?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    // The one URL rule (shared): `www.…` and bare domains get https://, as in the Target tab and bulk.
    // Stored serialized (punycode, percent-encoded), shown as people read it.
    const target = normalizeUrl(longUrl);
    if (displayUrl(target) !== longUrl) setLongUrl(displayUrl(target));
    const targetError = checkLinkTarget(target);
    if (targetError) return fail(targetError, 'longUrl');
    // An empty alias is no error: the server generates a code.
    const aliasValue = alias.trim();
    const aliasError = aliasValue ? (checkAlias(aliasValue) ?? (aliasCheck.status.state === 'invalid' ? aliasCheck.status.message : null)) : null;
    if (aliasError) return fail(aliasError, 'alias');
    clearError();
    setBusy(true);
    try {
      const finalTitle = title.trim() || (await fetchTitle(target));
      if (!title.trim()) setTitle(finalTitle);
      const link = await linksApi.create({
        longUrl: target,
        ...(aliasValue ? { shortUrl: aliasValue } : {}),
        title: finalTitle,
        ...(domain !== undefined ? { domain } : {}),
        ...(tagIds.length ? { tagIds } : {}),
      });
      if (link.moderation === 'flagged') {
        setFlagged(link);
        requestAnimationFrame(() => doneRef.current?.focus());
      } else onCreated(link);
    } catch (err) {
      const apiError = err instanceof ApiError ? err : new ApiError(MSG.unknownError, 0);
      if (apiError.status === 409) {
        aliasCheck.reject(apiError.message);
        fail(apiError.message, 'alias');
      } else if (apiError.message === TAG_MSG.unknownTag) {
        // A chosen tag was deleted meanwhile: the picker shows the team's tags as they are now.
        void refreshTags();
        fail(apiError.message, null);
      } else if (apiError.message === MSG.domainUnknown) {
        // The domain was removed (or lost) since the list loaded: pick another.
        void domains.mutate();
        fail(apiError.message, 'domain');
      } else {
        // The server's target rules (its own short domain, the blocklist, …) point at the target field.
        fail(apiError.message, apiError.message === MSG.targetIsShortLink || apiError.message === MSG.targetBlocked ? 'longUrl' : null);
      }
    } finally {
      setBusy(false);
    }
  }

  if (flagged) {
    return (
      <Modal
        open={open}
        onClose={() => onCreated(flagged)}
        title={t('links.create.created')}
        description={`${shortLabel(flagged.shortUrl, flagged.domain)} → ${displayUrl(flagged.longUrl)}`}
        footer={
          <Button ref={doneRef} onClick={() => onCreated(flagged)}>
            {t('links.create.done')}
          </Button>
        }
      >
        <ModerationNotice link={flagged} />
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      title={t('links.create.title')}
      description={t('links.create.description')}
      initialFocus={urlRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="create-link-form" loading={busy}>
            {t('links.create.submit')}
          </Button>
        </>
      }
    >
      <form id="create-link-form" className="form" onSubmit={submit} noValidate aria-label={t('links.create.title')}>
        {error && (
          <Alert id={errorId} tone="error">
            {error}
          </Alert>
        )}
        <TextField
          ref={urlRef}
          label={t('links.create.target')}
          name="longUrl"
          type="text"
          inputMode="url"
          placeholder="https://example.com/a/very/long/page"
          autoComplete="off"
          spellCheck={false}
          value={longUrl}
          onChange={(e) => {
            setLongUrl(e.target.value);
            fieldChanged('longUrl');
          }}
          onBlur={() => setLongUrl((v) => displayUrl(normalizeUrl(v)))}
          error={invalid.includes('longUrl')}
          aria-describedby={invalid.includes('longUrl') ? errorId : undefined}
          disabled={busy}
        />
        {choices.shown && (
          <DomainField
            ref={domainRef}
            choices={choices}
            value={domain ?? null}
            onChange={(host) => {
              setPicked(host);
              fieldChanged('domain');
            }}
            hint={
              <>
                {t('links.create.yourShortLink')}
                <span className="mono">{shortLabel(alias.trim() || '…', domain)}</span>
                {!alias.trim() && t('links.create.codeGenerated')}
              </>
            }
            invalid={invalid.includes('domain')}
            describedBy={invalid.includes('domain') ? errorId : undefined}
            disabled={busy}
          />
        )}
        <AliasField
          ref={aliasRef}
          domain={domain}
          value={alias}
          onChange={(v) => {
            setAlias(v);
            fieldChanged('alias');
          }}
          status={aliasCheck.status}
          hint={t('links.create.aliasHint')}
          describedBy={invalid.includes('alias') ? errorId : undefined}
          disabled={busy}
          onRegenerate={() => {
            setAlias(randomAlias());
            fieldChanged('alias');
          }}
        />
        <div className="title-field">
          <TextField
            ref={titleRef}
            label={t('links.create.titleLabel')}
            name="title"
            placeholder={titleBusy ? t('links.create.titleFetching') : t('links.create.titleFromPage')}
            value={title}
            maxLength={200}
            onChange={(e) => {
              setTitle(e.target.value);
              setTitleEdited(e.target.value.trim() !== '');
              fieldChanged('title');
            }}
            hint={t('links.create.titleHint')}
            disabled={busy}
          />
          {titleBusy && (
            <span className="title-field__busy">
              <Spinner label={t('links.create.titleBusy')} />
            </span>
          )}
        </div>
        <TagPicker
          label={t('links.create.tags')}
          tags={tags}
          value={tagIds}
          onChange={setTagIds}
          max={TAGS_PER_LINK_MAX}
          maxMessage={TAG_MSG.perLinkLimit}
          onCreate={createTag}
          placeholder={t('links.create.tagsPlaceholder')}
          hint={t('links.create.tagsHint')}
          loadError={tagsLoadError}
          disabled={busy}
        />
      </form>
    </Modal>
  );
}
