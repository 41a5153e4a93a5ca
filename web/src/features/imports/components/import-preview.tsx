import { useId, useState } from 'react';
import type { ImportConflictChoice, ImportJob } from '@kisa/shared';
import { Button } from '@/components/ui';
import { BusyButton } from '@/components/ui/busy-button';
import { DataTable } from '@/components/ui/data-table';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { domainText, type DomainChoices } from '@/lib/link-domains';
import { initialChoices, skippedByChoice, startBlocker, type DomainChoiceState } from '../lib/domain-choices';
import { countRows, jobSourceName } from '../lib/import-text';
import { ImportDomains } from './import-domains';

export interface StartChoices {
  conflicts: ImportConflictChoice;
  domains: Readonly<Record<string, DomainChoiceState>>;
}

/**
 * Step 3, the preview (status ready): what the source holds and what will be imported, the
 * source domains with a choice each, what to do with taken codes, then Start import — held back,
 * with the reason, while a kept domain's TXT record is not found — or Cancel.
 */
export function ImportPreview({
  job,
  targets,
  starting,
  cancelling,
  checking,
  onStart,
  onCancel,
  onCheck,
}: {
  job: ImportJob;
  targets: DomainChoices;
  starting: boolean;
  cancelling: boolean;
  checking: string | null;
  onStart: (choices: StartChoices) => void;
  onCancel: () => void;
  onCheck: (host: string) => void;
}) {
  const id = useId();
  const t = useT();
  const source = jobSourceName(job);
  const [domains, setDomains] = useState(() => initialChoices(job.domains));
  const [conflicts, setConflicts] = useState<ImportConflictChoice>(job.conflicts);
  const blocker = startBlocker(job.domains, domains, domainText);
  const leftOut = skippedByChoice(job.domains, domains);
  const taken = job.counts.codeTaken + job.counts.invalidCode;

  return (
    <div className="import-preview">
      <section aria-labelledby={`${id}-counts`}>
        <h3 id={`${id}-counts`} className="import-section__title">
          {t('imports.preview.holds', { source })}
        </h3>
        <DataTable
          caption={t('imports.preview.caption', { source })}
          columns={[{ label: t('imports.col.what') }, { label: t('imports.col.count'), kind: 'numeric' }]}
        >
          {countRows(job.counts).map((row) => (
            <tr key={row.key} data-count={row.key}>
              <td>{row.label}</td>
              <td className="dt-num" data-label={t('imports.col.count')}>
                {formatCount(row.value)}
              </td>
            </tr>
          ))}
        </DataTable>
        {leftOut > 0 && <p className="muted">{t('imports.preview.leftOut', { count: formatCount(leftOut) })}</p>}
      </section>

      <section aria-labelledby={`${id}-domains`}>
        <h3 id={`${id}-domains`} className="import-section__title">
          {t('imports.preview.domains')}
        </h3>
        <ImportDomains
          domains={job.domains}
          choices={domains}
          targets={targets}
          onChoose={(host, choice) => setDomains((d) => ({ ...d, [host]: choice }))}
          checking={checking}
          onCheck={onCheck}
        />
      </section>

      <fieldset className="import-conflicts" aria-describedby={`${id}-conflicts-hint`}>
        <legend className="import-section__title">{t('imports.preview.conflicts')}</legend>
        <p id={`${id}-conflicts-hint`} className="field__hint">
          {taken > 0 ? t('imports.preview.taken', { n: taken, count: formatCount(taken) }) : t('imports.preview.noneTaken')}
        </p>
        {(
          [
            ['skip', t('imports.preview.skip')],
            ['newCode', t('imports.preview.newCode')],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="import-radio">
            <input type="radio" name={`${id}-conflicts`} value={value} checked={conflicts === value} onChange={() => setConflicts(value)} />
            {label}
          </label>
        ))}
      </fieldset>

      {blocker && (
        <p id={`${id}-blocker`} className="import-preview__blocker" role="status">
          {blocker}
        </p>
      )}
      <div className="import-actions">
        <Button
          loading={starting}
          aria-disabled={blocker ? true : undefined}
          aria-describedby={blocker ? `${id}-blocker` : undefined}
          onClick={() => !blocker && onStart({ conflicts, domains })}
        >
          {t('imports.preview.start')}
        </Button>
        <BusyButton busy={cancelling} onClick={onCancel}>
          {t('common.cancel')}
        </BusyButton>
      </div>
    </div>
  );
}
