import { describe, expect, it } from 'vitest';
import { apiKeyKey } from '#data/accounts/api-key-item.js';
import { emailKey } from '#data/accounts/email-claim-item.js';
import { passkeyOwnerKey, webauthnChallengeKey } from '#data/accounts/passkey-item.js';
import { signInChallengeKey } from '#data/accounts/second-factor-challenge-item.js';
import { orphanedTeamKey } from '#data/accounts/team-item.js';
import { tokenKey } from '#data/accounts/token-item.js';
import { userCountShardKey, userKey } from '#data/accounts/user-item.js';
import { platformStatsKey } from '#data/admin/platform-stats-item.js';
import { campaignKey } from '#data/campaigns/campaign-item.js';
import { clickBatchKey, clickGroupKey } from '#data/clicks/click-group-item.js';
import { firstVisitKey } from '#data/clicks/first-visit-item.js';
import { clickAttributionKey } from '#data/conversions/click-attribution-item.js';
import { conversionEventKey } from '#data/conversions/conversion-event-item.js';
import { domainClaimKey } from '#data/domains/domain-claim-item.js';
import { importKey } from '#data/imports/import-job-item.js';
import { teamKey } from '#data/keys.js';
import { linkKey } from '#data/links/link-item.js';
import { liveClicksKey, liveWatchKey } from '#data/live/live-item.js';
import { blocklistKey } from '#data/moderation/blocklist-item.js';
import { disabledSubjectsKey } from '#data/moderation/disabled-subjects-item.js';
import { moderationCaseKey } from '#data/moderation/moderation-case-item.js';
import { moderationLogKey } from '#data/moderation/moderation-log-item.js';
import { rateLimitKey } from '#data/rate-limits/rate-limit-item.js';
import { reportSubscriptionKey } from '#data/reports/report-subscription-item.js';
import { ssoDomainKey } from '#data/sso/sso-domain-item.js';
import { ssoStateKey } from '#data/sso/sso-state-item.js';
import { PARTITIONS, type Partition } from '#data/table-writes/partitions.js';
import { webhookDeliveryKey } from '#data/webhooks/webhook-delivery-item.js';
import { capabilityWrites, declaredWrites, impliedPrefixes, impliedTouches, scheduleWrites, workerWrites, writePrefixes } from './table-writes.js';

/** Keys the data layer builds, by the partition they must fall in (Turkish and emoji ids: the prefix is all that counts). */
const BUILT: Partial<Record<Partition, string[]>> = {
  user: [userKey('ı-🙂').PK],
  emailClaim: [emailKey('İnci@example.org').PK],
  passkeyOwner: [passkeyOwnerKey('c1').PK],
  webauthnChallenge: [webauthnChallengeKey('c1').PK],
  signInChallenge: [signInChallengeKey('c1').PK],
  token: [tokenKey('h').PK],
  team: [teamKey('t1').PK],
  orphanedTeams: [orphanedTeamKey('t1').PK],
  apiKey: [apiKeyKey('h').PK],
  stats: [platformStatsKey().PK, userCountShardKey(3).PK],
  rateLimit: [rateLimitKey('sign-in', 's', 0).PK],
  link: [linkKey('l1').PK],
  campaign: [campaignKey('c1').PK],
  clickGroup: [clickGroupKey('g', 0).PK],
  clickBatch: [clickBatchKey('b').PK],
  firstVisit: [firstVisitKey('l1', 'v').PK],
  clickAttribution: [clickAttributionKey('c').PK],
  conversionEvent: [conversionEventKey('t1', 'e').PK],
  domainClaim: [domainClaimKey('go.örnek.com.tr').PK],
  importJob: [importKey('i1').PK],
  webhookDeliveries: [webhookDeliveryKey('e1', 'd1').PK],
  blocklist: [blocklistKey('evil.example').PK],
  moderationCase: [moderationCaseKey('l1').PK],
  moderationLog: [moderationLogKey('2026-01-01', 'x').PK],
  moderationDisabled: [disabledSubjectsKey().PK],
  reportSubscription: [reportSubscriptionKey('t-ı', 'u-🙂').PK],
  ssoDomain: [ssoDomainKey('example.org').PK],
  ssoState: [ssoStateKey('h').PK],
  live: [liveWatchKey('t-ı').PK, liveClicksKey('t-ı', 0, 'x').PK],
};

describe('table-write declarations', () => {
  it("names each partition by the prefix its item module's key builder writes, and no prefix holds another's keys", () => {
    for (const [partition, pks] of Object.entries(BUILT) as [Partition, string[]][]) {
      for (const pk of pks) {
        expect(pk.startsWith(PARTITIONS[partition]), `${partition}: ${pk}`).toBe(true);
        const others = Object.entries(PARTITIONS).filter(([name, prefix]) => name !== partition && pk.startsWith(prefix));
        expect(others, `${pk} also falls in`).toEqual([]);
      }
    }
  });

  it('keeps table-wide writes to at most three functions, never the public sign-up and sign-in function', () => {
    const wide = [...Object.entries(capabilityWrites), ...Object.entries(workerWrites), ...Object.entries(scheduleWrites)].filter(([, w]) => w === 'table');
    expect(wide.length).toBeLessThanOrEqual(3);
    expect(declaredWrites('accounts')).not.toBe('table');
  });

  it('adds what `uses` implies: a signed-in caller its audit log, and updates of its API key, request counters and session by attribute; idempotency and the result cache', () => {
    expect(impliedPrefixes(['caller'])).toEqual(['AUDIT#']);
    expect(impliedTouches(['caller']).map((t) => t.prefix)).toEqual(['APIKEY#', 'RATE#req-', 'USER#']);
    expect(impliedTouches(['table'])).toEqual([]);
    expect(writePrefixes(['link'], ['table', 'idempotency', 'athena'])).toEqual(['ANALYTICS_CACHE#', 'IDEMPOTENCY#', 'LINK#']);
    expect(writePrefixes('table', ['table', 'caller'])).toBe('table');
    expect(writePrefixes(undefined, ['clickLog'])).toEqual([]);
  });

  it('finds a declaration by the handler AWS runs: capability name, worker or job module', () => {
    expect(declaredWrites('links')).toBe(capabilityWrites.links);
    expect(declaredWrites('workers/process-clicks')).toBe(workerWrites.clicks);
    expect(declaredWrites('workers/check-domains')).toBe(scheduleWrites['check-domains']);
    expect(declaredWrites('no-such-function')).toBeUndefined();
    expect(declaredWrites('toString')).toBeUndefined();
  });
});
