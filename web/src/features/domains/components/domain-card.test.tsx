import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MSG, type Domain } from '@kisa/shared';
import { readableText } from '@/lib/readable-text';
import { checkNewDomain } from './add-domain-form';
import { DnsRecords } from './dns-records';
import { DomainCard, type DomainCardProps } from './domain-card';
import { RemoveDomainText } from './remove-domain-text';

const pending: Domain = {
  host: 'go.acme.test',
  status: 'pending',
  reason: MSG.domainTxtMissing('_kisa.go.acme.test'),
  createdAt: '2026-05-01T10:00:00.000Z',
  lastCheckedAt: '2026-05-01T10:00:00.000Z',
  isDefault: false,
  links: 0,
  records: [
    { type: 'TXT', name: '_kisa.go.acme.test', value: 'kisa-verify=0123456789abcdef0123456789abcdef', purpose: 'ownership', found: false },
    { type: 'CNAME', name: 'go.acme.test', value: 'kisa.example', purpose: 'routing', found: true },
  ],
  rootUrl: null,
  notFoundUrl: null,
  robotsTxt: null,
  appleAppSiteAssociation: null,
  assetLinks: null,
};
const verified: Domain = {
  ...pending,
  status: 'verified',
  reason: undefined,
  verifiedAt: '2026-05-01T10:05:00.000Z',
  records: pending.records.map((r) => ({ ...r, found: true })),
};

const noop = () => {};
const card = (props: Partial<DomainCardProps>) =>
  renderToStaticMarkup(
    <DomainCard
      domain={pending}
      isOwner
      platformHost="kisa.example"
      now={Date.parse('2026-05-01T10:03:00Z')}
      checking={false}
      onCheck={noop}
      onChanged={noop}
      onRemove={noop}
      {...props}
    />,
  );

describe('the add-domain check', () => {
  it('sends the ASCII host the shared rule makes, and refuses in the server’s words', () => {
    expect(checkNewDomain(' https://Go.Acme.test/ ', 'kisa.example', [])).toEqual({ host: 'go.acme.test' });
    expect(checkNewDomain('kısa.örnek.test', 'kisa.example', [])).toEqual({ host: new URL('http://kısa.örnek.test').hostname });
    expect(checkNewDomain('go.acme.test/path', 'kisa.example', [])).toEqual({ error: MSG.domainInvalid });
    expect(checkNewDomain('localhost', 'kisa.example', [])).toEqual({ error: MSG.domainInvalid });
    expect(checkNewDomain('Kisa.Example.', 'kisa.example', [])).toEqual({ error: MSG.domainIsPlatform });
    expect(checkNewDomain('go.acme.test', 'kisa.example', ['go.acme.test'])).toEqual({ error: MSG.domainAlreadyAdded });
  });
});

describe('a domain card', () => {
  it('says the status in words, why it is pending, when it was checked, and shows its records', () => {
    const html = card({});
    const words = readableText(html);
    expect(words).toContain('Pending');
    expect(words).toContain(`Last check: ${MSG.domainTxtMissing('_kisa.go.acme.test')}`);
    expect(words).toContain('Checked 3 minutes ago');
    expect(words).toContain('0 links');
    expect(html).toMatch(/<button[^>]*aria-expanded="true"[^>]*aria-label="DNS records for go.acme.test"/);
    expect(html).toContain('<table');
    expect(words).toContain('Not found');
    expect(words).toContain('Found');
  });

  it('lets an owner check, and keeps Make default unavailable, with its reason, until verified', () => {
    const html = card({});
    expect(html).toMatch(/<button[^>]*aria-label="Check now: go.acme.test"/);
    const makeDefault = html.match(/<button[^>]*aria-label="Make default: go.acme.test"[^>]*>/)?.[0] ?? '';
    expect(makeDefault).toContain('aria-disabled="true"');
    const note = makeDefault.match(/aria-describedby="([^"]+)"/)?.[1];
    expect(html).toContain(`id="${note}"`);
    expect(readableText(html)).toContain('Only a verified domain can be the default');

    const ready = card({ domain: verified });
    expect(ready.match(/<button[^>]*aria-label="Make default: go.acme.test"[^>]*>/)?.[0]).not.toContain('aria-disabled');
    // Verified: the records fold away.
    expect(ready).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-label="DNS records for go.acme.test"/);
    expect(card({ domain: { ...verified, isDefault: true } })).toMatch(/aria-label="Unset default: go.acme.test"/);
  });

  it('shows a member the domain without any action', () => {
    const html = card({ isOwner: false });
    expect(html).not.toMatch(/Check now|Make default|Remove/);
    expect(html).toContain('aria-label="Settings of go.acme.test (read-only)"');
  });

  it('shows an IDN host decoded, with its ASCII form beside it', () => {
    const host = new URL('http://kısa.örnek.test').hostname;
    const html = card({ domain: { ...verified, host } });
    expect(html).toContain('>kısa.örnek.test</h3>');
    expect(html).toContain(`>${host}</span>`);
  });
});

describe('the DNS records', () => {
  it('come with copy buttons and names for providers that add the zone', () => {
    const html = renderToStaticMarkup(<DnsRecords domain={pending} />);
    expect(html).toContain('aria-label="Copy the TXT record&#x27;s value"');
    expect(html).toContain('aria-label="Copy the CNAME record&#x27;s name"');
    expect(readableText(html)).toContain('enter them as _kisa.go and go .');
    expect(readableText(html)).toContain("At a zone's apex");
  });

  it('warn an apex that it cannot have a CNAME', () => {
    const apex = { ...pending, host: 'acme.test', records: pending.records.map((r) => ({ ...r, name: r.name.replace('go.', '') })) };
    const words = readableText(renderToStaticMarkup(<DnsRecords domain={apex} />));
    expect(words).toContain('acme.test looks like the apex of its zone, where DNS allows no CNAME.');
    expect(words).toContain('ALIAS or ANAME');
    expect(words).not.toContain('enter them as');
  });
});

describe('the removal dialog', () => {
  it('says what happens, that the default goes back to the platform, and why links stop it', () => {
    const words = readableText(renderToStaticMarkup(<RemoveDomainText domain={{ ...verified, isDefault: true, links: 3 }} platformHost="kisa.example" />));
    expect(words).toContain('Kisa stops serving and checking go.acme.test');
    expect(words).toContain('new links will go on kisa.example instead');
    expect(words).toContain('It still has 3 links.');
    expect(readableText(renderToStaticMarkup(<RemoveDomainText domain={verified} platformHost="kisa.example" />))).toContain('No links are on it.');
  });
});
