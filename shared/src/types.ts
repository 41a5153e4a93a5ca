/** Resource shapes of the HTTP API (BRIEF.md §5). Field names are the contract. */

export type PlatformRole = 'user' | 'admin';
export type TeamRole = 'owner' | 'member';

export interface User {
  id: string;
  name: string;
  email: string;
  role: PlatformRole;
  teamId: string;
  teamRole: TeamRole;
  plan: string;
  verified: boolean;
}

export interface AuthResponse {
  token: string;
  user: User;
}

export interface MessageResponse {
  message: string;
}

export interface ErrorResponse {
  errorMessage: string;
}

export interface ResetCheckResponse {
  formAllowed: boolean;
  message: string;
}

/**
 * `token` is null when the verification link carried no session (a link from "resend
 * verification", mailed without the password at hand): the account is verified and the
 * user signs in normally. Links mailed at sign-up answer a token and set the cookie.
 */
export interface VerifyResponse {
  message: string;
  token: string | null;
  user: User;
}

export interface Stats {
  links: number;
  uniqueClicks: number;
  totalClicks: number;
}

export interface Link {
  id: string;
  shortUrl: string;
  longUrl: string;
  title: string;
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  totalClicks: number;
  uniqueClicks: number;
  campaignId?: string;
  redirects: { ios?: string; android?: string; web?: string; deeplink?: string };
  password: { enabled: boolean };
  utm: { source?: string; medium?: string; campaign?: string; term?: string; content?: string };
  expiry: { date?: string; maxClicks?: number; url?: string };
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
}

export const PLAN_ENTERPRISE = 'Enterprise';
