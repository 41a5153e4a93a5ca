import type { DnsRecord, Domain } from '@kisa/shared';
import { DataTable } from '@/components/ui/data-table';
import { looksLikeApex, relativeName, zoneOf } from '../lib/domain-text';
import { CopyButton } from './copy-button';
import { FoundBadge } from './status-badge';

const PURPOSE: Record<DnsRecord['purpose'], string> = {
  ownership: 'Proves your team holds the domain',
  routing: 'Sends its visitors to Kisa',
};

/**
 * The DNS records a domain needs, as a table (stacked on phones): type and purpose, name and
 * value each with a copy button, and whether the last check found it. Under it, how to enter
 * them: names without the zone for providers that add it, and the apex (no CNAME allowed there).
 */
export function DnsRecords({ domain }: { domain: Domain }) {
  const zone = zoneOf(domain.host);
  const apex = looksLikeApex(domain.host);
  const routing = domain.records.find((r) => r.purpose === 'routing');
  return (
    <div className="dns-records">
      <DataTable caption={`DNS records for ${domain.host}`} stacked columns={[{ label: 'Type' }, { label: 'Name' }, { label: 'Value' }, { label: 'Status' }]}>
        {domain.records.map((r) => (
          <tr key={`${r.type} ${r.name}`} data-record={r.type}>
            <td>
              <strong className="mono">{r.type}</strong>
              <span className="dns-records__purpose">{PURPOSE[r.purpose]}</span>
            </td>
            <CopyableCell record={r} part="name" />
            <CopyableCell record={r} part="value" />
            <td data-label="Status">
              <FoundBadge found={r.found} />
            </td>
          </tr>
        ))}
      </DataTable>
      <ul className="dns-records__notes">
        {zone !== domain.host && (
          <li>
            If your DNS provider adds <span className="mono">{zone}</span> to names itself, enter them as{' '}
            {domain.records.map((r, i) => (
              <span key={r.name}>
                {i > 0 && ' and '}
                <span className="mono">{relativeName(r.name, zone)}</span>
              </span>
            ))}
            .
          </li>
        )}
        {routing && (
          <li className={apex ? 'dns-records__apex' : undefined}>
            {apex ? (
              <>
                <strong>{domain.host} looks like the apex of its zone, where DNS allows no CNAME.</strong> Create an ALIAS or ANAME record (some providers call
                it CNAME flattening) pointing at <span className="mono">{routing.value}</span> instead, or A and AAAA records with the addresses of{' '}
                <span className="mono">{routing.value}</span>.
              </>
            ) : (
              <>
                At a zone's apex (<span className="mono">acme.com</span> rather than <span className="mono">go.acme.com</span>) DNS allows no CNAME: there, use
                an ALIAS or ANAME record, or A and AAAA records with the addresses of <span className="mono">{routing.value}</span>.
              </>
            )}
          </li>
        )}
        <li>DNS changes can take from a few minutes to a few hours to be seen.</li>
      </ul>
    </div>
  );
}

/** A record's name or value, in code, with its copy button. */
function CopyableCell({ record, part }: { record: DnsRecord; part: 'name' | 'value' }) {
  return (
    <td data-label={part === 'name' ? 'Name' : 'Value'}>
      <span className="dns-records__copyable">
        <code className="dns-records__text">{record[part]}</code>
        <CopyButton
          text={record[part]}
          label={`Copy the ${record.type} record's ${part}`}
          copiedMessage={`The ${record.type} record's ${part} has been copied.`}
        />
      </span>
    </td>
  );
}
