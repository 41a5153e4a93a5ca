import * as z from 'zod';
import { sendAlertMessage, sendAlertMessages } from '#data/alerts/alert-queue.js';
import { alertTeamsCursorSchema, alertTeamsPage } from '#data/alerts/alert-teams.js';
import { logger } from '#lib/logger.js';
import { evaluateTeamAlerts, type TeamEvaluation } from './evaluate-team.js';

/**
 * The evaluator's fan-out (docs/ARCHITECTURE.md "Alerts"): the schedule sends a pass's first page;
 * a page message reads up to TEAMS_PER_PAGE teams with rules (GSI1 `ALERTTEAMS`), sends one
 * message per team and then the next page's; a team message evaluates that team. No invocation
 * walks more than a page of teams or more than one team's rules. Every message carries the pass's
 * instant, so a redelivered copy judges the same windows (and fires nothing twice).
 */

export const TEAMS_PER_PAGE = 100;
/** A message older than this is dropped: a later pass has judged (or will judge) fresher windows. */
export const STALE_MESSAGE_MS = 30 * 60_000;

const messageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), at: z.iso.datetime(), cursor: alertTeamsCursorSchema.optional() }),
  z.object({ kind: z.literal('team'), at: z.iso.datetime(), teamId: z.string().min(1) }),
]);
export type AlertMessage = z.infer<typeof messageSchema>;

export const parseAlertMessage = (body: unknown): AlertMessage => messageSchema.parse(body);

/** The schedule `evaluate-alerts`: starts a pass at `now`. */
export async function startAlertPass(now = new Date()): Promise<void> {
  await sendAlertMessage({ kind: 'page', at: now.toISOString() } satisfies AlertMessage);
}

export async function handleAlertMessage(
  message: AlertMessage,
  now = new Date(),
): Promise<{ kind: 'page'; teams: number; more: boolean } | ({ kind: 'team' } & TeamEvaluation) | { kind: 'stale' }> {
  if (now.getTime() - Date.parse(message.at) > STALE_MESSAGE_MS) {
    logger.warn('Alert message dropped: older than a pass', { message });
    return { kind: 'stale' };
  }
  if (message.kind === 'team') return { kind: 'team', ...(await evaluateTeamAlerts(message.teamId, new Date(message.at))) };
  const page = await alertTeamsPage(message.cursor, TEAMS_PER_PAGE);
  await sendAlertMessages(page.teamIds.map((teamId): AlertMessage => ({ kind: 'team', at: message.at, teamId })));
  if (page.next) await sendAlertMessage({ kind: 'page', at: message.at, cursor: page.next } satisfies AlertMessage);
  return { kind: 'page', teams: page.teamIds.length, more: !!page.next };
}
