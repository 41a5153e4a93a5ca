import { QR_ERROR_CORRECTION, QR_GENERATOR_SIZE } from '@kisa/shared';
import { loadQrCode, qrContent } from '../../../lib/qr-encode';

/** The QR library, in its own lazy chunk (kept out of the initial bundle). */
export const loadQrLibrary = loadQrCode;

/** Fetches the QR chunk ahead of time, once the browser is idle; failures surface on Generate. */
export function preloadQrLibrary(): () => void {
  const run = () => void loadQrLibrary().catch(() => {});
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const t = setTimeout(run, 1000);
  return () => clearTimeout(t);
}

/**
 * A 400 px, level-H PNG data URL of `payload` in the given colours (`#rrggbb`). Non-ASCII
 * text is marked UTF-8 (ECI 26, see lib/qr-encode.ts), so scanners read it unchanged.
 */
export async function qrPngDataUrl(payload: string, colours: { foreground: string; background: string } = { foreground: '#000000', background: '#ffffff' }): Promise<string> {
  const QRCode = await loadQrLibrary();
  return QRCode.toDataURL(qrContent(payload), {
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    width: QR_GENERATOR_SIZE,
    margin: 4,
    color: { dark: `${colours.foreground}ff`, light: `${colours.background}ff` },
  });
}
