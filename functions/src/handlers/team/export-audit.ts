import { exportAudit } from '#core/audit/read-audit.js';
import { auditOperations } from '@kisa/shared/api/operations/audit';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(auditOperations.exportAudit, async ({ caller, query }) => ({ body: null, file: await exportAudit(caller, query) }));
