/** kisa bulk upload <file> --campaign <name>: a campaign of links from a file, followed to the end. */
import type { Command } from 'commander';
import { MSG } from '@kisa/shared';
import { readBulkFile, bulkLinks } from '../bulk-file.js';
import { cliClient } from '../client.js';
import { Refused, ServerFailure, UsageError } from '../exit-codes.js';
import { outputFor } from '../output.js';
import { progressOn } from '../progress.js';

/** How many refused lines are listed on stderr (the JSON answer has all the API listed). */
const REFUSED_SHOWN = 10;

export function bulkCommands(program: Command): void {
  const bulk = program.command('bulk').description('bulk creation from a file');
  bulk
    .command('upload')
    .description('create a campaign of links from a CSV, TXT or XLSX file and wait until every link is written')
    .argument('<file>', 'one URL a line; a header row may name title, alias, tags, country:XX and language:xx columns')
    .requiredOption('--campaign <name>', "the new campaign's name")
    .option('--domain <host>', "a verified branded domain for every link (default: the team's default)")
    .action(async (file: string, opts: { campaign: string; domain?: string }, command: Command) => {
      const out = outputFor(command);
      const parsed = await readBulkFile(file);
      if (parsed.refused) throw new UsageError(`${file}: ${parsed.refused}`);
      if (parsed.urls.length === 0) throw new UsageError(`${file}: ${MSG.bulkNoUrls}`);
      out.note(
        `${file}: ${parsed.urls.length} ${parsed.urls.length === 1 ? 'link' : 'links'}${parsed.invalid ? `, ${parsed.invalid} lines without a valid URL skipped` : ''}`,
      );

      const kisa = cliClient();
      const campaign = await kisa.campaigns.create(opts.campaign);
      const links = bulkLinks(parsed);
      const queued = await kisa.campaigns.queueLinks(campaign.id, links, {
        ...(opts.domain ? { domain: opts.domain } : {}),
        onChunk: (_answer, sent) => links.length > sent && out.note(`Sent ${sent} of ${links.length} links…`),
      });
      out.note(`Campaign "${campaign.name}" (${campaign.id}): ${queued.queued} links queued${queued.invalid ? `, ${queued.invalid} refused` : ''}`);
      for (const r of queued.rejected.slice(0, REFUSED_SHOWN))
        out.note(`  refused: ${r.longUrl}${r.message ? ` (${r.message})` : r.reason ? ` (${r.reason})` : ''}`);
      if (queued.rejected.length > REFUSED_SHOWN) out.note(`  … and ${queued.invalid - REFUSED_SHOWN} more`);
      if (queued.queued === 0) throw new Refused('Every link was refused: nothing to create.');

      const progress = progressOn(process.stderr, 'Writing links');
      let final: Awaited<ReturnType<typeof kisa.campaigns.waitUntilDone>>;
      try {
        final = await kisa.campaigns.waitUntilDone(campaign.id, { onProgress: (c) => progress.update(c.processed, Math.max(c.total, queued.queued)) });
      } finally {
        progress.stop();
      }
      if (final.status === 'error')
        throw new ServerFailure(
          `The bulk run of campaign ${final.id} failed after ${final.processed} of ${final.total} links; see it in the app, or run it again.`,
        );
      out.result({ campaign: final, queued: queued.queued, invalid: queued.invalid, rejected: queued.rejected }, () =>
        out.line(`Campaign "${final.name}" (${final.id}) done: ${final.totalLinks} links written.`),
      );
    });
}
