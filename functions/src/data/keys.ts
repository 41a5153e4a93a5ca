/**
 * Every DynamoDB key string of the single table is built here and nowhere else
 * (docs/DATA-MODEL.md lists them). E-mail keys are lower-cased so "A@x.io" and
 * "a@x.io" are one account.
 */

export interface Key {
  PK: string;
  SK: string;
}

export type TokenPurpose = 'verify' | 'reset';

/** GSI2 lists every user, newest first (admin users table). */
export const USERS_INDEX = 'GSI2';
export const USERS_INDEX_PK = 'USERS';

export const userKey = (userId: string): Key => ({ PK: `USER#${userId}`, SK: 'PROFILE' });

export const usersIndexKey = (createdAt: string, userId: string) => ({
  GSI2PK: USERS_INDEX_PK,
  GSI2SK: `${createdAt}#${userId}`,
});

export const emailKey = (email: string): Key => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' });

export const teamKey = (teamId: string): Key => ({ PK: `TEAM#${teamId}`, SK: 'TEAM' });

const MEMBER_PREFIX = 'MEMBER#';

export const teamMemberKey = (teamId: string, userId: string): Key => ({ PK: `TEAM#${teamId}`, SK: `${MEMBER_PREFIX}${userId}` });

/** Query bounds for all members of a team: its partition, sort keys starting with MEMBER#. */
export const teamMembersQuery = (teamId: string) => ({ PK: teamKey(teamId).PK, skPrefix: MEMBER_PREFIX });

export const tokenKey = (tokenHash: string): Key => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' });

/** Points at a user's newest token of one purpose, so issuing a new one can retire the old. */
export const userTokenKey = (userId: string, purpose: TokenPurpose): Key => ({ PK: `USER#${userId}`, SK: `TOKEN#${purpose}` });

export const aliasKey = (code: string): Key => ({ PK: `ALIAS#${code}`, SK: 'ALIAS' });
