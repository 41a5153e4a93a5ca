import { moderationLogEntrySchema, type ModerationLogEntry } from '@kisa/shared';
import * as z from 'zod';
import type { Key } from '../keys.js';
import { parseItem } from '../parse-item.js';

/**
 * The audit log of moderation actions (docs/DATA-MODEL.md "Moderation"): one partition (admin
 * actions are rare), newest first by sort key, each line stored as the API answers it.
 */

export const MODERATION_LOG_PARTITION = 'MODLOG';

export const moderationLogKey = (at: string, id: string): Key => ({ PK: MODERATION_LOG_PARTITION, SK: `${at}#${id}` });

const moderationLogItemSchema = z.object(moderationLogEntrySchema.shape);

/** A stored line as the API answers it; a malformed one throws, naming its key. */
export const moderationLogEntryOf = (item: Record<string, unknown>): ModerationLogEntry => parseItem('moderation log', moderationLogItemSchema, item);
