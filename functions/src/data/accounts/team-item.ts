import * as z from 'zod';
import { teamKey, type Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * The team item (docs/DATA-MODEL.md, "team"), keyed by keys.ts `teamKey` (its partition holds
 * the team's members, invitations, tags, domains and endpoints too). Beside its own fields it
 * carries the team's counters (links, clicks, tags, owners) and search-index state, written by
 * their own modules.
 */

/** The team's policy: what widens or narrows its members' scopes (shared permissions.ts). */
export interface TeamPolicy {
  viewersExportVisitors: boolean;
  secondFactorRequired: boolean;
}

export interface TeamRecord extends TeamPolicy {
  teamId: string;
  name: string;
  ownerId: string;
  createdAt: string;
  /** How many members are owners (missing on teams from before the counter: 1). */
  owners: number;
  /** The team's links counter (kept by the links' transactions). */
  links: number;
}

export interface NewTeam {
  teamId: string;
  name: string;
  createdAt: string;
}

/**
 * A new team's item. `owners` counts the team's owners, so the last one can never be removed or
 * demoted. A new team has no links the search index lacks: `searchIndexed` from the start, so no
 * search ever backfills it (a backfill reads the team's whole links partition).
 */
export const newTeamItem = (team: NewTeam, ownerId: string) => ({
  ...teamKey(team.teamId),
  type: 'team',
  teamId: team.teamId,
  name: team.name,
  ownerId,
  owners: 1,
  createdAt: team.createdAt,
  searchIndexed: true,
});

const teamItemSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  ownerId: z.string(),
  createdAt: z.string(),
  owners: z.number().optional(),
  viewersExportVisitors: z.boolean().optional(),
  secondFactorRequired: z.boolean().optional(),
  links: z.number().optional(),
});

/** A team item read back as a TeamRecord (its click counters and search state are read where they are kept). */
export function parseTeam(item: Record<string, unknown>): TeamRecord {
  const { owners, viewersExportVisitors, secondFactorRequired, links, ...fields } = parseItem('team', teamItemSchema, item);
  return {
    ...fields,
    owners: owners ?? 1,
    links: links ?? 0,
    viewersExportVisitors: viewersExportVisitors === true,
    secondFactorRequired: secondFactorRequired === true,
  };
}

/**
 * The marker of a team whose last member left, in the one partition the admin lists (few items:
 * a plain Query, no index; the team item itself takes many counter writes and stays unindexed).
 */
const ORPHANED_TEAMS_PK = 'TEAMS#ORPHANED';
export const orphanedTeamKey = (teamId: string): Key => ({ PK: ORPHANED_TEAMS_PK, SK: `TEAM#${teamId}` });
export const orphanedTeamsPartition = ORPHANED_TEAMS_PK;

export const orphanedTeamItem = (teamId: string, orphanedAt: string) => ({ ...orphanedTeamKey(teamId), type: 'orphanedTeam', teamId, orphanedAt });

const orphanedTeamSchema = z.object({ teamId: z.string(), orphanedAt: z.string() });

export const parseOrphanedTeam = (item: Record<string, unknown>) => parseItem('orphaned team', orphanedTeamSchema, item);
