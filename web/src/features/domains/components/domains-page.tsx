import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { Domain } from '@kisa/shared';
import { PageHeader, SettingsTabs } from '@/components/layout';
import { Alert, Card, useToast } from '@/components/ui';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPending } from '@/components/ui/load-error';
import { StatusPill } from '@/components/ui/status-pill';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/use-can';
import { ApiError } from '@/lib/api-client';
import { domainsApi, useDomains, withDomain, withoutDomain } from '../api/domains';
import { RECHECK_MS } from '../lib/auto-recheck';
import { awaitsDns, domainLabel } from '../lib/domain-text';
import { useAutoRecheck, useTick } from '../lib/use-auto-recheck';
import { AddDomainForm } from './add-domain-form';
import { DomainCard } from './domain-card';
import { Icon } from '@/components/ui/icon';
import { RemoveDomainText } from './remove-domain-text';
import { DefaultBadge } from './status-badge';
import '@/components/ui/item-list.css';
import './domains.css';

/**
 * /e/domains (Settings → Domains): the team's branded short domains. Owners and admins add a
 * domain, create the DNS records it shows, check them (and the open page checks the pending
 * ones every 30 s while it is visible), set the pages it serves, make it the default and
 * remove it; members see the same list read-only.
 */
export function DomainsPage() {
  const t = useT();
  const canManage = useCan('domains:write');
  const domains = useDomains();
  const toast = useToast();
  const list = domains.data;
  const items = list?.items ?? [];

  const [checking, setChecking] = useState<ReadonlySet<string>>(new Set());
  const checkingNow = useRef(new Set<string>());
  const [focusHost, setFocusHost] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  useTick(RECHECK_MS);
  const now = Date.now();

  const changed = useCallback((domain: Domain) => void domains.mutate((current) => current && withDomain(current, domain), { revalidate: false }), [domains]);

  /** Reads a domain's records again; `manual`: someone pressed Check now and is told the outcome. */
  const check = useCallback(
    async (host: string, manual: boolean) => {
      if (checkingNow.current.has(host)) return;
      checkingNow.current.add(host);
      if (manual) setChecking(new Set(checkingNow.current));
      const before = domains.data?.items.find((d) => d.host === host);
      try {
        const domain = await domainsApi.check(host);
        changed(domain);
        const label = domainLabel(host);
        if (domain.status === 'verified' && before?.status !== 'verified') toast(t('domains.nowVerified', { host: label }));
        else if (manual)
          toast(
            domain.status === 'verified' ? t('domains.verified', { host: label }) : t('domains.stillStatus', { host: label, status: domain.status }),
            'info',
          );
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) void domains.mutate();
        if (manual) toast((err as Error).message, 'error');
      } finally {
        checkingNow.current.delete(host);
        if (manual) setChecking(new Set(checkingNow.current));
      }
    },
    [changed, domains, toast, t],
  );

  // While something awaits its DNS records: owners have it checked, members see the list again.
  useAutoRecheck(items.some(awaitsDns), async () => {
    if (!canManage) return domains.mutate();
    for (const d of domains.data?.items ?? []) if (awaitsDns(d)) await check(d.host, false);
  });

  const removal = useConfirmDialog<Domain>({
    run: (domain) => domainsApi.remove(domain.host),
    done: ({ host }) => {
      toast(t('domains.removed', { host: domainLabel(host) }));
      void domains.mutate((current) => current && withoutDomain(current, host), { revalidate: false });
      // The card and its Remove button are gone: the focus goes to the list's heading.
      setTimeout(() => listHeading.current?.focus(), 0);
    },
    // Refused (links on it) or gone: the list says how things stand now.
    failed: () => void domains.mutate(),
  });
  const removing = removal.item;

  let body: ReactNode;
  if (!list) {
    body = (
      <ListPending
        className="item-list__state"
        source={domains}
        errorTitle={t('domains.loadError')}
        label={t('domains.loading')}
        columns={['35%', 90, '25%']}
        rows={2}
      />
    );
  } else {
    const teamDefault = items.find((d) => d.isDefault);
    body = (
      <>
        <ul className="item-list__items">
          <li className="item-list__item domain-card domain-card--platform" data-domain={list.platformHost}>
            <div className="item-list__head">
              <div className="domain-card__name">
                <h3 className="domain-card__host">{domainLabel(list.platformHost)}</h3>
                <div className="domain-card__badges">
                  <StatusPill tone="success">{t('domains.alwaysAvailable')}</StatusPill>
                  {!teamDefault && <DefaultBadge />}
                </div>
              </div>
            </div>
            <p className="domain-card__meaning">
              {t('domains.platformMeaning')}{' '}
              {teamDefault ? t('domains.platformDefaultElsewhere', { host: domainLabel(teamDefault.host) }) : t('domains.platformDefaultHere')}
            </p>
          </li>
          {items.map((d) => (
            <DomainCard
              key={d.host}
              domain={d}
              isOwner={canManage}
              platformHost={list.platformHost}
              now={now}
              checking={checking.has(d.host)}
              onCheck={(host) => void check(host, true)}
              onChanged={changed}
              onRemove={(domain) => {
                removal.ask(domain);
                void domains.mutate(); // its links counted afresh for the dialog
              }}
              focusOnMount={focusHost === d.host}
            />
          ))}
        </ul>
        {items.length === 0 && (
          <EmptyState icon={<Icon name="globe" size={30} />} title={t('domains.emptyTitle')}>
            <p>
              {t('domains.emptyBefore')}
              <span className="mono">go.acme.com/spring</span>
              {t('domains.emptyMiddle')}
              <span className="mono">{list.platformHost}/x7k2p</span>
              {t('domains.emptyAfter')}
            </p>
            <p>{canManage ? t('domains.emptyOwner') : t('domains.emptyMember')}</p>
          </EmptyState>
        )}
      </>
    );
  }

  return (
    <div className="page">
      <PageHeader title={t('domains.title')} description={t('domains.description')} />
      <SettingsTabs />
      {canManage ? (
        <Card aria-labelledby="add-domain-title">
          <div className="section-head">
            <div>
              <h2 id="add-domain-title">{t('domains.addTitle')}</h2>
              <p className="muted">{t('domains.addIntro')}</p>
            </div>
          </div>
          <AddDomainForm
            platformHost={list?.platformHost}
            listed={items.map((d) => d.host)}
            onAdded={(domain) => {
              changed(domain);
              setFocusHost(domain.host);
              const label = domainLabel(domain.host);
              toast(domain.status === 'verified' ? t('domains.addedVerified', { host: label }) : t('domains.added', { host: label }));
            }}
          />
        </Card>
      ) : (
        <Alert tone="info">{t('domains.membersNote')}</Alert>
      )}

      <Card padded={false} className="item-list domains-card" aria-labelledby="domains-title" aria-busy={!list && !domains.error}>
        <div className="card__toolbar">
          <div>
            <h2 id="domains-title" ref={listHeading} tabIndex={-1} className="card__title">
              {t('domains.listTitle')}
            </h2>
            {items.some(awaitsDns) && <p className="muted domains-card__note">{t('domains.recheckNote')}</p>}
          </div>
        </div>
        {body}
      </Card>

      <ConfirmDialog
        title={removing ? t('domains.removeTitleNamed', { host: domainLabel(removing.host) }) : t('domains.removeTitle')}
        confirmLabel={t('domains.removeConfirm')}
        {...removal.dialog}
      >
        {removing && list && <RemoveDomainText domain={items.find((d) => d.host === removing.host) ?? removing} platformHost={list.platformHost} />}
      </ConfirmDialog>
    </div>
  );
}
