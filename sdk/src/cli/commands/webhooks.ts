/** kisa webhooks list · create · delete · test */
import type { Command } from 'commander';
import type { CreateWebhookInput } from '#client/types.js';
import { cliClient } from '../client.js';
import { collect } from '../options.js';
import { outputFor } from '../output.js';

export function webhookCommands(program: Command): void {
  const webhooks = program.command('webhooks').description("the team's webhook endpoints (owners)");

  webhooks.command('list').action(async (_opts: unknown, command: Command) => {
    const list = await cliClient().webhooks.list();
    const out = outputFor(command);
    out.result(list, () =>
      out.table(
        ['ID', 'URL', 'EVENTS', 'STATUS'],
        list.map((w) => [w.id, w.url, w.events, w.enabled ? 'active' : `disabled${w.disabledReason ? ` (${w.disabledReason})` : ''}`]),
      ),
    );
  });

  webhooks
    .command('create')
    .argument('<url>', 'a public https:// address')
    .requiredOption(
      '--event <type>',
      'an event to send (repeat for more): link.created, link.updated, link.deleted, link.clicked, campaign.completed, conversion.created',
      collect,
    )
    .option('--description <text>')
    .action(async (url: string, opts: { event: string[]; description?: string }, command: Command) => {
      // The API checks the event names and answers which ones it takes (exit 2).
      const body = { url, events: opts.event, ...(opts.description ? { description: opts.description } : {}) } as CreateWebhookInput;
      const created = await cliClient().webhooks.create(body);
      const out = outputFor(command);
      out.result(created, () => {
        out.line(`Created webhook ${created.endpoint.id} → ${created.endpoint.url}`);
        out.line(`Signing secret (shown only now): ${created.secret}`);
      });
    });

  webhooks
    .command('delete')
    .argument('<id>')
    .action(async (id: string, _opts: unknown, command: Command) => {
      const answer = await cliClient().webhooks.delete(id);
      const out = outputFor(command);
      out.result(answer, () => out.line(answer.message));
    });

  webhooks
    .command('test')
    .description('send a test event to the endpoint')
    .argument('<id>')
    .action(async (id: string, _opts: unknown, command: Command) => {
      const delivery = await cliClient().webhooks.test(id);
      const out = outputFor(command);
      out.result(delivery, () => out.line(`Test event queued (delivery ${delivery.id})`));
    });
}
