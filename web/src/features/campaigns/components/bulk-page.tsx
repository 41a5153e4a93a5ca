import { MSG, type Campaign } from '@kisa/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PageHeader } from '@/components/layout';
import { Alert, Button, Card, TextField } from '@/components/ui';
import { DomainField } from '@/components/ui/domain-field';
import { DropZone } from '@/components/ui/drop-zone';
import { ApiError } from '@/lib/api-client';
import { useFormError } from '@/lib/use-form';
import { shortOrigin } from '@/lib/short-links';
import { chosenDomain, domainChoices, domainText } from '@/lib/link-domains';
import { useLinkDomains } from '@/lib/use-link-domains';
import { useCan } from '@/lib/use-can';
import { useLocalize, useT } from '@/lib/i18n';
import { ViewOnlyNotice } from '@/components/ui/view-only-notice';
import { createCampaign, getCampaign, queueCampaignLinks } from '../api/campaigns';
import { fileKind, parseBulkFile, type BulkFileResult } from '../lib/parse-bulk-file';
import { byLine, refusedLines, skippedNotice, type BulkReport } from '../lib/skipped-lines';
import { ruleSummary, type RuleSummary } from '../lib/rule-summary';
import { tagSummary, type TagSummary } from '../lib/tag-summary';
import { BulkProgress, type BulkPhase } from './bulk-progress';
import { SkippedLines } from './skipped-lines';
import './bulk.css';

/** Column names a file's header row uses: the file's words, never translated. */
const COLUMN = { title: 'title', alias: 'alias', tags: 'tags' } as const;

const POLL_MS = 1_000;
/** Progress polls that may fail in a row before the run is reported as failed. */
const MAX_POLL_FAILURES = 5;

/**
 * /e/bulk — 'Bulk Operations': a campaign name and a CSV/TXT file of URLs (dropped on the
 * drop zone or chosen) become a campaign. The file is parsed in the browser (streamed), sent
 * as requests of 10,000 links, and the progress bar follows the server's progress (polled every
 * second) to the end. Lines that gave no link are listed (line, content, reason) with a CSV
 * of them; the count in the notice is the list's. A `tags` column puts each line's
 * tags (names, comma-separated) on its link; the result says how many links carry which.
 * `country:XX` and `language:xx` columns hold destinations: each filled cell becomes a
 * targeting rule on its line's link; the result says which, and how many cells were left out.
 * A header naming no real country or language refuses the file before anything is created.
 */
export function BulkPage() {
  const t = useT();
  const localize = useLocalize();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  /** The name of a file refused for its type: its message stands until another file is chosen. */
  const [refused, setRefused] = useState<string | null>(null);
  const [phase, setPhase] = useState<BulkPhase>('idle');
  /** What is wrong with the form (its file, or a field left empty): a changed field drops it. */
  const form = useFormError<'campaign' | 'file'>();
  /** Why a started run failed. */
  const [runError, setRunError] = useState<string | null>(null);
  const [report, setReport] = useState<BulkReport | null>(null);
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [expected, setExpected] = useState(0);
  const [sent, setSent] = useState(0);
  /** What screening did: links refused for a blocklisted destination, links created flagged. */
  const [screened, setScreened] = useState({ blocked: 0, flagged: 0 });
  /** What the file's `tags` column held; null: no such column. */
  const [tagged, setTagged] = useState<{ summary: TagSummary; links: number } | null>(null);
  /** What the file's country and language columns held; null: none. */
  const [targeted, setTargeted] = useState<{ summary: RuleSummary; links: number } | null>(null);
  // The domain the campaign's links go on: shown only when the team has one of its own.
  const { data: domains } = useLinkDomains();
  const choices = domainChoices(domains);
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  const domain = chosenDomain(choices, picked);
  const canWrite = useCan('campaigns:write');
  const fileInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const busy = phase === 'reading' || phase === 'uploading' || phase === 'processing';

  // Server-side progress, every second, until every link is written (or the run failed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: one poll per campaign id: each progress answer is a new campaign object
  useEffect(() => {
    if (!campaign || (phase !== 'uploading' && phase !== 'processing')) return;
    const id = campaign.id;
    let failures = 0;
    let stopped = false;
    const controller = new AbortController();
    const timer = setInterval(async () => {
      try {
        const c = await getCampaign(id, controller.signal);
        if (stopped) return;
        failures = 0;
        setCampaign(c);
        if (c.status === 'error') {
          setRunError(c.error || MSG.processingError);
          setPhase('error');
        } else if (phase === 'processing' && c.status === 'done' && c.processed >= expected) {
          setPhase('done');
        }
      } catch (e) {
        if (stopped || (e as Error).name === 'AbortError') return;
        if (++failures >= MAX_POLL_FAILURES) {
          setRunError(MSG.processingError);
          setPhase('error');
        }
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      controller.abort();
      clearInterval(timer);
    };
  }, [campaign?.id, phase, expected]);

  useEffect(() => {
    if (phase === 'done' || phase === 'error') resultRef.current?.focus();
  }, [phase]);

  function chooseFile(f: File | null) {
    if (busy) return;
    form.fieldChanged('file');
    setReport(null);
    if (f && !fileKind(f.name)) {
      setFile(null);
      setRefused(f.name);
      form.fail(MSG.bulkBadExtension, ['file']);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    setRefused(null);
    setFile(f);
  }

  async function start(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    form.clear();
    setRunError(null);
    setReport(null);
    setTagged(null);
    setTargeted(null);
    // A refused file is still the user's choice: what was said about its type stands.
    if (!file && refused) {
      form.fail(MSG.bulkBadExtension, ['file']);
      fileInput.current?.focus();
      return;
    }
    if (!file || !name.trim()) {
      form.fail(MSG.bulkNeedFileAndName);
      (name.trim() ? fileInput.current : nameInput.current)?.focus();
      return;
    }
    if (!fileKind(file.name)) {
      form.fail(MSG.bulkBadExtension, ['file']);
      return;
    }

    setPhase('reading');
    let parsed: BulkFileResult;
    try {
      parsed = await parseBulkFile(file, file.name, [shortOrigin()]);
    } catch {
      setRunError(MSG.processingError);
      setPhase('error');
      return;
    }
    // A header naming no real country or language: nothing is created; the message says which column.
    if (parsed.refused) {
      form.fail(parsed.refused, ['file']);
      setPhase('idle');
      fileInput.current?.focus();
      return;
    }
    setReport({ file: parsed, skipped: parsed.skipped });
    const { urls } = parsed;
    const summary = tagSummary(parsed.tags, parsed.tagsDropped);
    setTagged(summary && { summary, links: urls.length });
    const rules = ruleSummary(parsed.rules, parsed.rulesDropped);
    setTargeted(rules && { summary: rules, links: urls.length });
    if (urls.length === 0) {
      form.fail(MSG.bulkNoUrls, ['file']);
      setPhase('idle');
      return;
    }

    let created: Campaign;
    try {
      created = await createCampaign(name.trim());
    } catch (err) {
      setRunError(err instanceof ApiError && err.status !== 0 ? err.message : MSG.bulkCreateError);
      setPhase('error');
      return;
    }
    if (!created || typeof created.id !== 'string' || !created.id) {
      setRunError(MSG.invalidCampaignResponse);
      setPhase('error');
      return;
    }

    setCampaign(created);
    setExpected(0);
    setSent(0);
    setScreened({ blocked: 0, flagged: 0 });
    setPhase('uploading');
    let queued = 0;
    try {
      await queueCampaignLinks(
        created.id,
        urls,
        (answer, sentSoFar, offset) => {
          queued += answer.queued;
          setExpected(queued);
          setSent(sentSoFar);
          if (answer.blocked || answer.flagged)
            setScreened((s) => ({ blocked: s.blocked + (answer.blocked ?? 0), flagged: s.flagged + (answer.flagged ?? 0) }));
          // The API applies the same rules, so this stays empty unless the two disagree.
          if (answer.rejected.length > 0) {
            const refused = refusedLines(answer.rejected, offset, parsed.urlLines);
            setReport((r) => r && { ...r, skipped: [...r.skipped, ...refused].sort(byLine) });
          }
        },
        domain,
        parsed.tags,
        parsed.rules,
        parsed.titles,
        parsed.aliases,
      );
    } catch {
      setRunError(MSG.bulkCreateError);
      setPhase('error');
      return;
    }
    setPhase('processing');
  }

  function reset() {
    setPhase('idle');
    setCampaign(null);
    setFile(null);
    setRefused(null);
    setName('');
    form.clear();
    setRunError(null);
    setReport(null);
    setTagged(null);
    setTargeted(null);
    setExpected(0);
    setSent(0);
    setScreened({ blocked: 0, flagged: 0 });
    if (fileInput.current) fileInput.current.value = '';
    nameInput.current?.focus();
  }

  const showProgress = phase === 'uploading' || phase === 'processing' || phase === 'done' || (phase === 'error' && campaign !== null);

  return (
    <div className="page bulk">
      <PageHeader title={t('campaigns.bulk.title')} description={t('campaigns.bulk.description')} />
      <ViewOnlyNotice scope="campaigns:write" />
      {canWrite && (
        <Card>
          <form className="form bulk__form" onSubmit={start} noValidate>
            <TextField
              ref={nameInput}
              label={t('campaigns.bulk.name')}
              name="campaign"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                form.fieldChanged('campaign');
              }}
              disabled={busy}
              maxLength={100}
              autoComplete="off"
              placeholder={t('campaigns.bulk.namePlaceholder')}
            />
            {choices.shown && (
              <DomainField
                choices={choices}
                value={domain ?? null}
                onChange={setPicked}
                disabled={busy}
                hint={t('campaigns.bulk.domainHint', { domain: domain ? domainText(domain) : t('campaigns.bulk.platformDomain') })}
              />
            )}
            <DropZone
              label={t('campaigns.bulk.file')}
              accept=".csv,.txt,text/csv,text/plain"
              file={file}
              onFile={chooseFile}
              disabled={busy}
              inputRef={fileInput}
              error={refused !== null}
              hint={
                <>
                  {t('campaigns.bulk.hint1')} <code>url</code> {t('campaigns.bulk.hint2')} <code>www.</code> {t('campaigns.bulk.hint3')} <code>https://</code>
                  {t('campaigns.bulk.hint4')} <code>{COLUMN.title}</code> {t('campaigns.bulk.hint5')} <code>{COLUMN.alias}</code> {t('campaigns.bulk.hint6')}{' '}
                  <code>{COLUMN.tags}</code> {t('campaigns.bulk.hint7')} <code>country:DE</code> {t('campaigns.bulk.hint8')} <code>language:tr</code>{' '}
                  {t('campaigns.bulk.hint9')}
                </>
              }
            />
            {form.error && <Alert tone="error">{localize(form.error)}</Alert>}
            <div className="form__row-end">
              <Button type="submit" loading={busy} disabled={busy}>
                {phase === 'reading' ? t('campaigns.bulk.reading') : t('campaigns.bulk.start')}
              </Button>
            </div>
          </form>
        </Card>
      )}

      {report && report.skipped.length > 0 && <Alert tone="info">{t('campaigns.bulk.listedBelow', { notice: skippedNotice(report.skipped) })}</Alert>}

      {showProgress && (
        <BulkProgress
          resultRef={resultRef}
          campaign={campaign}
          phase={phase}
          sent={sent}
          expected={expected}
          report={report}
          tagged={tagged}
          targeted={targeted}
          screened={screened}
          runError={runError}
          onReset={reset}
        />
      )}
      {phase === 'error' && !campaign && runError && (
        <div ref={resultRef} tabIndex={-1}>
          <Alert tone="error">{localize(runError)}</Alert>
        </div>
      )}
      {report && report.skipped.length > 0 && <SkippedLines report={report} campaignName={campaign?.name ?? name} />}
    </div>
  );
}
