import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { Domain } from '@kisa/shared';
import { PageHeader, SettingsTabs } from '@/components/layout';
import { Alert, Card, useToast } from '@/components/ui';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPending } from '@/components/ui/load-error';
import { StatusPill } from '@/components/ui/status-pill';
import { useCan } from '@/lib/use-can';
import { ApiError } from '@/lib/api-client';
import { domainsApi, useDomains, withDomain, withoutDomain } from '../api/domains';
import { RECHECK_MS } from '../lib/auto-recheck';
import { awaitsDns, domainLabel, STATUS_TEXT } from '../lib/domain-text';
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
        if (domain.status === 'verified' && before?.status !== 'verified') toast(`${label} is verified: links can go on it now.`);
        else if (manual)
          toast(domain.status === 'verified' ? `${label} is verified.` : `Checked ${label}: still ${STATUS_TEXT[domain.status].label.toLowerCase()}.`, 'info');
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) void domains.mutate();
        if (manual) toast((err as Error).message, 'error');
      } finally {
        checkingNow.current.delete(host);
        if (manual) setChecking(new Set(checkingNow.current));
      }
    },
    [changed, domains, toast],
  );

  // While something awaits its DNS records: owners have it checked, members see the list again.
  useAutoRecheck(items.some(awaitsDns), async () => {
    if (!canManage) return domains.mutate();
    for (const d of domains.data?.items ?? []) if (awaitsDns(d)) await check(d.host, false);
  });

  const removal = useConfirmDialog<Domain>({
    run: (domain) => domainsApi.remove(domain.host),
    done: ({ host }) => {
      toast(`${domainLabel(host)} has been removed.`);
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
        errorTitle="Your domains could not be loaded"
        label="Loading your domains"
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
                  <StatusPill tone="success">Always available</StatusPill>
                  {!teamDefault && <DefaultBadge />}
                </div>
              </div>
            </div>
            <p className="domain-card__meaning">
              Kisa's own short domain: every team can use it, with nothing to set up.
              {teamDefault
                ? ` New links go on ${domainLabel(teamDefault.host)} unless they name another domain.`
                : ' New links go here unless they name another domain.'}
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
          <EmptyState icon={<Icon name="globe" size={30} />} title="No branded domains yet">
            <p>
              A branded domain puts your team's links on your own address — <span className="mono">go.acme.com/spring</span> rather than{' '}
              <span className="mono">{list.platformHost}/x7k2p</span> — so people see whose link it is before they open it.
            </p>
            <p>
              {canManage
                ? 'Add a domain you control above, create the two DNS records Kisa shows, and Kisa verifies it.'
                : 'A team owner or admin can add one here.'}
            </p>
          </EmptyState>
        )}
      </>
    );
  }

  return (
    <div className="page">
      <PageHeader title="Domains" description="Put your team's short links on your own domain, such as go.acme.com." />
      <SettingsTabs />
      {canManage ? (
        <Card aria-labelledby="add-domain-title">
          <div className="section-head">
            <div>
              <h2 id="add-domain-title">Add a domain</h2>
              <p className="muted">
                Kisa then shows the two DNS records to create at your DNS provider: a TXT record proving the domain is yours, and a CNAME sending its visitors
                to Kisa.
              </p>
            </div>
          </div>
          <AddDomainForm
            platformHost={list?.platformHost}
            listed={items.map((d) => d.host)}
            onAdded={(domain) => {
              changed(domain);
              setFocusHost(domain.host);
              const label = domainLabel(domain.host);
              toast(
                domain.status === 'verified'
                  ? `${label} has been added and is verified.`
                  : `${label} has been added: create its DNS records, then press Check now.`,
              );
            }}
          />
        </Card>
      ) : (
        <Alert tone="info">
          Only team owners and admins can add, check, change or remove domains. You can see them here; links can go on the verified ones.
        </Alert>
      )}

      <Card padded={false} className="item-list domains-card" aria-labelledby="domains-title" aria-busy={!list && !domains.error}>
        <div className="card__toolbar">
          <div>
            <h2 id="domains-title" ref={listHeading} tabIndex={-1} className="card__title">
              Your domains
            </h2>
            {items.some(awaitsDns) && (
              <p className="muted domains-card__note">
                Kisa checks the domains that are not verified every 30 seconds while this page is open, and every 15 minutes otherwise.
              </p>
            )}
          </div>
        </div>
        {body}
      </Card>

      <ConfirmDialog title={removing ? `Remove ${domainLabel(removing.host)}?` : 'Remove domain?'} confirmLabel="Remove domain" {...removal.dialog}>
        {removing && list && <RemoveDomainText domain={items.find((d) => d.host === removing.host) ?? removing} platformHost={list.platformHost} />}
      </ConfirmDialog>
    </div>
  );
}
