/**
 * The kisa CLI (bin/kisa.mjs runs this file with tsx). Every failure ends in one place: its
 * message on stderr and an exit code from EXIT (exit-codes.ts), the contract scripts rely on.
 */
import { Command, CommanderError } from 'commander';
import { KisaApiError } from '#client/api-error.js';
import { accountCommands } from './commands/account.js';
import { analyticsCommands } from './commands/analytics.js';
import { bulkCommands } from './commands/bulk.js';
import { campaignCommands } from './commands/campaigns.js';
import { importCommands } from './commands/imports.js';
import { linkCommands } from './commands/links.js';
import { tagCommands } from './commands/tags.js';
import { webhookCommands } from './commands/webhooks.js';
import { describeError, EXIT, exitCodeOf } from './exit-codes.js';

export function buildProgram(): Command {
  const program = new Command('kisa')
    .description('Kisa from the command line: short links, bulk campaigns, imports, exports, tags and webhooks, with an API key.')
    .option('--json', "print the API's JSON answer (for scripts)")
    .showHelpAfterError()
    .exitOverride();
  accountCommands(program);
  linkCommands(program);
  bulkCommands(program);
  campaignCommands(program);
  importCommands(program);
  analyticsCommands(program);
  tagCommands(program);
  webhookCommands(program);
  // Subcommands inherit the overrides only when added after them: set them on every level.
  const everyCommand = (c: Command): Command[] => [c, ...c.commands.flatMap(everyCommand)];
  for (const command of everyCommand(program)) command.exitOverride().showHelpAfterError();
  return program;
}

export async function run(argv: readonly string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has printed the problem (or the help) already.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    const json = process.argv.includes('--json');
    if (json && error instanceof KisaApiError) process.stderr.write(`${JSON.stringify(error.problem ?? { status: error.status, detail: error.message })}\n`);
    for (const line of describeError(error)) process.stderr.write(`kisa: ${line}\n`);
    return exitCodeOf(error);
  }
}

process.exitCode = await run(process.argv.slice(2));
