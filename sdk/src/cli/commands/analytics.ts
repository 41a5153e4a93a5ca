/** kisa analytics export: the visitor log as a file. */
import type { Command } from 'commander';
import { cliClient } from '../client.js';
import { fileFormat, isoDay, type FileFormat } from '../options.js';
import { outputFor } from '../output.js';
import { saveFile } from '../save-file.js';

/** The default range: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

export function analyticsCommands(program: Command): void {
  const analytics = program.command('analytics').description('click analytics');
  analytics
    .command('export')
    .description('the visitor log (every counted click, newest first) as a file')
    .option('--from <day>', `first day, YYYY-MM-DD (default: ${DEFAULT_DAYS - 1} days before --to)`, isoDay)
    .option('--to <day>', 'last day, included (default: today)', isoDay)
    .option('--link <id>', "only this link's clicks")
    .option('--tz <zone>', "the IANA time zone days are counted in (default: this computer's)")
    .requiredOption('--format <format>', 'csv or xlsx', fileFormat)
    .option('-o, --output <file>', 'where to write it (default: the name the server gives)')
    .action(async (opts: { from?: string; to?: string; link?: string; tz?: string; format: FileFormat; output?: string }, command: Command) => {
      const tz = opts.tz ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
      const to = opts.to ?? dayIn(tz, new Date());
      const from = opts.from ?? dayIn(tz, new Date(Date.parse(`${to}T12:00:00Z`) - (DEFAULT_DAYS - 1) * 86_400_000));
      const file = await cliClient().analytics.exportVisitors({ from, to, tz, ...(opts.link ? { linkId: opts.link } : {}) }, opts.format);
      await saveFile(outputFor(command), file, opts.output);
    });
}

/** The calendar day (YYYY-MM-DD) it is in `tz` at `at`. */
function dayIn(tz: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
