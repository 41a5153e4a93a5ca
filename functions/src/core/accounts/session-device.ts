import { SESSION_USER_AGENT_MAX, type SessionInfo, type SignInMethod, truncateIp } from '@kisa/shared';
import UAParser from 'ua-parser-js';
import type { SessionDevice, SessionRecord } from '#data/accounts/session-item.js';

/** Where a sign-in came from, as its handler read it off the request. */
export interface SignInFrom {
  userAgent?: string;
  ip?: string;
}

/**
 * What a new session keeps of its device: when, the user agent (at most 256 characters), the
 * address truncated to its network (IPv4 /24, IPv6 /48: enough to recognise a place, not a
 * household) and how it signed in.
 */
export function sessionDevice(from: SignInFrom | undefined, amr: readonly SignInMethod[], now = new Date()): SessionDevice {
  const userAgent = from?.userAgent?.slice(0, SESSION_USER_AGENT_MAX);
  const ip = truncateIp(from?.ip || null);
  return { createdAt: now.toISOString(), amr: [...amr], ...(userAgent ? { userAgent } : {}), ...(ip ? { ip } : {}) };
}

/** A session as its owner sees it: the user agent read into browser, OS and device (ua-parser-js). */
export function toSessionInfo(s: SessionRecord, currentId: string | undefined): SessionInfo {
  const ua = s.userAgent ? new UAParser(s.userAgent).getResult() : null;
  const browser = ua?.browser.name ? [ua.browser.name, ua.browser.major].filter(Boolean).join(' ') : null;
  const os = ua?.os.name ? [ua.os.name, ua.os.version].filter(Boolean).join(' ') : null;
  return {
    id: s.sessionId,
    current: s.sessionId === currentId,
    createdAt: s.createdAt ?? null,
    lastSeenAt: s.lastSeenAt ?? null,
    expiresAt: new Date(s.expiresAt * 1000).toISOString(),
    browser,
    os,
    device: ua?.device.type ?? null,
    userAgent: s.userAgent ?? null,
    ip: s.ip ?? null,
    signedInWith: (s.amr ?? []).filter(isSignInMethod),
  };
}

const isSignInMethod = (m: string): m is SignInMethod => ['pwd', 'otp', 'hwk', 'sso', 'rec'].includes(m);
