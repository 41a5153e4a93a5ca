import { shareStatus, type Share } from '@kisa/shared';
import type { ShareRecord } from '#data/shares/share-item.js';

/** The API's Share: never the token (not kept) nor the password's hash. */
export function toShare(record: ShareRecord, name: string, now = Date.now()): Share {
  return {
    id: record.shareId,
    target: { ...record.target, name },
    password: { enabled: record.passwordHash !== undefined },
    visitors: record.visitors,
    expiresAt: record.expiresAt ?? null,
    createdAt: record.createdAt,
    createdBy: record.createdBy,
    revokedAt: record.revokedAt ?? null,
    status: shareStatus(record, now),
  };
}
