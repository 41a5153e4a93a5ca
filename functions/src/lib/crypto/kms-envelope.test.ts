import type { AddressInfo } from 'node:net';
import { createKmsStandIn, LOCAL_KMS_KEY_ID } from '@kisa/infra/local/emulators/kms-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMS_FAULTS, startFaultyEndpoint, type FaultyEndpoint } from '#test-support/faulty-aws-endpoint.js';

/**
 * Envelope encryption against the local runtime's KMS stand-in, through a stand-in endpoint in
 * front of it that fails calls on demand: AccessDenied, a disabled key, throttled, 500, an HTML
 * 502, garbage, an answer without a data key, a call never answered, a refused connection. Each
 * seal and open fails with an EnvelopeError (nothing half-made), and the next call after it heals works.
 */
const standIn = createKmsStandIn(Buffer.alloc(32, 7));
let kms: FaultyEndpoint;
let envelope: typeof import('./kms-envelope.js');
const context = { purpose: 'webhook-secret', teamId: 'takım-İı', endpointId: 'e-🌷' };
const secret = 'whsec_İstanbul-ışık-🔑';

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  kms = await startFaultyEndpoint(`http://127.0.0.1:${(standIn.address() as AddressInfo).port}`);
  Object.assign(process.env, { AWS_REGION: 'eu-central-1', AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test', KMS_ENDPOINT: kms.url });
  envelope = await import('./kms-envelope.js');
});
afterAll(async () => {
  envelope.resetKmsClient();
  await kms.close();
  await new Promise<void>((resolve) => standIn.close(() => resolve()));
});

describe('a value sealed under KMS', () => {
  it('opens with its context, and with no other; a changed byte does not open', async () => {
    const [sealed, other] = await envelope.seal(LOCAL_KMS_KEY_ID, context, [secret, 'second']);
    expect(envelope.isSealed(sealed!)).toBe(true);
    expect(sealed).not.toContain('whsec_');
    expect(sealed!.split('.')[1], 'one data key for the values of one call').toBe(other!.split('.')[1]);
    expect(await envelope.open(LOCAL_KMS_KEY_ID, context, sealed!)).toBe(secret);
    expect(await envelope.open(LOCAL_KMS_KEY_ID, context, other!)).toBe('second');
    await expect(envelope.open(LOCAL_KMS_KEY_ID, { ...context, endpointId: 'another' }, sealed!)).rejects.toThrow(
      /KMS Decrypt failed: InvalidCiphertextException/,
    );
    const parts = sealed!.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0]! ^= 1;
    await expect(envelope.open(LOCAL_KMS_KEY_ID, context, [...parts.slice(0, 3), body.toString('base64url')].join('.'))).rejects.toThrow(/did not open/);
    await expect(envelope.open(LOCAL_KMS_KEY_ID, context, 'whsec_plain')).rejects.toThrow('Not a sealed value');
    await expect(envelope.seal('another-key', context, [secret])).rejects.toThrow(/NotFoundException/);
  });

  const faults = { ...KMS_FAULTS, hang: { kind: 'hang' } as const };
  for (const [name, fault] of Object.entries(faults)) {
    it(`${name}: sealing and opening fail with an EnvelopeError, and work again once KMS heals`, async () => {
      const [sealed] = await envelope.seal(LOCAL_KMS_KEY_ID, context, [secret]);
      kms.fail({ fault });
      try {
        await expect(envelope.seal(LOCAL_KMS_KEY_ID, context, [secret])).rejects.toMatchObject({ name: 'EnvelopeError' });
        await expect(envelope.open(LOCAL_KMS_KEY_ID, context, sealed!)).rejects.toMatchObject({ name: 'EnvelopeError' });
        expect(kms.failed.map((r) => r.operation)).toEqual(expect.arrayContaining(['GenerateDataKey', 'Decrypt']));
      } finally {
        kms.heal();
      }
      expect(await envelope.open(LOCAL_KMS_KEY_ID, context, sealed!)).toBe(secret);
    }, 30_000);
  }

  it('refused connections: fails with an EnvelopeError, then works once KMS listens again', async () => {
    const [sealed] = await envelope.seal(LOCAL_KMS_KEY_ID, context, [secret]);
    envelope.resetKmsClient();
    await kms.refuse();
    try {
      await expect(envelope.seal(LOCAL_KMS_KEY_ID, context, [secret])).rejects.toMatchObject({ name: 'EnvelopeError' });
      await expect(envelope.open(LOCAL_KMS_KEY_ID, context, sealed!)).rejects.toMatchObject({ name: 'EnvelopeError' });
    } finally {
      await kms.listen();
    }
    expect(await envelope.open(LOCAL_KMS_KEY_ID, context, sealed!)).toBe(secret);
  }, 30_000);
});
