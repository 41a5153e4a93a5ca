/** kisa campaigns list · export */
import type { Command } from 'commander';
import { cliClient } from '../client.js';
import { fileFormat, type FileFormat } from '../options.js';
import { outputFor } from '../output.js';
import { saveFile } from '../save-file.js';

export function campaignCommands(program: Command): void {
  const campaigns = program.command('campaigns').description("the team's campaigns (bulk runs)");

  campaigns
    .command('list')
    .description('campaigns with their links, clicks and bulk status')
    .action(async (_opts: unknown, command: Command) => {
      const list = await cliClient().campaigns.list();
      const out = outputFor(command);
      out.result(list, () =>
        out.table(
          ['ID', 'NAME', 'STATUS', 'LINKS', 'CLICKS', 'CREATED'],
          list.map((c) => [
            c.id,
            c.name,
            c.status === 'processing' ? `processing ${c.processed}/${c.total}` : c.status,
            c.totalLinks,
            c.totalClicks,
            c.createdAt.slice(0, 10),
          ]),
        ),
      );
    });

  campaigns
    .command('export')
    .description("the campaign's links as a file")
    .argument('<id>')
    .requiredOption('--format <format>', 'csv or xlsx', fileFormat)
    .option('-o, --output <file>', 'where to write it (default: the name the server gives)')
    .action(async (id: string, opts: { format: FileFormat; output?: string }, command: Command) => {
      const file = await cliClient().campaigns.export(id, opts.format);
      await saveFile(outputFor(command), file, opts.output);
    });
}
