import { verifyAudit } from '#core/audit/verify-audit.js';
import { auditOperations } from '@kisa/shared/api/operations/audit';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(auditOperations.verifyAudit, async ({ caller }) => ({ body: await verifyAudit(caller) }));
