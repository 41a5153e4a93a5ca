/** kisa tags list · create · rename · delete */
import type { Command } from 'commander';
import type { CreateTagInput } from '#client/types.js';
import { cliClient } from '../client.js';
import { outputFor } from '../output.js';

export function tagCommands(program: Command): void {
  const tags = program.command('tags').description("the team's tags");

  tags.command('list').action(async (_opts: unknown, command: Command) => {
    const list = await cliClient().tags.list();
    const out = outputFor(command);
    out.result(list, () =>
      out.table(
        ['ID', 'NAME', 'COLOR', 'LINKS'],
        list.map((t) => [t.id, t.name, t.color, t.links]),
      ),
    );
  });

  tags
    .command('create')
    .argument('<name>')
    .option('--color <color>', 'gray, red, orange, yellow, green, teal, blue, purple, pink or brown')
    .action(async (name: string, opts: { color?: string }, command: Command) => {
      // The API checks the colour and answers which ones it takes (exit 2).
      const tag = await cliClient().tags.create({ name, ...(opts.color ? { color: opts.color as CreateTagInput['color'] } : {}) });
      const out = outputFor(command);
      out.result(tag, () => out.line(`Created tag ${tag.name} (id ${tag.id})`));
    });

  tags
    .command('rename')
    .argument('<id>')
    .argument('<name>', 'the new name')
    .action(async (id: string, name: string, _opts: unknown, command: Command) => {
      const tag = await cliClient().tags.rename(id, name);
      const out = outputFor(command);
      out.result(tag, () => out.line(`Renamed tag ${tag.id} to ${tag.name}`));
    });

  tags
    .command('delete')
    .argument('<id>')
    .action(async (id: string, _opts: unknown, command: Command) => {
      const answer = await cliClient().tags.delete(id);
      const out = outputFor(command);
      out.result(answer, () => out.line(answer.message));
    });
}
