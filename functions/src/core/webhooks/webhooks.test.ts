import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, webhookHeaders } from '#lib/crypto/webhook-signature.js';
import { attemptDelivery } from './attempt-delivery.js';
import { deliveryPolicy } from './endpoint-address.js';
import { dataFor, endpointWants } from './endpoint-wants.js';
import { isRetryable, parseRetryAfter, RETRY_CAP_SECONDS, retryDelaySeconds } from './retry-schedule.js';
import { newMessageId } from './webhook-messages.js';

describe('Standard Webhooks signatures', () => {
  it('makes secrets of the spec’s form and signatures its library verifies', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const body = JSON.stringify({ type: 'link.created', timestamp: new Date().toISOString(), data: { id: 'x' } });
    const id = newMessageId();
    const headers = webhookHeaders([secret], id, Math.floor(Date.now() / 1000), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    // The library's own signature is ours, byte for byte.
    const at = new Date(1_700_000_000_000);
    expect(new Webhook(secret).sign(id, at, body)).toBe(signWebhook(secret, id, 1_700_000_000, body));
  });

  it('fails the library’s check for another secret or a changed body', () => {
    const secret = newWebhookSecret();
    const headers = webhookHeaders([secret], 'msg_1', Math.floor(Date.now() / 1000), '{"a":1}');
    expect(() => new Webhook(newWebhookSecret()).verify('{"a":1}', headers)).toThrow();
    expect(() => new Webhook(secret).verify('{"a":2}', headers)).toThrow();
  });

  it('gives time-ordered message ids', () => {
    expect(newMessageId(1_000) < newMessageId(2_000)).toBe(true);
    expect(newMessageId()).toMatch(/^msg_[0-9a-z]{29}$/);
  });
});

describe('retry schedule', () => {
  const mid = () => 0.5;
  it('backs off ×4 from the base, capped at 6 h, spanning about a day over 11 attempts', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, 5, null, mid))).toEqual([5, 20, 80, 320]);
    expect(retryDelaySeconds(20, 5, null, mid)).toBe(RETRY_CAP_SECONDS);
    const total = Array.from({ length: 10 }, (_, i) => retryDelaySeconds(i + 1, 5, null, mid)).reduce((a, b) => a + b, 0);
    expect(total / 3600).toBeGreaterThan(20);
    expect(total / 3600).toBeLessThan(30);
  });

  it('jitters by ±25 %', () => {
    expect(retryDelaySeconds(3, 5, null, () => 0)).toBe(60);
    expect(retryDelaySeconds(3, 5, null, () => 0.999999)).toBe(100);
  });

  it('takes Retry-After (seconds or a date) as a lower bound, within the cap: never sooner than the schedule', () => {
    expect(retryDelaySeconds(1, 5, 120, mid)).toBe(120);
    expect(retryDelaySeconds(1, 5, 10 ** 7, mid)).toBe(RETRY_CAP_SECONDS);
    // A short Retry-After does not speed the schedule up: 5, 20, 80 s as without it.
    expect([1, 2, 3].map((n) => retryDelaySeconds(n, 5, 3, mid))).toEqual([5, 20, 80]);
    expect(retryDelaySeconds(20, 5, 0, mid)).toBe(RETRY_CAP_SECONDS);
    expect(parseRetryAfter('30', 0)).toBe(30);
    expect(parseRetryAfter(new Date(90_000).toUTCString(), 30_000)).toBe(60);
    expect(parseRetryAfter(undefined, 0)).toBeNull();
    expect(parseRetryAfter('soon', 0)).toBeNull();
  });

  it('retries timeouts, 429 and 5xx only', () => {
    expect(isRetryable({ status: null })).toBe(true);
    expect(isRetryable({ status: 429 })).toBe(true);
    expect(isRetryable({ status: 503 })).toBe(true);
    for (const status of [400, 401, 404, 410, 301]) expect(isRetryable({ status })).toBe(false);
    expect(isRetryable({ status: null, refused: true })).toBe(false);
  });
});

describe('delivery address policy', () => {
  const none = new Set<string>();
  it('refuses private, loopback and link-local addresses without WEBHOOK_ALLOW_HOSTS', () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/',
      'https://192.168.0.1/',
      'https://169.254.169.254/latest',
      'https://[::1]/',
      'https://localhost/x',
    ]) {
      expect(deliveryPolicy(url, none).refused, url).toBeTruthy();
    }
    const policy = deliveryPolicy('https://hooks.example.com/x', none);
    expect(policy.refused).toBeNull();
    // After DNS resolution: the addresses a public name resolves to are checked too.
    expect(policy.isAllowedAddress('10.0.0.1')).toBe(false);
    expect(policy.isAllowedAddress('127.0.0.1')).toBe(false);
    expect(policy.isAllowedAddress('169.254.1.1')).toBe(false);
    expect(policy.isAllowedAddress('93.184.215.14')).toBe(true);
  });

  it('requires https except for allowed hosts, which may resolve anywhere', () => {
    expect(deliveryPolicy('http://hooks.example.com/x', none).refused).toBeTruthy();
    const allowed = deliveryPolicy('http://127.0.0.1:9/x', new Set(['127.0.0.1']));
    expect(allowed.refused).toBeNull();
    expect(allowed.isAllowedAddress('127.0.0.1')).toBe(true);
  });

  it('never connects to a refused address', async () => {
    const result = await attemptDelivery(
      { url: 'https://127.0.0.1:1/x', secrets: [newWebhookSecret()] },
      { id: 'msg_1', body: '{}' },
      { allowHosts: none, timeoutMs: 10_000 },
    );
    expect(result).toMatchObject({ status: null, refused: true });
  });
});

describe('which endpoints want an event', () => {
  const base = { enabled: true, events: ['link.created' as const], filter: null };
  it('subscribed and enabled', () => {
    expect(endpointWants(base, { type: 'link.created' })).toBe(true);
    expect(endpointWants(base, { type: 'link.deleted' })).toBe(false);
    expect(endpointWants({ ...base, enabled: false }, { type: 'link.created' })).toBe(false);
  });
  it('by link id, campaign id or tag id when filtered', () => {
    const filtered = { ...base, filter: { linkIds: ['L1'], campaignIds: ['C1'], tagIds: ['T1'] } };
    expect(endpointWants(filtered, { type: 'link.created', linkId: 'L1' })).toBe(true);
    expect(endpointWants(filtered, { type: 'link.created', linkId: 'L2', campaignId: 'C1' })).toBe(true);
    expect(endpointWants(filtered, { type: 'link.created', linkId: 'L2', tagIds: ['T2', 'T1'] })).toBe(true);
    expect(endpointWants(filtered, { type: 'link.created', linkId: 'L2', tagIds: ['T2'] })).toBe(false);
    expect(endpointWants(filtered, { type: 'link.created', linkId: 'L2' })).toBe(false);
  });
  it('a batch of clicks: wanted when any click passes the filter, and then sent only those clicks', () => {
    const click = (id: string, linkId: string, campaignId: string | null) => ({ id, linkId, campaignId, tags: [] });
    const event = {
      type: 'link.clicked',
      linkIds: ['L1', 'L2', 'L3'],
      campaignIds: ['C1'],
      data: { clicks: [click('1', 'L1', null), click('2', 'L2', null), click('3', 'L3', 'C1'), click('4', 'L1', null)] },
    };
    const clicked = { ...base, events: ['link.clicked' as const] };
    expect(endpointWants(clicked, event)).toBe(true);
    expect(dataFor(clicked, event)).toBe(event.data);
    const toL1 = { ...clicked, filter: { linkIds: ['L1'], campaignIds: [], tagIds: [] } };
    expect(endpointWants(toL1, event)).toBe(true);
    expect(dataFor(toL1, event)).toEqual({ clicks: [click('1', 'L1', null), click('4', 'L1', null)] });
    const toC1 = { ...clicked, filter: { linkIds: [], campaignIds: ['C1'], tagIds: [] } };
    expect(dataFor(toC1, event)).toEqual({ clicks: [click('3', 'L3', 'C1')] });
    const elsewhere = { ...clicked, filter: { linkIds: ['L9'], campaignIds: ['C9'], tagIds: [] } };
    expect(endpointWants(elsewhere, event)).toBe(false);
    expect(dataFor(elsewhere, event)).toBeNull();
    // Other events are sent whole.
    expect(dataFor(toL1, { type: 'link.created', data: { id: 'L1' } })).toEqual({ id: 'L1' });
  });
});
