/** kisa import <source> · kisa imports [list] · show · start · cancel · mapping */
import type { Command } from 'commander';
import { IMPORT_FILE_COLUMNS, IMPORT_SOURCES, type ImportSourceId } from '@kisa/shared';
import type { ImportJob } from '#client/types.js';
import { cliClient } from '../client.js';
import { conflictChoice, createBody, importSource, type ImportOptions, type StartOptions, startBody, TOKEN_ENV } from '../import-options.js';
import { confirm, endedBadly, followImport, startAndFollow } from '../import-run.js';
import { clock, printPreview, printReport, progressLine } from '../import-view.js';
import { collect } from '../options.js';
import { outputFor, type Output } from '../output.js';
import { saveFile } from '../save-file.js';

const HELP = `
The token: set ${TOKEN_ENV} rather than --token, so it does not land in your shell history
(read -rs ${TOKEN_ENV} && export ${TOKEN_ENV}). Kisa uses it for this run only.

Examples:
  ${TOKEN_ENV}=… kisa import bitly --domain go.example.com
  ${TOKEN_ENV}=… kisa import shlink --api-url https://s.example.com/rest/v3 --keep s.example.com --yes
  kisa import file --file links.csv --yes --mapping mapping.csv

A file is a CSV whose first row names its columns (${IMPORT_FILE_COLUMNS.join(', ')}, and
YYYY-MM-DD columns of daily clicks) or a JSON array of objects with those keys.`;

/** The start options, shared by `kisa import` and `kisa imports start`. */
function startOptions(command: Command): Command {
  return command
    .option('--conflicts <choice>', 'a code another link holds in Kisa: skip (default) or new-code', conflictChoice)
    .option('--keep <host>', "keep a source domain's links on it (its TXT record must be found first); repeat for more", collect)
    .option('--move <host=to>', "move a source domain's links onto one of your domains (<host>= for the platform's); repeat for more", collect)
    .option('--skip-domain <host>', "leave a source domain's links out; repeat for more", collect)
    .option('--mapping <file>', 'when done, write the mapping file (old short URL → new) there');
}

export function importCommands(program: Command): void {
  startOptions(
    program
      .command('import')
      .description('import links and their daily clicks from another link service or a CSV/JSON file: read, preview, then write')
      .argument('<source>', IMPORT_SOURCES.join(', '), importSource)
      .option('--token <token>', `the source's token (better: ${TOKEN_ENV}, kept out of your shell history)`)
      .option('--api-url <url>', "the source's API base URL (required for Shlink and YOURLS; default: the source's public API)")
      .option('--file <path>', 'with source file: the CSV or JSON file (at most 8 MB)')
      .option('--domain <host>', "where links on the source's shared domains (bit.ly, …) go: one of your domains (default: the team's default)")
      .option('--platform-domain', "put links on the source's shared domains on the platform's domain")
      .option('--no-history', 'leave out the daily click history'),
  )
    .option('-y, --yes', 'start once the preview is ready, without asking')
    .addHelpText('after', HELP)
    .action(async (source: ImportSourceId, opts: ImportOptions & { yes?: boolean; mapping?: string }, command: Command) => {
      const out = outputFor(command);
      const body = await createBody(source, opts);
      const start = startBody(opts);
      const kisa = cliClient();
      const created = await kisa.imports.create(body);
      out.note(`Import ${created.id}: reading ${created.sourceName}…`);
      const preview = await followImport(kisa, out, created.id, ['ready']);
      const failure = endedBadly(preview);
      if (failure) throw failure;
      if (!out.json) printPreview(out, preview);
      const interactive = !out.json && process.stdin.isTTY && process.stderr.isTTY;
      if (!opts.yes && !(interactive && (await confirm('Start import?')))) {
        if (out.json) out.line(JSON.stringify(preview, null, 2));
        out.note(notStartedHint(preview, opts, interactive));
        return;
      }
      await startAndFollow(kisa, out, preview.id, start, opts.mapping);
    });

  const imports = program.command('imports').description("the team's imports (kisa import <source> starts one)");

  imports
    .command('list', { isDefault: true })
    .description('imports, newest first (the last 50)')
    .action(async (_opts: unknown, command: Command) => {
      const list = await cliClient().imports.list();
      const out = outputFor(command);
      out.result(list, () =>
        out.table(
          ['ID', 'SOURCE', 'STATUS', 'LINKS', 'IMPORTED', 'CREATED'],
          list.map((j) => [
            j.id,
            j.sourceName,
            statusText(j),
            j.counts.links,
            j.report?.imported ?? j.progress.written,
            j.createdAt.slice(0, 16).replace('T', ' '),
          ]),
        ),
      );
    });

  imports
    .command('show')
    .description('one import: its progress, its preview, or its report')
    .argument('<id>')
    .action(async (id: string, _opts: unknown, command: Command) => {
      const job = await cliClient().imports.get(id);
      const out = outputFor(command);
      out.result(job, () => showImport(out, job));
    });

  startOptions(imports.command('start').description('start a previewed import and follow it to the end').argument('<id>')).action(
    async (id: string, opts: StartOptions & { mapping?: string }, command: Command) => {
      await startAndFollow(cliClient(), outputFor(command), id, startBody(opts), opts.mapping);
    },
  );

  imports
    .command('cancel')
    .description('stop an import: links written so far stay')
    .argument('<id>')
    .action(async (id: string, _opts: unknown, command: Command) => {
      const job = await cliClient().imports.cancel(id);
      const out = outputFor(command);
      out.result(job, () => out.line(`Import ${job.id} cancelled; the links written so far (${job.progress.written}) stay.`));
    });

  imports
    .command('mapping')
    .description('the mapping file (CSV: old short URL, new short URL, destination, status, reason), once the links are written')
    .argument('<id>')
    .option('-o, --output <file>', 'where to write it (default: the name the server gives)')
    .action(async (id: string, opts: { output?: string }, command: Command) => {
      const file = await cliClient().imports.mapping(id);
      await saveFile(outputFor(command), file, opts.output);
    });
}

function statusText(job: ImportJob): string {
  if (job.status !== 'fetching' && job.status !== 'importing') return job.status;
  return `${job.status} ${job.progress.percent}%${job.waitingUntil ? ` (waiting until ${clock(job.waitingUntil)})` : ''}`;
}

function showImport(out: Output, job: ImportJob): void {
  const { phase, detail } = progressLine(job);
  out.fields([
    ['ID', job.id],
    ['Source', job.apiUrl ? `${job.sourceName} (${job.apiUrl})` : job.sourceName],
    ['Status', statusText(job)],
    ['Progress', `${phase}: ${detail}`],
    ['History', job.history ? 'daily clicks' : 'none'],
    ['Created', `${job.createdAt} by ${job.createdBy.name}`],
    ...(job.error ? ([['Error', job.error]] as const) : []),
  ]);
  out.line();
  if (job.report) printReport(out, job);
  else if (job.status === 'ready') printPreview(out, job);
}

/** What to run next when the preview was not started: the same choices, by id. */
function notStartedHint(job: ImportJob, opts: StartOptions & { mapping?: string }, asked: boolean): string {
  const flags = [
    ...(opts.conflicts === 'newCode' ? ['--conflicts new-code'] : []),
    ...(opts.keep ?? []).map((h) => `--keep ${h}`),
    ...(opts.move ?? []).map((m) => `--move ${m}`),
    ...(opts.skipDomain ?? []).map((h) => `--skip-domain ${h}`),
    ...(opts.mapping ? [`--mapping ${opts.mapping}`] : []),
  ];
  return [
    asked ? 'Not started.' : 'Not started: not a terminal, and no --yes.',
    `Start it: kisa imports start ${job.id}${flags.length ? ` ${flags.join(' ')}` : ''}`,
    `Drop it:  kisa imports cancel ${job.id}`,
  ].join('\n');
}
