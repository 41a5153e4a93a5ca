import { listAudit } from '#core/audit/read-audit.js';
import { auditOperations } from '@kisa/shared/api/operations/audit';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(auditOperations.listAudit, async ({ caller, query }) => ({ body: await listAudit(caller, query) }));
