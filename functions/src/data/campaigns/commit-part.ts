import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { countDomainLinks, countTeamLinks } from '../links/index.js';
import { retryConflicts } from '../transactions.js';
import { db, tableName } from '../table.js';
import { buildUpdate } from '../update-expression.js';
import { updateIf } from '../conditional-update.js';
import { campaignKey, campaignPartItem } from './campaign-item.js';

/**
 * A part's end states on its campaign (docs/DATA-MODEL.md "Campaigns and bulk"): its count, one
 * call at the end of the part (commitPart: one transaction of marker, campaign progress and team
 * counter, then the campaign's `done`); the campaign's `done` alone (markDoneIfComplete, also for
 * a request whose parts were not all sent); its `error` when a part fails for good (markError).
 * Progress (`processed`/`total`) and `totalLinks` are exact counters: a part is counted once.
 */

/** What committing a part did: its outcome, and whether this call moved the campaign to `done`. */
export interface PartCommit {
  outcome: 'committed' | 'already' | 'gone';
  completed: boolean;
}

/** The part to commit, and what the worker read of it at the start (readPartState). */
export interface PartToCommit {
  campaignId: string;
  teamId: string;
  partId: string;
  /** How many links the part holds (what it adds to the counters). */
  links: number;
  /** The team's branded domain the links are on (absent: the platform's). */
  domain?: string;
  /** The part's marker was read as present: another delivery counted it. */
  counted: boolean;
  /** The campaign was read as `done` (a counted part then leaves it as it is). */
  done: boolean;
}

/**
 * Counts a written part exactly once, then finishes its campaign if every queued link is
 * written: the part's one call at its end. 'already' when the marker was read as present
 * (`counted`: no transaction) or exists now (another delivery counted the part); `done` is still
 * tried unless the campaign was read as done, as that delivery may have stopped before it.
 * 'gone' when the campaign was deleted. `completed`: this call set `done` (the run is announced
 * once).
 */
export async function commitPart(part: PartToCommit): Promise<PartCommit> {
  const outcome = part.counted ? 'already' : await countPart(part);
  if (outcome === 'gone' || (part.counted && part.done)) return { outcome, completed: false };
  // Only the item after the commit knows whether this part was the last (parts commit concurrently).
  return { outcome, completed: await markDoneIfComplete(part.campaignId) };
}

/**
 * One transaction writes the part's marker (only if absent), adds its links to the campaign's
 * progress and to the team's `links` counter (and its branded domain's).
 */
async function countPart({ campaignId, teamId, partId, links, domain }: PartToCommit): Promise<'committed' | 'already' | 'gone'> {
  const TableName = tableName();
  const outcome = await retryConflicts(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName,
              Item: campaignPartItem(campaignId, partId, { links, committedAt: new Date().toISOString() }),
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName,
              Key: campaignKey(campaignId),
              ...buildUpdate({
                add: { processed: links, totalLinks: links },
                condition: { expression: 'attribute_exists(PK) AND attribute_not_exists(#deletedAt)', names: { '#deletedAt': 'deletedAt' } },
              }),
            },
          },
          { Update: countTeamLinks(TableName, teamId, links) },
          // Links on a branded domain count on it too (its removal waits for them).
          ...(domain ? [{ Update: countDomainLinks(TableName, teamId, domain, links) }] : []),
        ],
      }),
    ),
  );
  if (outcome === 'ok') return 'committed';
  if (outcome[0] === 'ConditionalCheckFailed') return 'already';
  if (outcome[1] === 'ConditionalCheckFailed') return 'gone';
  if (domain && outcome[3] === 'ConditionalCheckFailed') throw new Error(`commitPart: the domain ${domain} was removed while the part's links were written`);
  throw new Error(`commitPart cancelled: ${outcome.join(', ')}`);
}

/** processing/error → done once every queued link is written (no-op otherwise). */
export async function markDoneIfComplete(campaignId: string): Promise<boolean> {
  return updateIf(campaignKey(campaignId), {
    fields: { status: 'done', error: undefined },
    condition: {
      expression: 'attribute_exists(PK) AND #processed >= #total AND #status <> :done',
      names: { '#status': 'status', '#processed': 'processed', '#total': 'total' },
      values: { ':done': 'done' },
    },
  });
}

/** A part failed for good (it goes to the dead-letter queue): the screen shows `message`. */
export async function markError(campaignId: string, message: string): Promise<void> {
  // A campaign deleted meanwhile shows nothing.
  await updateIf(campaignKey(campaignId), { fields: { status: 'error', error: message }, condition: { expression: 'attribute_exists(PK)' } });
}
