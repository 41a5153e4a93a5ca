import { MSG } from '@kisa/shared';
import { useState } from 'react';
import { downloadFile } from '@/lib/download';
import { exportPath } from '../api/campaigns';

type ExportFormat = 'csv' | 'xlsx';

/** A campaign's links as a CSV or XLSX download, with the format being fetched and the last error (the bulk screen and the campaign page). */
export function useExportCampaign() {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);

  async function exportCampaign(campaignId: string, format: ExportFormat) {
    setExporting(format);
    setExportError(null);
    try {
      await downloadFile(exportPath(campaignId, format), `campaign-links.${format}`);
    } catch {
      setExportError(MSG.campaignExportError);
    } finally {
      setExporting(null);
    }
  }

  return { exporting, exportError, exportCampaign };
}
