import type { DnsRecord, Domain } from '@kisa/shared';
import { DataTable } from '@/components/ui/data-table';
import { translatedRecord, useT } from '@/lib/i18n';
import { looksLikeApex, relativeName, zoneOf } from '../lib/domain-text';
import { CopyButton } from './copy-button';
import { FoundBadge } from './status-badge';

const PURPOSE = translatedRecord<DnsRecord['purpose']>({
  ownership: 'domains.records.purpose.ownership',
  routing: 'domains.records.purpose.routing',
});

/**
 * The DNS records a domain needs, as a table (stacked on phones): type and purpose, name and
 * value each with a copy button, and whether the last check found it. Under it, how to enter
 * them: names without the zone for providers that add it, and the apex (no CNAME allowed there).
 */
export function DnsRecords({ domain }: { domain: Domain }) {
  const t = useT();
  const zone = zoneOf(domain.host);
  const apex = looksLikeApex(domain.host);
  const routing = domain.records.find((r) => r.purpose === 'routing');
  return (
    <div className="dns-records">
      <DataTable
        caption={t('domains.card.recordsOf', { host: domain.host })}
        stacked
        columns={[
          { label: t('domains.records.type') },
          { label: t('domains.records.name') },
          { label: t('domains.records.value') },
          { label: t('domains.records.status') },
        ]}
      >
        {domain.records.map((r) => (
          <tr key={`${r.type} ${r.name}`} data-record={r.type}>
            <td>
              <strong className="mono">{r.type}</strong>
              <span className="dns-records__purpose">{PURPOSE[r.purpose]}</span>
            </td>
            <CopyableCell record={r} part="name" />
            <CopyableCell record={r} part="value" />
            <td data-label={t('domains.records.status')}>
              <FoundBadge found={r.found} />
            </td>
          </tr>
        ))}
      </DataTable>
      <ul className="dns-records__notes">
        {zone !== domain.host && (
          <li>
            {t('domains.records.zoneBefore')}
            <span className="mono">{zone}</span>
            {t('domains.records.zoneMiddle')}
            {domain.records.map((r, i) => (
              <span key={r.name}>
                {i > 0 && t('domains.records.zoneAnd')}
                <span className="mono">{relativeName(r.name, zone)}</span>
              </span>
            ))}
            {t('domains.records.zoneAfter')}
          </li>
        )}
        {routing && (
          <li className={apex ? 'dns-records__apex' : undefined}>
            {apex ? (
              <>
                <strong>{t('domains.records.apexStrong', { host: domain.host })}</strong>
                {t('domains.records.apexBefore')}
                <span className="mono">{routing.value}</span>
                {t('domains.records.apexMiddle')}
                <span className="mono">{routing.value}</span>
                {t('domains.records.apexAfter')}
              </>
            ) : (
              <>
                {t('domains.records.atApexBefore')}
                <span className="mono">acme.com</span>
                {t('domains.records.atApexRather')}
                <span className="mono">go.acme.com</span>
                {t('domains.records.atApexMiddle')}
                <span className="mono">{routing.value}</span>
                {t('domains.records.atApexAfter')}
              </>
            )}
          </li>
        )}
        <li>{t('domains.records.delay')}</li>
      </ul>
    </div>
  );
}

/** A record's name or value, in code, with its copy button. */
function CopyableCell({ record, part }: { record: DnsRecord; part: 'name' | 'value' }) {
  const t = useT();
  const name = part === 'name';
  return (
    <td data-label={t(name ? 'domains.records.name' : 'domains.records.value')}>
      <span className="dns-records__copyable">
        <code className="dns-records__text">{record[part]}</code>
        <CopyButton
          text={record[part]}
          label={t(name ? 'domains.records.copyName' : 'domains.records.copyValue', { type: record.type })}
          copiedMessage={t(name ? 'domains.records.copiedName' : 'domains.records.copiedValue', { type: record.type })}
        />
      </span>
    </td>
  );
}
