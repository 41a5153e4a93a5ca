import { describe, expect, it } from 'vitest';
import { UNFURL_UA } from '#test-support/user-agents.js';
import { isUnfurlBot } from './unfurl-bots.js';

describe('isUnfurlBot', () => {
  it.each(Object.entries(UNFURL_UA))('knows %s', (_name, ua) => {
    expect(isUnfurlBot(ua)).toBe(true);
  });

  it('takes the in-app browsers of the same apps, ordinary browsers and search crawlers for what they are: not unfurlers', () => {
    for (const ua of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.36.107;FBBV/600000000]',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.30.1',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/10.50',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Slack/4.38.125 Chrome/124.0.6367.243 Electron/30.1.0 Safari/537.36 Sonic Slack_SSB/4.38.125',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) discord/1.0.9152 Chrome/124.0.6367.243 Electron/30.2.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36 WhatsApp/2.24',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      '',
    ]) {
      expect(isUnfurlBot(ua), ua).toBe(false);
    }
    expect(isUnfurlBot(undefined)).toBe(false);
  });
});
