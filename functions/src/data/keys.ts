/**
 * What the single table's entities share: the `Key` type and the team item's key (its partition
 * holds the team's members, invitations, tags, domains and endpoints). Each entity's own keys are
 * built in its item module, `data/<area>/<entity>-item.ts` (docs/DATA-MODEL.md lists them).
 */

export interface Key {
  PK: string;
  SK: string;
}

export const teamKey = (teamId: string): Key => ({ PK: `TEAM#${teamId}`, SK: 'TEAM' });
