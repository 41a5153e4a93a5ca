import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_ADMIN_EVENTS, WEBHOOK_EVENTS, type WebhookDelivery, type WebhookEndpoint } from '@kisa/shared';
import { readableText } from '@/lib/readable-text';
import { valuesOf } from '../lib/endpoint-form';
import { Deliveries } from './deliveries';
import { EndpointCard } from './endpoint-card';
import { EndpointForm } from './endpoint-form';
import { inLanguage } from '@/lib/test-support/language';

/** A filter with the lists given (the API's filter may have more kinds than these tests name). */
const filterOf = (lists: Record<string, string[]>) => lists as unknown as WebhookEndpoint['filter'];

const CAMPAIGN = 'c0ffee00-1234-4abc-8def-0123456789ab';
const endpoint: WebhookEndpoint = {
  id: 'e1',
  url: 'https://xn--rnek-4qa.example/hooks',
  description: 'CRM sync',
  events: ['link.created', 'campaign.completed'],
  // (A filter of the kinds this screen has fields for; the API may hold more.)
  filter: filterOf({ linkIds: [], campaignIds: [CAMPAIGN] }),
  enabled: true,
  consecutiveFailures: 0,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};
const delivery: WebhookDelivery = {
  id: 'msg_01hx',
  endpointId: 'e1',
  event: 'webhook.test',
  status: 'delivered',
  attempts: 2,
  responseStatus: 200,
  responseBody: `answer 200 ${'x'.repeat(300)}`,
  latencyMs: 42,
  createdAt: '2026-05-01T10:00:00.000Z',
  lastAttemptAt: '2026-05-01T10:00:01.000Z',
};

const noop = () => {};
const card = (over: Partial<WebhookEndpoint>, isOwner: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <EndpointCard
        endpoint={{ ...endpoint, ...over }}
        isOwner={isOwner}
        names={{ campaignIds: new Map([[CAMPAIGN, 'Spring sale']]) }}
        onChanged={noop}
        onStale={noop}
        onEdit={noop}
        onRotate={noop}
        onDelete={noop}
      />
    </MemoryRouter>,
  );

describe('EndpointCard', () => {
  it('shows the address decoded with its ASCII form, its events and its filter by name', () => {
    const html = card({}, true);
    expect(html).toContain('>https://örnek.example/hooks</h3>');
    expect(html).toContain('>https://xn--rnek-4qa.example/hooks</span>');
    expect(readableText(html)).toContain('CRM sync');
    expect(readableText(html)).toContain('Enabled');
    expect(readableText(html)).toContain('link.created campaign.completed');
    expect(html).toMatch(new RegExp(`href="/campaign/${CAMPAIGN}"[^>]*>Spring sale</a>`));
    expect(readableText(html)).toContain('Reading deliveries…');
    expect(readableText(card({ filter: null }, true))).toContain('Filter None: every event chosen above is sent');
  });

  it('gives owners every action, named after the endpoint; members none', () => {
    const owner = card({}, true);
    for (const name of ['Send test event to', 'Edit', 'Disable', 'Rotate secret of', 'Delete'])
      expect(owner, name).toContain(`aria-label="${name} https://örnek.example/hooks"`);
    const member = card({}, false);
    expect(member).not.toMatch(/Send test event|Rotate secret|>Delete|>Disable|>Edit/);
    expect(member).toContain('aria-label="Recent deliveries of https://örnek.example/hooks"');
  });

  it('says why a disabled endpoint is disabled, which is why its test event is unavailable', () => {
    const html = card({ enabled: false, disabledReason: 'the receiver answered 410 Gone' }, true);
    expect(readableText(html)).toContain('Disabled');
    expect(readableText(html)).toContain('Kisa disabled it: the receiver answered 410 Gone. Enable it again once the receiver works.');
    expect(html).toMatch(/aria-label="Send test event to [^"]+" aria-describedby="[^"]+" aria-disabled="true"/);
    expect(html).toContain('aria-label="Enable https://örnek.example/hooks"');
    const failing = card({ consecutiveFailures: 3 }, true);
    expect(readableText(failing)).toContain('3 deliveries failed in a row.');
  });
});

describe('Deliveries', () => {
  const source = { data: { items: [delivery] }, isValidating: false, mutate: noop };
  it('lists each delivery: event, status, code, first bytes, latency, attempts; owners resend', () => {
    const html = renderToStaticMarkup(<Deliveries label="https://örnek.example/hooks" isOwner enabled source={source} resending={new Set()} onResend={noop} />);
    expect(html).toContain('<caption class="sr-only">Recent deliveries of https://örnek.example/hooks</caption>');
    const row = readableText(html.slice(html.indexOf('<tbody>')));
    expect(row).toContain('webhook.test Delivered 200 answer 200 xxx');
    expect(row).toContain('42 ms 2 attempts');
    expect(html).toContain('Whole answer kept');
    expect(html).toMatch(/aria-label="Resend webhook.test of [^"]+"/);
    const member = renderToStaticMarkup(<Deliveries label="x" isOwner={false} enabled source={source} resending={new Set()} onResend={noop} />);
    expect(member).not.toContain('Resend');
  });

  it('says when there is nothing yet', () => {
    const html = renderToStaticMarkup(
      <Deliveries label="x" isOwner enabled source={{ ...source, data: { items: [] } }} resending={new Set()} onResend={noop} />,
    );
    expect(readableText(html)).toContain('No deliveries yet. Send a test event to see one here.');
  });

  describe('in Turkish', () => {
    inLanguage('tr');
    it('words the table and its figures in Turkish', () => {
      const html = renderToStaticMarkup(
        <Deliveries label="https://örnek.example/hooks" isOwner enabled source={source} resending={new Set()} onResend={noop} />,
      );
      expect(html).toContain('<caption class="sr-only">https://örnek.example/hooks için son teslimatlar</caption>');
      expect(readableText(html.slice(html.indexOf('<tbody>')))).toContain('webhook.test Teslim edildi 200');
      expect(readableText(html)).toContain('42 ms 2 deneme');
    });
  });
});

describe('EndpointForm', () => {
  it('groups the event checkboxes under a legend, each labelled and described, the chosen ones checked', () => {
    const html = renderToStaticMarkup(<EndpointForm name="Edit" initial={valuesOf(endpoint)} submitLabel="Save changes" onSubmit={async () => {}} />);
    expect(html).toMatch(/<fieldset[^>]*><legend class="field__label">Events<\/legend>/);
    // Moderation events are offered to platform admins only.
    expect(html.match(/type="checkbox"/g)).toHaveLength(WEBHOOK_EVENTS.length - WEBHOOK_ADMIN_EVENTS.length);
    expect(html.match(/type="checkbox"[^>]*checked=""/g)).toHaveLength(2);
    expect(html).toContain('value="https://örnek.example/hooks"');
    // A filter is set: its fields are open.
    expect(html).toMatch(/aria-expanded="true"[^>]*>.*Filter by link, campaign or tag/);
    expect(html).toContain(`>${CAMPAIGN}</textarea>`);
  });

  it('offers a platform admin the moderation events too', () => {
    const html = renderToStaticMarkup(<EndpointForm name="Add" initial={valuesOf(endpoint)} submitLabel="Add endpoint" onSubmit={async () => {}} isAdmin />);
    expect(html.match(/type="checkbox"/g)).toHaveLength(WEBHOOK_EVENTS.length);
    expect(html).toContain('Moderation: link flagged');
  });
});
