import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '@kisa/shared';
import { UsageError } from './exit-codes.js';
import { conflictChoice, createBody, importSource, startBody, TOKEN_ENV } from './import-options.js';

const base = { history: true };

describe('kisa import options', () => {
  it('takes the token from the environment unless given, and the API URL self-hosted sources need', async () => {
    expect(await createBody('bitly', base, { [TOKEN_ENV]: 'from-env' })).toEqual({ source: 'bitly', history: true, token: 'from-env' });
    expect(await createBody('bitly', { ...base, token: 'given' }, { [TOKEN_ENV]: 'from-env' })).toMatchObject({ token: 'given' });
    await expect(createBody('dub', base, {})).rejects.toThrow(new UsageError(`${IMPORT_MSG.tokenRequired}: set ${TOKEN_ENV} (or --token)`));
    await expect(createBody('yourls', { ...base, token: 't' }, {})).rejects.toThrow(IMPORT_MSG.apiUrlRequired);
    expect(await createBody('shlink', { ...base, token: 't', apiUrl: 'https://s.example/rest/v3', history: false }, {})).toEqual({
      source: 'shlink',
      history: false,
      token: 't',
      apiUrl: 'https://s.example/rest/v3',
    });
  });

  it('sends the domain for shared-domain links: one of the team’s, the platform’s, never both', async () => {
    expect(await createBody('bitly', { ...base, token: 't', domain: 'bağlantı.example' }, {})).toMatchObject({ domain: 'bağlantı.example' });
    expect(await createBody('bitly', { ...base, token: 't', platformDomain: true }, {})).toMatchObject({ domain: null });
    await expect(createBody('bitly', { ...base, token: 't', domain: 'go.example', platformDomain: true }, {})).rejects.toThrow('not both');
  });

  it('reads the file source’s file (without a byte-order mark) and refuses a missing one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kisa-import-options-'));
    writeFileSync(join(dir, 'bağlantılar.csv'), '\uFEFFcode,url,title\nmerhaba,https://example.org/ar,مرحبا 👋\n');
    expect(await createBody('file', { ...base, file: join(dir, 'bağlantılar.csv') }, {})).toEqual({
      source: 'file',
      history: true,
      file: { name: 'bağlantılar.csv', content: 'code,url,title\nmerhaba,https://example.org/ar,مرحبا 👋\n' },
    });
    await expect(createBody('file', { ...base, file: join(dir, 'none.csv') }, {})).rejects.toThrow('no such file');
    await expect(createBody('file', base, {})).rejects.toThrow(IMPORT_MSG.fileRequired);
    await expect(createBody('kutt', { ...base, token: 't', file: 'x.csv' }, {})).rejects.toThrow('--file is for the file source');
  });

  it('turns --keep, --move and --skip-domain into domain choices, hosts in ASCII', () => {
    expect(startBody({ conflicts: 'newCode', keep: ['Bağlantı.Example'], move: ['bit.ly=go.example.com', 'j.mp='], skipDomain: ['old.example'] })).toEqual({
      conflicts: 'newCode',
      domains: [
        { host: 'xn--balant-45a2m.example', action: 'keep' },
        { host: 'bit.ly', action: 'move', to: 'go.example.com' },
        { host: 'j.mp', action: 'move', to: null },
        { host: 'old.example', action: 'skip' },
      ],
    });
    expect(startBody({})).toEqual({});
    expect(() => startBody({ move: ['bit.ly'] })).toThrow('expected <host>=<your domain>');
    expect(() => startBody({ keep: ['a.example'], skipDomain: ['A.example'] })).toThrow('a.example is given more than one choice');
  });

  it('names sources and conflict choices as people write them', () => {
    expect(['Bitly', 'short.io', 'Short-io', 'YOURLS'].map(importSource)).toEqual(['bitly', 'shortio', 'shortio', 'yourls']);
    expect(() => importSource('tinyurl')).toThrow('expected one of bitly, rebrandly');
    expect([conflictChoice('skip'), conflictChoice('new-code')]).toEqual(['skip', 'newCode']);
    expect(() => conflictChoice('overwrite')).toThrow('expected skip or new-code');
  });
});
