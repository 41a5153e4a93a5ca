import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * An e-mail claim (docs/DATA-MODEL.md, "e-mail claim"): the address (lower-cased, trimmed, so
 * "A@x.io" and "a@x.io" are one account) names the user holding it. Put conditionally in every
 * transaction that gives a profile an address, so addresses stay unique.
 */

export const emailKey = (email: string): Key => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' });

export const emailClaimItem = (email: string, userId: string) => ({ ...emailKey(email), type: 'email', userId });

const emailClaimSchema = z.object({ userId: z.string() });

/** The id of the user an e-mail claim names. */
export const parseEmailClaim = (item: Record<string, unknown>): string => parseItem('e-mail claim', emailClaimSchema, item).userId;
