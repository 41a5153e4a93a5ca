import { describe, expect, it } from 'vitest';
import { actionLabel, actorLabel, apiFilters, verificationText } from './audit-text';

describe('audit log texts', () => {
  it('names actions and actors in words', () => {
    expect(actionLabel('updateLink')).toBe('Update link');
    expect(actionLabel('signInFailed')).toBe('Sign in failed');
    expect(actorLabel({ kind: 'user', id: 'u1', name: 'Ayşe Yılmaz' })).toBe('Ayşe Yılmaz');
    expect(actorLabel({ kind: 'apiKey', id: 'k1', name: 'محمد', keyPrefix: 'kisa_ab' })).toBe('API key of محمد (kisa_ab…)');
    expect(actorLabel({ kind: 'system', id: 'answerInvitation' })).toBe('Kisa');
  });

  it('sends only the filters given, `to` as the day after (the API’s bound is exclusive)', () => {
    expect(apiFilters({ actor: ' ', action: 'updateLink', target: '', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      actor: undefined,
      action: 'updateLink',
      target: undefined,
      from: '2026-11-01',
      to: '2026-12-01',
    });
  });

  it('says whether the chain holds, and else where and why not', () => {
    expect(verificationText({ ok: true, checked: 1 })).toBe('The chain holds: 1 entry checked, none altered or missing.');
    expect(verificationText({ ok: false, checked: 4, firstBroken: { seq: 5, at: '2026-11-29T10:00:00.000Z', reason: 'hash' } })).toBe(
      'The chain is broken at entry #5 (2026-11-29T10:00:00.000Z): its contents were changed after it was written. 4 entries before it hold.',
    );
  });
});
