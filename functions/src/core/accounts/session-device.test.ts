import { describe, expect, it } from 'vitest';
import { UA } from '#test-support/user-agents.js';
import { sessionDevice, toSessionInfo } from './session-device.js';

describe('session device', () => {
  const now = new Date('2026-03-04T05:06:07.000Z');

  it('keeps the network of the address (IPv4 /24, IPv6 /48), the user agent cut at 256 characters, the sign-in methods and time', () => {
    expect(sessionDevice({ userAgent: UA.iphone, ip: '203.0.113.77' }, ['pwd', 'otp'], now)).toEqual({
      createdAt: '2026-03-04T05:06:07.000Z',
      userAgent: UA.iphone,
      ip: '203.0.113.0',
      amr: ['pwd', 'otp'],
    });
    expect(sessionDevice({ ip: '2001:db8:85a3:8d3:1319:8a2e:370:7348' }, ['hwk'], now).ip).toBe('2001:db8:85a3::');
    // Any script in a user agent, cut by characters: Turkish İ/ı, Arabic, emoji.
    const long = `Kısa-İstemci/1.0 (عربي) 🚀 ${'x'.repeat(400)}`;
    expect(sessionDevice({ userAgent: long }, ['sso'], now).userAgent).toBe(long.slice(0, 256));
    expect(sessionDevice(undefined, ['pwd'], now)).toEqual({ createdAt: '2026-03-04T05:06:07.000Z', amr: ['pwd'] });
    expect(sessionDevice({ userAgent: '', ip: '' }, ['pwd'], now)).toEqual({ createdAt: '2026-03-04T05:06:07.000Z', amr: ['pwd'] });
  });

  it('reads the user agent into browser, OS and device for the list, and marks the current session', () => {
    const base = { sessionId: 's1', expiresAt: 1_800_000_000, createdAt: now.toISOString(), amr: ['pwd', 'bogus'] };
    expect(toSessionInfo({ ...base, userAgent: UA.android, ip: '198.51.100.0' }, 's1')).toEqual({
      id: 's1',
      current: true,
      createdAt: now.toISOString(),
      lastSeenAt: null,
      expiresAt: new Date(1_800_000_000_000).toISOString(),
      browser: 'Chrome 126',
      os: 'Android 14',
      device: 'mobile',
      userAgent: UA.android,
      ip: '198.51.100.0',
      signedInWith: ['pwd'],
    });
    const legacy = toSessionInfo({ sessionId: 'old', expiresAt: 1_800_000_000 }, 's1');
    expect(legacy).toMatchObject({ current: false, createdAt: null, browser: null, os: null, device: null, userAgent: null, ip: null, signedInWith: [] });
    // A client the parser does not know keeps its user agent (the list shows that instead).
    expect(toSessionInfo({ ...base, userAgent: 'curl/8.5.0' }, undefined)).toMatchObject({ current: false, browser: null, userAgent: 'curl/8.5.0' });
  });
});
