/** kisa login · logout · whoami */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { createKisaClient } from '#client/create-client.js';
import { cliClient } from '../client.js';
import { DEFAULT_URL, removeConfig, writeConfig } from '../config.js';
import { UsageError } from '../exit-codes.js';
import { outputFor } from '../output.js';

export function accountCommands(program: Command): void {
  program
    .command('login')
    .description('check an API key (Settings → API keys) and store it in ~/.config/kisa/config.json')
    .requiredOption('--api-key <key>', 'the key (kisa_…); "-" reads it from standard input')
    .option('--url <base>', `where Kisa runs (default: $KISA_URL, else ${DEFAULT_URL})`)
    .action(async (opts: { apiKey: string; url?: string }, command: Command) => {
      const apiKey = opts.apiKey === '-' ? readFileSync(0, 'utf8').trim() : opts.apiKey.trim();
      if (!apiKey) throw new UsageError('--api-key is empty');
      const url = (opts.url ?? process.env.KISA_URL ?? DEFAULT_URL).replace(/\/+$/, '');
      if (!/^https?:\/\/[^/]/.test(url)) throw new UsageError(`--url must be an http(s) address, got ${url}`);
      // Checked before it is stored: a mistyped key fails here (exit 4), not at the next command.
      const me = await createKisaClient({ baseUrl: url, apiKey }).me();
      const path = writeConfig({ url, apiKey });
      const out = outputFor(command);
      out.result(me, () => out.line(`Signed in to ${url} as ${me.name} <${me.email}> (saved in ${path})`));
    });

  program
    .command('logout')
    .description('forget the stored API key')
    .action((_opts: unknown, command: Command) => {
      const had = removeConfig();
      const out = outputFor(command);
      out.result({ signedOut: had }, () => out.line(had ? 'Signed out.' : 'Not signed in.'));
    });

  program
    .command('whoami')
    .description('the user the API key belongs to')
    .action(async (_opts: unknown, command: Command) => {
      const kisa = cliClient();
      const me = await kisa.me();
      const out = outputFor(command);
      out.result(me, () =>
        out.fields([
          ['Name', me.name],
          ['E-mail', me.email],
          ['Team role', me.teamRole],
          ['Plan', me.plan],
          ['Kisa', kisa.baseUrl],
        ]),
      );
    });
}
