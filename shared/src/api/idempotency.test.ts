import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { isFileAnswer, operationList, usesOf } from './index.js';

describe('idempotent operations', () => {
  const idempotent = operationList.filter((o) => o.idempotent);

  it('are the signed-in POSTs that create something', () => {
    expect(idempotent.map((o) => o.operationId).sort()).toEqual(
      [
        'addDomain',
        'addPasskey',
        'confirmTotp',
        'createApiKey',
        'createCampaign',
        'createImport',
        'createLink',
        'createMember',
        'createPreviewUpload',
        'createShare',
        'createTag',
        'createAlert',
        'createWebhook',
        'queueCampaignLinks',
        'regenerateRecoveryCodes',
        'trackConversion',
      ].sort(),
    );
    for (const o of idempotent) {
      expect([o.operationId, o.method, o.auth === 'public']).toEqual([o.operationId, 'POST', false]);
      expect(usesOf(o), `${o.operationId} writes its Idempotency-Key records`).toContain('idempotency');
    }
    expect(operationList.filter((o) => !o.idempotent).every((o) => !usesOf(o).includes('idempotency'))).toBe(true);
  });

  it('declare their secrets shown once, and every such field may be absent from the success answer (a replay leaves it out)', () => {
    const shownOnce = Object.fromEntries(idempotent.filter((o) => o.shownOnce?.length).map((o) => [o.operationId, o.shownOnce]));
    expect(shownOnce).toEqual({
      createApiKey: ['key'],
      createWebhook: ['secret'],
      confirmTotp: ['recoveryCodes'],
      regenerateRecoveryCodes: ['recoveryCodes'],
      createShare: ['token', 'url'],
    });
    for (const o of idempotent) {
      for (const field of o.shownOnce ?? []) {
        for (const [status, [, answer]] of Object.entries(o.responses)) {
          if (isFileAnswer(answer) || Number(status) >= 300) continue;
          const json = z.toJSONSchema(answer, { io: 'output' }) as { properties?: Record<string, unknown>; required?: string[] };
          expect(json.properties, `${o.operationId} ${status} answers ${field}`).toHaveProperty(field);
          expect(json.required ?? [], `${o.operationId} ${status}: ${field} must be optional`).not.toContain(field);
        }
      }
    }
  });
});
