import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ImportJob } from '@kisa/shared';
import { PageHeader, SettingsTabs } from '@/components/layout';
import { Alert, Button, Card, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { domainChoices, domainText } from '@/lib/link-domains';
import { useLinkDomains } from '@/lib/use-link-domains';
import { useCan } from '@/lib/use-can';
import { localizeMessage, useT } from '@/lib/i18n';
import { domainChoicesBody } from '../lib/domain-choices';
import { jobSourceName, STATUS_TEXT } from '../lib/import-text';
import { importsApi, isFinished, isRunning, useImport, useImports } from '../api/imports';
import { ImportPreview, type StartChoices } from './import-preview';
import { ImportProgress } from './import-progress';
import { ImportReport } from './import-report';
import { NEW_IMPORT, NewImportForm, type NewImportState } from './new-import-form';
import { PastImports } from './past-imports';
import '@/components/ui/item-list.css';
import './imports.css';

/**
 * /e/import (Settings → Import, team owners and admins): bring links from Bitly, Rebrandly, Short.io, Dub,
 * Kutt, Shlink, YOURLS or a CSV/JSON file. The form creates an import (`?id=` then names it, so a
 * past one reopens by its link); the page follows it — reading, the preview and its choices,
 * writing, the report — reading it again every 1.5 s while the worker is at it.
 */
export function ImportsPage() {
  const t = useT();
  const isOwner = useCan('imports:write');
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const [form, setForm] = useState<NewImportState>(NEW_IMPORT);

  return (
    <div className="page imports">
      <PageHeader title={t('imports.title')} description={t('imports.description')} />
      <SettingsTabs />
      {!isOwner ? (
        <Alert tone="info">{t('imports.notOwner')}</Alert>
      ) : openId ? (
        <OpenImport id={openId} onClose={() => setParams({})} />
      ) : (
        <Card aria-labelledby="new-import-title">
          <UnderWay />
          <h2 id="new-import-title" className="import-section__heading">
            {t('imports.newImport')}
          </h2>
          <NewImportForm state={form} onChange={setForm} onCreated={(job) => setParams({ id: job.id })} />
        </Card>
      )}
      {isOwner && <PastImports openId={openId} />}
    </div>
  );
}

/** An import not finished yet: a link to it above the form (a team reads or writes one import at a time). */
function UnderWay() {
  const t = useT();
  const under = useImports().data?.items.find((j) => !isFinished(j));
  if (!under) return null;
  const source = jobSourceName(under);
  const open = <Link to={`${paths.imports}?id=${encodeURIComponent(under.id)}`}>{t('imports.openIt')}</Link>;
  return (
    <Alert tone="info" title={under.status === 'ready' ? t('imports.underWay.previewTitle', { source }) : t('imports.underWay.runningTitle', { source })}>
      <p>
        {open} {under.status === 'ready' ? t('imports.underWay.previewText') : t('imports.underWay.runningText')}
      </p>
    </Alert>
  );
}

/** One import, from reading to its report; a running one polled. */
function OpenImport({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const job = useImport(id);
  const list = useImports();
  const toast = useToast();
  const { data: domains } = useLinkDomains();
  const targets = domainChoices(domains);
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [checking, setChecking] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const data = job.data;
  const status = data?.status;

  // Each new step (preview, progress, report) takes the focus, so keyboard and screen reader users start there.
  useEffect(() => {
    if (status) heading.current?.focus();
  }, [status]);
  // The list follows the open import's steps (a new one, ready, finished).
  const refreshList = list.mutate;
  useEffect(() => {
    if (status) void refreshList();
  }, [status, refreshList]);

  async function act(run: () => Promise<ImportJob>, busy: (on: boolean) => void) {
    busy(true);
    setActionError(null);
    try {
      await job.mutate(await run(), { revalidate: false });
      void list.mutate();
    } catch (err) {
      setActionError(localizeMessage((err as Error).message));
      void job.mutate();
    } finally {
      busy(false);
    }
  }

  const start = (choices: StartChoices) =>
    act(() => importsApi.start(id, { conflicts: choices.conflicts, domains: domainChoicesBody(data?.domains ?? [], choices.domains) }), setStarting);
  const cancel = () => act(() => importsApi.cancel(id), setCancelling);

  async function check(host: string) {
    setChecking(host);
    try {
      const domain = await importsApi.checkDomain(host);
      const txt = domain.records.find((r) => r.type === 'TXT');
      toast(
        txt?.found ? t('imports.txtFound', { host: domainText(host) }) : t('imports.txtMissing', { host: domainText(host) }),
        txt?.found ? 'success' : 'info',
      );
      await job.mutate();
    } catch (err) {
      toast(localizeMessage((err as Error).message), 'error');
    } finally {
      setChecking(null);
    }
  }

  if (!data) {
    return (
      <Card aria-busy={!job.error}>
        {job.error ? (
          <LoadError title={t('imports.loadError')} source={job} />
        ) : (
          <p className="import-loading">
            <Spinner /> {t('imports.loadingOne')}
          </p>
        )}
        <Button variant="ghost" onClick={onClose}>
          {t('imports.newImport')}
        </Button>
      </Card>
    );
  }

  const source = jobSourceName(data);
  const title =
    data.status === 'ready'
      ? t('imports.heading.preview', { source })
      : isRunning(data)
        ? t('imports.heading.running', { status: STATUS_TEXT[data.status], source })
        : t('imports.heading.report', { source });
  return (
    <Card aria-labelledby="open-import-title" data-status={data.status}>
      <div className="import-open__head">
        <h2 id="open-import-title" ref={heading} tabIndex={-1} className="import-section__heading">
          {title}
        </h2>
        <p className="sr-only" aria-live="polite">
          {STATUS_TEXT[data.status]}
        </p>
        {!isRunning(data) && data.status !== 'ready' && (
          <Button variant="ghost" onClick={onClose}>
            {t('imports.newImport')}
          </Button>
        )}
      </div>
      {actionError && <Alert tone="error">{actionError}</Alert>}
      {isRunning(data) && <ImportProgress job={data} cancelling={cancelling} onCancel={() => void cancel()} />}
      {data.status === 'ready' && (
        <ImportPreview
          job={data}
          targets={targets}
          starting={starting}
          cancelling={cancelling}
          checking={checking}
          onStart={(c) => void start(c)}
          onCancel={() => void cancel()}
          onCheck={(host) => void check(host)}
        />
      )}
      {isFinished(data) && <ImportReport job={data} onStartAgain={onClose} />}
    </Card>
  );
}
