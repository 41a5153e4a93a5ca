/** kisa links list · create · get · update · delete */
import type { Command } from 'commander';
import type { Link, UpdateLinkInput } from '#client/types.js';
import { cliClient } from '../client.js';
import { UsageError } from '../exit-codes.js';
import { collect, positiveInt } from '../options.js';
import { outputFor, type Output } from '../output.js';

export function linkCommands(program: Command): void {
  const links = program.command('links').description("the team's short links");

  links
    .command('list')
    .description('links, newest first')
    .option('--search <q>', 'any part of the title, alias or target')
    .option('--limit <n>', 'links per page (at most 100)', positiveInt)
    .option('--page <n>', 'page number, from 1', positiveInt)
    .option('--tag <id>', 'only links with this tag (repeat for any of several)', collect)
    .action(async (opts: { search?: string; limit?: number; page?: number; tag?: string[] }, command: Command) => {
      const answer = await cliClient().links.list({ q: opts.search, limit: opts.limit, page: opts.page, tagId: opts.tag });
      const out = outputFor(command);
      out.result(answer, () => {
        out.table(
          ['ID', 'SHORT LINK', 'TARGET', 'TITLE', 'CLICKS'],
          answer.items.map((l) => [l.id, l.shortLink, l.longUrl, l.title, l.totalClicks]),
        );
        const pages = Math.max(1, Math.ceil(answer.total / (opts.limit ?? 10)));
        out.note(`Page ${answer.page} of ${pages} · ${answer.total} ${answer.total === 1 ? 'link' : 'links'}`);
      });
    });

  links
    .command('create')
    .description('shorten a URL (a code is generated unless --alias is given)')
    .argument('<url>', 'the destination')
    .option('--alias <a>', 'the short code (3–50 letters, digits, - and _)')
    .option('--title <t>', 'a title (default: the page title)')
    .option('--tag <id>', 'a tag id (kisa tags list); repeat for more', collect)
    .action(async (url: string, opts: { alias?: string; title?: string; tag?: string[] }, command: Command) => {
      const link = await cliClient().links.create({
        longUrl: url,
        ...(opts.alias ? { shortUrl: opts.alias } : {}),
        ...(opts.title ? { title: opts.title } : {}),
        ...(opts.tag ? { tagIds: opts.tag } : {}),
      });
      const out = outputFor(command);
      out.result(link, () => out.line(`${link.shortLink} → ${link.longUrl} (id ${link.id})`));
    });

  links
    .command('get')
    .description('one link')
    .argument('<id>')
    .action(async (id: string, _opts: unknown, command: Command) => {
      const link = await cliClient().links.get(id);
      const out = outputFor(command);
      out.result(link, () => showLink(out, link));
    });

  links
    .command('update')
    .description("change a link's target, alias, title or tags")
    .argument('<id>')
    .option('--url <u>', 'the new destination')
    .option('--alias <a>', 'the new short code')
    .option('--title <t>', 'the new title')
    .option('--tag <id>', 'its tags from now on, replacing them (repeat for more)', collect)
    .action(async (id: string, opts: { url?: string; alias?: string; title?: string; tag?: string[] }, command: Command) => {
      const patch: UpdateLinkInput = {
        ...(opts.url !== undefined ? { longUrl: opts.url } : {}),
        ...(opts.alias !== undefined ? { shortUrl: opts.alias } : {}),
        ...(opts.title !== undefined ? { title: opts.title } : {}),
        ...(opts.tag !== undefined ? { tagIds: opts.tag } : {}),
      };
      if (Object.keys(patch).length === 0) throw new UsageError('Nothing to change: give --url, --alias, --title or --tag.');
      const link = await cliClient().links.update(id, patch);
      const out = outputFor(command);
      out.result(link, () => showLink(out, link));
    });

  links
    .command('delete')
    .description('delete a link (its short link stops working)')
    .argument('<id>')
    .action(async (id: string, _opts: unknown, command: Command) => {
      const answer = await cliClient().links.delete(id);
      const out = outputFor(command);
      out.result(answer, () => out.line(answer.message));
    });
}

function showLink(out: Output, link: Link): void {
  out.fields([
    ['ID', link.id],
    ['Short link', link.shortLink],
    ['Target', link.longUrl],
    ['Title', link.title],
    ['Clicks', `${link.totalClicks} (${link.uniqueClicks} unique)`],
    ['Tags', (link.tags ?? []).map((t) => t.name)],
    ['Created', link.createdAt],
  ]);
}
