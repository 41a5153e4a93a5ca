import { useEffect, useId, useRef, useState } from 'react';
import type { Domain } from '@kisa/shared';
import { Button, useToast } from '@/components/ui';
import { BusyButton } from '@/components/ui/busy-button';
import { DateText } from '@/components/ui/date-text';
import { Disclosure } from '@/components/ui/disclosure';
import { formatCount, formatDateTime } from '@/lib/format';
import { domainsApi } from '../api/domains';
import { checkedText, domainLabel, STATUS_TEXT } from '../lib/domain-text';
import { DnsRecords } from './dns-records';
import { DomainSettingsForm, DomainSettingsView } from './domain-settings-form';
import { Icon } from '@/components/ui/icon';
import { DefaultBadge, StatusBadge } from './status-badge';

export interface DomainCardProps {
  domain: Domain;
  isOwner: boolean;
  platformHost: string;
  /** The clock the "Checked … ago" texts are read against (the page ticks it). */
  now: number;
  /** "Check now" is running for this domain. */
  checking: boolean;
  onCheck: (host: string) => void;
  /** The server answered a changed domain (settings, default flag). */
  onChanged: (domain: Domain) => void;
  onRemove: (domain: Domain) => void;
  /** Moves the focus to the card's heading once (a domain just added). */
  focusOnMount?: boolean;
}

/**
 * One of the team's domains: host (decoded for people, its ASCII form beside an IDN), status
 * in words, why it is not verified, links and when it was checked; for owners Check now, the
 * default flag and Remove. Its DNS records (open until it is verified) and its settings fold
 * out under disclosure buttons.
 */
export function DomainCard({ domain, isOwner, platformHost, now, checking, onCheck, onChanged, onRemove, focusOnMount }: DomainCardProps) {
  const toast = useToast();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const label = domainLabel(domain.host);
  const verified = domain.status === 'verified';
  const [recordsOpen, setRecordsOpen] = useState<boolean | null>(null);
  const showRecords = recordsOpen ?? !verified;
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [defaultBusy, setDefaultBusy] = useState(false);

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  async function setDefault(isDefault: boolean) {
    if (defaultBusy) return;
    if (isDefault && !verified) return; // aria-disabled: the note says why
    setDefaultBusy(true);
    try {
      const saved = await domainsApi.update(domain.host, { isDefault });
      onChanged(saved);
      toast(
        isDefault ? `New links now go on ${label} unless they name another domain.` : `New links now go on ${platformHost} unless they name another domain.`,
      );
    } catch (err) {
      toast((err as Error).message, 'error');
    } finally {
      setDefaultBusy(false);
    }
  }

  const defaultNoteId = `${id}-default-note`;
  return (
    <li className={`item-list__item domain-card domain-card--${domain.status}`} data-domain={domain.host}>
      <article aria-labelledby={`${id}-title`}>
        <div className="item-list__head">
          <div className="domain-card__name">
            <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="item-list__title domain-card__host">
              {label}
            </h3>
            {label !== domain.host && <span className="domain-card__ascii mono">{domain.host}</span>}
            <div className="domain-card__badges">
              <StatusBadge status={domain.status} />
              {domain.isDefault && <DefaultBadge />}
            </div>
          </div>
          {isOwner && (
            <div className="item-list__actions">
              <BusyButton busy={checking} onClick={() => onCheck(domain.host)} aria-label={`Check now: ${label}`} icon={<Icon name="refresh" size={16} />}>
                Check now
              </BusyButton>
              {domain.isDefault ? (
                <BusyButton busy={defaultBusy} onClick={() => void setDefault(false)} aria-label={`Unset default: ${label}`}>
                  Unset default
                </BusyButton>
              ) : (
                <BusyButton
                  busy={defaultBusy}
                  inert={!verified}
                  onClick={() => void setDefault(true)}
                  aria-describedby={verified ? undefined : defaultNoteId}
                  aria-label={`Make default: ${label}`}
                  icon={<Icon name="star" size={16} />}
                >
                  Make default
                </BusyButton>
              )}
              <Button variant="ghost" className="item-list__remove" onClick={() => onRemove(domain)} aria-label={`Remove ${label}`}>
                <Icon name="trash" size={16} />
                Remove
              </Button>
            </div>
          )}
        </div>

        <p className="domain-card__meta">
          <span>
            {formatCount(domain.links)} {domain.links === 1 ? 'link' : 'links'}
          </span>
          <span>
            {domain.lastCheckedAt ? (
              <time dateTime={domain.lastCheckedAt} title={formatDateTime(domain.lastCheckedAt)}>
                {checkedText(domain.lastCheckedAt, now)}
              </time>
            ) : (
              checkedText(undefined)
            )}
          </span>
          {domain.verifiedAt && (
            <span>
              Verified <DateText iso={domain.verifiedAt} />
            </span>
          )}
          <span>
            Added <DateText iso={domain.createdAt} />
          </span>
        </p>
        <p className="domain-card__meaning">{STATUS_TEXT[domain.status].meaning}</p>
        {domain.reason && (
          <p className="item-list__warning">
            <strong>Last check: </strong>
            {domain.reason}
          </p>
        )}
        {isOwner && !verified && !domain.isDefault && (
          <p id={defaultNoteId} className="domain-card__note muted">
            Only a verified domain can be the default: links on it would not open yet.
          </p>
        )}

        <Disclosure
          id={`${id}-records`}
          open={showRecords}
          onToggle={() => setRecordsOpen(!showRecords)}
          label="DNS records"
          title={`DNS records for ${label}`}
        >
          <DnsRecords domain={domain} />
        </Disclosure>
        <Disclosure
          id={`${id}-settings`}
          open={settingsOpen}
          onToggle={() => setSettingsOpen(!settingsOpen)}
          label="Settings"
          title={isOwner ? `Settings of ${label}` : `Settings of ${label} (read-only)`}
        >
          {isOwner ? <DomainSettingsForm domain={domain} onSaved={onChanged} /> : <DomainSettingsView domain={domain} />}
        </Disclosure>
      </article>
    </li>
  );
}
