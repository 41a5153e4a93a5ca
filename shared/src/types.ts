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
  /** Abuse (issue 22): 'flagged' — visitors see a warning page first, until an admin clears it; 'disabled' — visitors get 410. Absent: active. */
  moderation?: 'flagged' | 'disabled';
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
}

export const PLAN_ENTERPRISE = 'Enterprise';

export interface CreateLinkInput {
  longUrl: string;
  shortUrl: string;
  title?: string;
}

/** PATCH /api/links/{id}: any subset; `null` clears an optional value. */
export interface LinkPatch {
  title?: string;
  shortUrl?: string;
  longUrl?: string;
  redirects?: { ios?: string | null; android?: string | null; web?: string | null; deeplink?: string | null };
  /** `password` is required when enabling a link that has none yet; disabling clears it. */
  password?: { enabled: boolean; password?: string };
  utm?: { source?: string | null; medium?: string | null; campaign?: string | null; term?: string | null; content?: string | null };
  expiry?: { date?: string | null; maxClicks?: number | null; url?: string | null };
}

export interface Availability {
  available: boolean;
  /** Why not, when the alias is invalid or reserved rather than taken. */
  message?: string;
}

/** GET /api/public/links/{code}/gate: whether a visit of the link meets the password gate now (unknown codes answer 404). */
export interface LinkGate {
  passwordRequired: boolean;
  /** The short link itself (`{SHORT_URL_BASE}/{code}`), where a visitor goes on when no password is asked. */
  shortLink: string;
}
