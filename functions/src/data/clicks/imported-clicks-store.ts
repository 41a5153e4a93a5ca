import { PutObjectCommand } from '@aws-sdk/client-s3';
import { importedClicksKey, type ImportedClickRecord } from '@kisa/shared';
import { s3 } from '#lib/clients.js';
import { config } from '#lib/config.js';

/**
 * Writes one page of an import's history to the click-log bucket (shared/src/click-log.ts
 * "Imported history"): JSON lines under the page's own key, so a step done again replaces it.
 */
export async function putImportedClicks(teamId: string, importId: string, page: number, rows: readonly ImportedClickRecord[]): Promise<void> {
  if (rows.length === 0) return;
  await s3().send(
    new PutObjectCommand({
      Bucket: config.clickLog().bucket,
      Key: importedClicksKey(teamId, importId, page),
      Body: rows.map((r) => JSON.stringify(r)).join('\n'),
      ContentType: 'application/x-ndjson',
    }),
  );
}
