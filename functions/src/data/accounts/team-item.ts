import * as z from 'zod';
import { teamKey } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * The team item (docs/DATA-MODEL.md, "team"), keyed by keys.ts `teamKey` (its partition holds
 * the team's members, invitations, tags, domains and endpoints too). Beside its own fields it
 * carries the team's counters (links, clicks, tags, owners) and search-index state, written by
 * their own modules.
 */

export interface TeamRecord {
  teamId: string;
  name: string;
  ownerId: string;
  createdAt: string;
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

const teamItemSchema = z.object({ teamId: z.string(), name: z.string(), ownerId: z.string(), createdAt: z.string() });

/** A team item read back as a TeamRecord (its counters are read where they are kept). */
export const parseTeam = (item: Record<string, unknown>): TeamRecord => parseItem('team', teamItemSchema, item);
