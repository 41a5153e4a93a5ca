import { useEffect, useId, useRef, useState } from 'react';
import type { Domain } from '@kisa/shared';
import { Button, useToast } from '@/components/ui';
import { BusyButton } from '@/components/ui/busy-button';
import { DateText } from '@/components/ui/date-text';
import { Disclosure } from '@/components/ui/disclosure';
import { formatDateTime } from '@/lib/format';
import { localizeMessage, useT } from '@/lib/i18n';
import { domainsApi } from '../api/domains';
import { checkedText, domainLabel, STATUS_MEANING } from '../lib/domain-text';
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
  const t = useT();
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
      toast(t('domains.card.newLinksOn', { host: isDefault ? label : platformHost }));
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
              <BusyButton
                busy={checking}
                onClick={() => onCheck(domain.host)}
                aria-label={t('domains.card.checkNowNamed', { host: label })}
                icon={<Icon name="refresh" size={16} />}
              >
                {t('domains.card.checkNow')}
              </BusyButton>
              {domain.isDefault ? (
                <BusyButton busy={defaultBusy} onClick={() => void setDefault(false)} aria-label={t('domains.card.unsetDefaultNamed', { host: label })}>
                  {t('domains.card.unsetDefault')}
                </BusyButton>
              ) : (
                <BusyButton
                  busy={defaultBusy}
                  inert={!verified}
                  onClick={() => void setDefault(true)}
                  aria-describedby={verified ? undefined : defaultNoteId}
                  aria-label={t('domains.card.makeDefaultNamed', { host: label })}
                  icon={<Icon name="star" size={16} />}
                >
                  {t('domains.card.makeDefault')}
                </BusyButton>
              )}
              <Button
                variant="ghost"
                className="item-list__remove"
                onClick={() => onRemove(domain)}
                aria-label={t('domains.card.removeNamed', { host: label })}
              >
                <Icon name="trash" size={16} />
                {t('domains.card.remove')}
              </Button>
            </div>
          )}
        </div>

        <p className="domain-card__meta">
          <span>{t('domains.card.links', { n: domain.links })}</span>
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
              {t('domains.card.verifiedOn')} <DateText iso={domain.verifiedAt} />
            </span>
          )}
          <span>
            {t('domains.card.addedOn')} <DateText iso={domain.createdAt} />
          </span>
        </p>
        <p className="domain-card__meaning">{STATUS_MEANING[domain.status]}</p>
        {domain.reason && (
          <p className="item-list__warning">
            <strong>{t('domains.card.lastCheck')}</strong>
            {localizeMessage(domain.reason)}
          </p>
        )}
        {isOwner && !verified && !domain.isDefault && (
          <p id={defaultNoteId} className="domain-card__note muted">
            {t('domains.card.defaultNote')}
          </p>
        )}

        <Disclosure
          id={`${id}-records`}
          open={showRecords}
          onToggle={() => setRecordsOpen(!showRecords)}
          label={t('domains.card.records')}
          title={t('domains.card.recordsOf', { host: label })}
        >
          <DnsRecords domain={domain} />
        </Disclosure>
        <Disclosure
          id={`${id}-settings`}
          open={settingsOpen}
          onToggle={() => setSettingsOpen(!settingsOpen)}
          label={t('domains.card.settings')}
          title={t(isOwner ? 'domains.card.settingsOf' : 'domains.card.settingsOfReadOnly', { host: label })}
        >
          {isOwner ? <DomainSettingsForm domain={domain} onSaved={onChanged} /> : <DomainSettingsView domain={domain} />}
        </Disclosure>
      </article>
    </li>
  );
}
