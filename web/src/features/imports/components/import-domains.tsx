import type { DnsRecord, ImportDomain } from '@kisa/shared';
import { BusyButton } from '@/components/ui/busy-button';
import { CopyButton } from '@/components/ui/copy-button';
import { DataTable } from '@/components/ui/data-table';
import { Icon } from '@/components/ui/icon';
import { StatusPill } from '@/components/ui/status-pill';
import { domainValue, domainOfValue, domainText, type DomainChoices } from '@/lib/link-domains';
import { formatCount } from '@/lib/format';
import { localizeMessage, useT } from '@/lib/i18n';
import { canKeep, choiceOf, type DomainAction, type DomainChoiceState } from '../lib/domain-choices';
import { sourceDomainLabel } from '../lib/import-text';

const labelOf = (host: string) => sourceDomainLabel(host, domainText);

/**
 * The preview's source domains: per domain its links and what to do with them — a shared one
 * (bit.ly, or the file's links without a domain) moves to a domain of the team or is skipped; a
 * branded one may also be kept on its host, with the DNS records that prove it is the team's.
 */
export function ImportDomains({
  domains,
  choices,
  targets,
  onChoose,
  checking,
  onCheck,
}: {
  domains: readonly ImportDomain[];
  choices: Readonly<Record<string, DomainChoiceState>>;
  /** Where links may move: the platform's domain and the team's verified ones. */
  targets: DomainChoices;
  onChoose: (host: string, choice: DomainChoiceState) => void;
  checking: string | null;
  onCheck: (host: string) => void;
}) {
  const t = useT();
  const kept = domains.filter((d) => choiceOf(choices, d).action === 'keep');
  return (
    <div className="import-domains">
      <DataTable
        caption={t('imports.domains.caption')}
        stacked
        columns={[
          { label: t('imports.domains.sourceDomain') },
          { label: t('imports.domains.links'), kind: 'numeric' },
          { label: t('imports.domains.whatToDo') },
        ]}
      >
        {domains.map((d) => {
          const choice = choiceOf(choices, d);
          const label = labelOf(d.host);
          return (
            <tr key={d.host} data-source-domain={d.host}>
              <td>
                <strong className="import-domains__host">{label}</strong>{' '}
                {d.shared && d.host !== '' && <StatusPill tone="neutral">{t('imports.domains.shared')}</StatusPill>}
                {d.problem && <p className="item-list__warning">{localizeMessage(d.problem)}</p>}
              </td>
              <td className="dt-num" data-label={t('imports.domains.links')}>
                {formatCount(d.links)}
              </td>
              <td data-label={t('imports.domains.whatToDo')}>
                <div className="import-domains__choice">
                  <select
                    className="field__input"
                    aria-label={t('imports.domains.choose', { host: label })}
                    value={choice.action}
                    onChange={(e) => onChoose(d.host, { ...choice, action: e.target.value as DomainAction })}
                  >
                    {canKeep(d) && <option value="keep">{t('imports.domains.keep', { host: label })}</option>}
                    <option value="move">{t('imports.domains.move')}</option>
                    <option value="skip">{t('imports.domains.skip')}</option>
                  </select>
                  {choice.action === 'move' && (
                    <select
                      className="field__input"
                      aria-label={t('imports.domains.moveTo', { host: label })}
                      value={domainValue(choice.to)}
                      onChange={(e) => onChoose(d.host, { ...choice, to: domainOfValue(e.target.value) })}
                    >
                      {targets.options.map((o) => (
                        <option key={domainValue(o.host)} value={domainValue(o.host)}>
                          {o.label}
                        </option>
                      ))}
                    </select>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </DataTable>
      {kept.map((d) => (
        <KeptDomain key={d.host} domain={d} checking={checking === d.host} onCheck={() => onCheck(d.host)} />
      ))}
    </div>
  );
}

/** A kept domain's DNS records, TXT first, each with copy buttons and whether it was found, and Check DNS. */
function KeptDomain({ domain, checking, onCheck }: { domain: ImportDomain; checking: boolean; onCheck: () => void }) {
  const t = useT();
  const label = domainText(domain.host);
  const records = [...domain.records].sort((a, b) => Number(b.type === 'TXT') - Number(a.type === 'TXT'));
  return (
    <section className="import-kept" aria-labelledby={`kept-${domain.host}`} data-kept-domain={domain.host}>
      <h4 id={`kept-${domain.host}`} className="import-kept__title">
        {t('imports.kept.title', { host: label })}{' '}
        {domain.ownershipVerified ? (
          <StatusPill tone="success">{t('imports.kept.verified')}</StatusPill>
        ) : (
          <StatusPill tone="warning">{t('imports.kept.txtMissing')}</StatusPill>
        )}
      </h4>
      <p className="import-kept__note">{t('imports.kept.note')}</p>
      {records.length > 0 && (
        <DataTable
          caption={t('imports.kept.caption', { host: label })}
          stacked
          columns={[
            { label: t('imports.kept.type') },
            { label: t('imports.kept.name') },
            { label: t('imports.kept.value') },
            { label: t('imports.kept.found') },
          ]}
        >
          {records.map((r) => (
            <tr key={`${r.type} ${r.name}`} data-record={r.type}>
              <td>
                <strong className="mono">{r.type}</strong>
                <span className="import-kept__when">{r.type === 'TXT' ? t('imports.kept.now') : t('imports.kept.after')}</span>
              </td>
              <RecordCell record={r} part="name" />
              <RecordCell record={r} part="value" />
              <td data-label={t('imports.kept.found')}>
                <span className={r.found ? 'import-kept__found' : 'import-kept__missing'}>
                  <Icon name={r.found ? 'check' : 'close'} size={16} />
                  {r.found ? t('imports.kept.found') : t('imports.kept.notFound')}
                </span>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <BusyButton busy={checking} onClick={onCheck} icon={<Icon name="refresh" size={16} />} aria-label={t('imports.kept.checkLabel', { host: label })}>
        {t('imports.kept.check')}
      </BusyButton>
    </section>
  );
}

function RecordCell({ record, part }: { record: DnsRecord; part: 'name' | 'value' }) {
  const t = useT();
  const type = record.type;
  return (
    <td data-label={part === 'name' ? t('imports.kept.name') : t('imports.kept.value')}>
      <span className="import-kept__copyable">
        <code className="import-kept__text">{record[part]}</code>
        <CopyButton
          text={record[part]}
          label={part === 'name' ? t('imports.kept.copyName', { type }) : t('imports.kept.copyValue', { type })}
          copiedMessage={part === 'name' ? t('imports.kept.copiedName', { type }) : t('imports.kept.copiedValue', { type })}
        />
      </span>
    </td>
  );
}
