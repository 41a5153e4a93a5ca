import { describe, expect, it } from 'vitest';
import { firstRequestCommand } from './first-request';

describe('firstRequestCommand', () => {
  it('creates a link on this app with a bearer API key and a JSON body', () => {
    expect(firstRequestCommand('https://kisa.example/')).toBe(
      [
        'APP=https://kisa.example',
        'curl -X POST "$APP/api/links" \\',
        '  -H "Authorization: Bearer kisa_…" \\',
        '  -H "Content-Type: application/json" \\',
        `  -d '{"longUrl":"https://example.com"}'`,
      ].join('\n'),
    );
  });
});
