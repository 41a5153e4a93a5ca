import type { Locale } from '@kisa/shared/i18n';
import { useSWRConfig } from 'swr';
import type { CreateMemberInput, InvitationAnswer, MemberPatch, Scope, TeamSettingsPatch } from '@kisa/shared';
import { apiCall, apiKey, withShownOnce, type ApiCallOptions } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';
import { ME_KEY, useMe } from '@/lib/use-me';

export const TEAM_KEY = apiKey('/api/team');
export const MY_TEAMS_KEY = apiKey('/api/me/teams');
export const KEYS_KEY = apiKey('/api/keys');
export { ME_KEY };

export const teamApi = {
  /** 'Create New Member' invites: the answer is the pending invitation. */
  createMember: (input: CreateMemberInput) => apiCall('POST', '/api/team/members', { body: input }),
  /** A new e-mail waits for its holder's confirmation: `pendingEmail`. */
  updateMember: (id: string, patch: MemberPatch) => apiCall('PATCH', '/api/team/members/{id}', { path: { id }, body: patch }),
  /** Removes a member, or withdraws a pending invitation (its id). */
  removeMember: (id: string) => apiCall('DELETE', '/api/team/members/{id}', { path: { id } }),
  setPassword: (id: string, password: string) => apiCall('PUT', '/api/team/members/{id}/password', { path: { id }, body: { password } }),
  /** Signs the member out everywhere (their sessions end; their API keys stay). */
  endSessions: (id: string) => apiCall('DELETE', '/api/team/members/{id}/sessions', { path: { id } }),
};

/** One's teams: switch the team this session works in, leave the current one, change its settings. */
export const teamsApi = {
  switchTo: (teamId: string) => apiCall('POST', '/api/me/team', { body: { teamId } }),
  leave: () => apiCall('POST', '/api/team/leave'),
  saveSettings: (patch: TeamSettingsPatch) => apiCall('PATCH', '/api/team', { body: patch }),
};

/** Settings → Profile: one's own name and password. */
export const profileApi = {
  saveName: (name: string) => apiCall('PATCH', '/api/me', { body: { name } }),
  saveLocale: (locale: Locale) => apiCall('PATCH', '/api/me', { body: { locale } }),
  changePassword: (currentPassword: string, password: string) => apiCall('PUT', '/api/me/password', { body: { currentPassword, password } }),
};

export const invitationsApi = {
  /** What an invitation link offers (`ref`: the link's token). */
  details: (token: string) => apiCall('GET', '/api/invitations/{ref}', { path: { ref: token } }),
  /** Accept or decline: with the link's token, or (signed in) an invitation's id. */
  answer: (ref: string, body: InvitationAnswer) => apiCall('POST', '/api/invitations/{ref}', { path: { ref }, body }),
};

/** The signed-in user as the API sees them, with invitations of other teams to their address. */
export const useMeWithInvitations = useMe;

export const keysApi = {
  /** `scopes` come from KEY_SCOPES (grantableKeyScopes), the list the document's enum is made of. */
  create: async (body: { name: string; scopes?: Scope[]; expiresAt?: string }) =>
    withShownOnce(await apiCall('POST', '/api/keys', { body: body as ApiCallOptions<'POST', '/api/keys'>['body'] }), 'key'),
  revoke: (id: string) => apiCall('DELETE', '/api/keys/{id}', { path: { id } }),
};

export function useTeam() {
  return useApi(TEAM_KEY);
}

export function useMyTeams() {
  return useApi(MY_TEAMS_KEY);
}

/** After a team switch or leaving: every screen's data is another team's now, so all of it is read again. */
export function useReloadAll() {
  const { mutate } = useSWRConfig();
  return () => mutate(() => true);
}

export function useApiKeys() {
  return useApi(KEYS_KEY);
}

export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return (key: string) => mutate(key);
}
