import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@kisa/shared';
import {
  answerPreview,
  attemptsText,
  deliveryTime,
  endpointLabel,
  endpointStateText,
  failuresText,
  lastDeliveryText,
  latencyText,
  responseCodeText,
  rotationGraceText,
  secretGraceText,
} from './delivery-text';
import { inLanguage } from '@/lib/test-support/language';

const delivered: WebhookDelivery = {
  id: 'msg_01hx',
  endpointId: 'e1',
  event: 'webhook.test',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  responseBody: 'ok',
  latencyMs: 42,
  createdAt: '2026-05-01T10:00:00.000Z',
  lastAttemptAt: '2026-05-01T10:00:01.000Z',
};

describe('endpoint texts', () => {
  it('shows an address as people read it: IDN host and UTF-8 path decoded', () => {
    expect(endpointLabel({ url: 'https://xn--rnek-4qa.example/hooks/%C3%A7ay?x=%20' })).toBe('https://örnek.example/hooks/çay?x=%20');
    expect(endpointLabel({ url: 'https://hooks.example.com/kisa' })).toBe('https://hooks.example.com/kisa');
  });

  it('says whether Kisa sends to it, and why not', () => {
    expect(endpointStateText({ enabled: true })).toMatchObject({ label: 'Enabled' });
    expect(endpointStateText({ enabled: false })).toEqual({
      label: 'Disabled',
      meaning: 'Disabled by an owner: Kisa sends it nothing until it is enabled again.',
    });
    expect(endpointStateText({ enabled: false, disabledReason: 'the receiver answered 410 Gone' })).toEqual({
      label: 'Disabled',
      meaning: 'Kisa disabled it: the receiver answered 410 Gone. Enable it again once the receiver works.',
    });
  });

  it('counts failures in a row only while the endpoint is enabled', () => {
    expect(failuresText({ enabled: true, consecutiveFailures: 0 })).toBeNull();
    expect(failuresText({ enabled: false, consecutiveFailures: 15 })).toBeNull();
    expect(failuresText({ enabled: true, consecutiveFailures: 1 })).toMatch(/^1 delivery failed in a row\./);
    expect(failuresText({ enabled: true, consecutiveFailures: 3 })).toMatch(/^3 deliveries failed in a row\./);
  });

  it('says until when a rotated-out secret still signs, and what a rotation does', () => {
    expect(secretGraceText({})).toBeNull();
    const until = '2026-05-02T10:00:00.000Z';
    expect(secretGraceText({ previousSecretExpiresAt: until })).toBe(
      `The previous signing secret also signs every delivery until ${deliveryTime(until)}: give your receiver the new one before then.`,
    );
    expect(rotationGraceText()).toMatch(/^For 24 hours each delivery .* signed with both the new and the old secret/);
  });
});

describe('delivery texts', () => {
  it('words the last delivery and its answer', () => {
    expect(lastDeliveryText(undefined)).toBe('No deliveries yet');
    expect(lastDeliveryText(delivered)).toBe('Delivered · 200');
    expect(lastDeliveryText({ ...delivered, status: 'failed', responseStatus: null, error: 'timed out' })).toBe('Failed · no answer');
    expect(responseCodeText({ status: 'pending', attempts: 0, responseStatus: null })).toBe('not sent yet');
    expect(responseCodeText({ status: 'pending', attempts: 2, responseStatus: 503 })).toBe('503');
  });

  it('formats attempts, latency and time in the app’s locale', () => {
    expect(attemptsText(1)).toBe('1 attempt');
    expect(attemptsText(11)).toBe('11 attempts');
    expect(latencyText(null)).toBe('—');
    expect(latencyText(87)).toBe('87 ms');
    expect(latencyText(1204)).toBe('1,204 ms');
    expect(deliveryTime('not a date')).toBe('');
  });

  describe('in Turkish', () => {
    // The spec's Turkish formats (tr-TR).
    inLanguage('tr');
    it('words and formats them in Turkish', () => {
      expect(attemptsText(11)).toBe('11 deneme');
      expect(latencyText(1204)).toBe('1.204 ms');
      expect(deliveryTime('2026-05-01T10:00:01.000Z')).toMatch(/\d{2}:\d{2}:01/);
      expect(lastDeliveryText({ ...delivered, status: 'failed', responseStatus: null, error: 'timed out' })).toBe('Başarısız · yanıt yok');
      expect(failuresText({ enabled: true, consecutiveFailures: 1500 })).toMatch(/^1\.500 teslimat üst üste başarısız oldu\./);
      expect(rotationGraceText()).toMatch(/^24 saat boyunca her teslimat/);
      // Why Kisa disabled it is a spec message, stored in English: said in Turkish.
      expect(endpointStateText({ enabled: false, disabledReason: 'the receiver answered 410 Gone' }).meaning).toBe(
        'Kisa bunu devre dışı bıraktı: alıcı 410 Gone yanıtı verdi. Alıcı çalışır hâle gelince yeniden etkinleştirin.',
      );
      expect(endpointStateText({ enabled: false, disabledReason: '15 deliveries in a row failed' }).meaning).toMatch(
        /^Kisa bunu devre dışı bıraktı: art arda 15 teslimat başarısız oldu\./,
      );
    });
  });

  it('previews the first bytes of an answer on one line', () => {
    expect(answerPreview(null)).toEqual({ text: '', truncated: false });
    expect(answerPreview('{\n  "ok": true\n}')).toEqual({ text: '{ "ok": true }', truncated: false });
    const long = answerPreview(`answer 200 ${'x'.repeat(500)}`, 20);
    expect(long).toEqual({ text: `answer 200 ${'x'.repeat(9)}…`, truncated: true });
    expect(answerPreview('çay ☕ 茶 شاي', 80).text).toBe('çay ☕ 茶 شاي');
  });
});
