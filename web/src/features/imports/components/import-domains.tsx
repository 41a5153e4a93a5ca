import type { DnsRecord, ImportDomain } from '@kisa/shared';
import { BusyButton } from '@/components/ui/busy-button';
import { CopyButton } from '@/components/ui/copy-button';
import { DataTable } from '@/components/ui/data-table';
import { Icon } from '@/components/ui/icon';
import { StatusPill } from '@/components/ui/status-pill';
import { domainValue, domainOfValue, domainText, type DomainChoices } from '@/lib/link-domains';
import { formatCount } from '@/lib/format';
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
  const kept = domains.filter((d) => choiceOf(choices, d).action === 'keep');
  return (
    <div className="import-domains">
      <DataTable caption="Source domains" stacked columns={[{ label: 'Source domain' }, { label: 'Links', kind: 'numeric' }, { label: 'What to do' }]}>
        {domains.map((d) => {
          const choice = choiceOf(choices, d);
          const label = labelOf(d.host);
          return (
            <tr key={d.host} data-source-domain={d.host}>
              <td>
                <strong className="import-domains__host">{label}</strong> {d.shared && d.host !== '' && <StatusPill tone="neutral">Shared domain</StatusPill>}
                {d.problem && <p className="item-list__warning">{d.problem}</p>}
              </td>
              <td className="dt-num" data-label="Links">
                {formatCount(d.links)}
              </td>
              <td data-label="What to do">
                <div className="import-domains__choice">
                  <select
                    className="field__input"
                    aria-label={`What to do with the links on ${label}`}
                    value={choice.action}
                    onChange={(e) => onChoose(d.host, { ...choice, action: e.target.value as DomainAction })}
                  >
                    {canKeep(d) && <option value="keep">Keep on {label}</option>}
                    <option value="move">Move to…</option>
                    <option value="skip">Skip these links</option>
                  </select>
                  {choice.action === 'move' && (
                    <select
                      className="field__input"
                      aria-label={`Move the links on ${label} to`}
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
  const label = domainText(domain.host);
  const records = [...domain.records].sort((a, b) => Number(b.type === 'TXT') - Number(a.type === 'TXT'));
  return (
    <section className="import-kept" aria-labelledby={`kept-${domain.host}`} data-kept-domain={domain.host}>
      <h4 id={`kept-${domain.host}`} className="import-kept__title">
        Keep {label}: its DNS records{' '}
        {domain.ownershipVerified ? <StatusPill tone="success">Ownership verified</StatusPill> : <StatusPill tone="warning">TXT record not found</StatusPill>}
      </h4>
      <p className="import-kept__note">Add the TXT record now; move the CNAME only after the import is done — your links keep working throughout.</p>
      {records.length > 0 && (
        <DataTable caption={`DNS records for ${label}`} stacked columns={[{ label: 'Type' }, { label: 'Name' }, { label: 'Value' }, { label: 'Found' }]}>
          {records.map((r) => (
            <tr key={`${r.type} ${r.name}`} data-record={r.type}>
              <td>
                <strong className="mono">{r.type}</strong>
                <span className="import-kept__when">{r.type === 'TXT' ? 'Now' : 'After the import'}</span>
              </td>
              <RecordCell record={r} part="name" />
              <RecordCell record={r} part="value" />
              <td data-label="Found">
                <span className={r.found ? 'import-kept__found' : 'import-kept__missing'}>
                  <Icon name={r.found ? 'check' : 'close'} size={16} />
                  {r.found ? 'Found' : 'Not found'}
                </span>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <BusyButton busy={checking} onClick={onCheck} icon={<Icon name="refresh" size={16} />} aria-label={`Check DNS: ${label}`}>
        Check DNS
      </BusyButton>
    </section>
  );
}

function RecordCell({ record, part }: { record: DnsRecord; part: 'name' | 'value' }) {
  return (
    <td data-label={part === 'name' ? 'Name' : 'Value'}>
      <span className="import-kept__copyable">
        <code className="import-kept__text">{record[part]}</code>
        <CopyButton
          text={record[part]}
          label={`Copy the ${record.type} record's ${part}`}
          copiedMessage={`The ${record.type} record's ${part} has been copied.`}
        />
      </span>
    </td>
  );
}
