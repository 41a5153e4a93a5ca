import { RAW_IP_DAYS } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { ofType, synthStack, type Synthesized } from './test-support/synth-unbundled';

// CloudFront's standard logs and S3's access logs hold every visitor's whole address: the log bucket
// must not keep them longer than the click log keeps its own (rawIpDays, then truncated).

function logBucket(s: Synthesized): { id: string; rules: any[] } {
  const [entry] = ofType(s, 'AWS::S3::Bucket').filter(([id]) => id.startsWith('StorageLogs'));
  expect(entry, 'the log bucket').toBeDefined();
  return { id: entry![0], rules: entry![1].Properties.LifecycleConfiguration.Rules };
}

describe('access logs within the raw-IP window', () => {
  it(`expires every log after RAW_IP_DAYS (${RAW_IP_DAYS}) by default, and each distribution logs there`, () => {
    const s = synthStack('Logs', 'us-east-1');
    const { id, rules } = logBucket(s);
    const expiring = rules.filter((r) => r.Status === 'Enabled' && r.ExpirationInDays !== undefined);
    expect(expiring.map((r) => [r.Prefix ?? '', r.ExpirationInDays])).toEqual([['', RAW_IP_DAYS]]);
    const distributions = ofType(s, 'AWS::CloudFront::Distribution');
    expect(distributions).toHaveLength(3);
    for (const [did, d] of distributions) expect(d.Properties.DistributionConfig.Logging.Bucket, did).toEqual({ 'Fn::GetAtt': [id, 'RegionalDomainName'] });
  });

  it('follows context rawIpDays', () => {
    const { rules } = logBucket(synthStack('Logs', 'eu-west-1', { rawIpDays: 7 }));
    expect(rules.filter((r) => r.ExpirationInDays !== undefined).map((r) => r.ExpirationInDays)).toEqual([7]);
  });
});
