import { useRef, useState } from 'react';
import { withQrMarker, type Link } from '@kisa/shared';
import { Alert, Button } from '@/components/ui';
import { Modal } from '@/components/ui/modal';
import { qrFileName } from '../../lib/format';
import { shortLabelOfUrl } from '@/lib/short-links';
import { downloadCanvas, downloadQrSvg } from '../../lib/qr';
import { QrCanvas } from '../qr-canvas';
import { translateNow, useT } from '@/lib/i18n';

export const DASHBOARD_QR_SIZE = 400;

/**
 * 'QR Code' for a link: 400 px, level H, Download PNG named after the alias (and SVG for print). It encodes the
 * short URL with the QR marker, so analytics counts its scans as source 'qr'.
 */
export function QrModal({ link, onClose }: { link: Link | null; onClose: () => void }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  async function download() {
    if (!canvas.current || !link) return;
    try {
      await downloadCanvas(canvas.current, qrFileName(link.shortUrl));
    } catch (err) {
      setError((err as Error).message);
    }
  }
  async function downloadSvg() {
    if (!link) return;
    try {
      await downloadQrSvg(withQrMarker(link.shortLink), qrFileName(link.shortUrl), { size: DASHBOARD_QR_SIZE });
    } catch (err) {
      setError((err as Error).message || translateNow('links.qr.exportFailed'));
    }
  }
  const t = useT();
  return (
    <Modal
      open={!!link}
      onClose={close}
      size="lg"
      title={t('links.qr.title')}
      description={
        link ? (
          <>
            {t('links.qr.scan')}
            <strong>{shortLabelOfUrl(link.shortLink)}</strong>
          </>
        ) : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.close')}
          </Button>
          <Button variant="secondary" onClick={downloadSvg}>
            {t('links.qr.downloadSvg')}
          </Button>
          <Button onClick={download}>{t('links.qr.downloadPng')}</Button>
        </>
      }
    >
      {link && (
        <div className="qr-modal">
          {error && <Alert tone="error">{error}</Alert>}
          <QrCanvas ref={canvas} text={withQrMarker(link.shortLink)} label={`QR code for ${shortLabelOfUrl(link.shortLink)}`} size={DASHBOARD_QR_SIZE} />
        </div>
      )}
    </Modal>
  );
}
