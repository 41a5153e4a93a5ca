import { QR_ERROR_CORRECTION, QR_GENERATOR_SIZE, type QrErrorCorrection } from '@kisa/shared';
import { loadQrCode, qrContent } from '@/lib/qr-encode';
import { qrSvg, svgDataUrl } from '@/lib/qr-svg';

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

export interface QrImageOptions {
  foreground: string;
  background: string;
  level: QrErrorCorrection;
}

const DEFAULTS: QrImageOptions = { foreground: '#000000', background: '#ffffff', level: QR_ERROR_CORRECTION };

/**
 * The generator's 400 px code of `payload` (level H unless chosen otherwise, colours as
 * `#rrggbb`) as PNG and SVG data URLs. Non-ASCII text is marked UTF-8 (ECI 26, see
 * lib/qr-encode.ts), so scanners read it unchanged.
 */
export async function qrImages(payload: string, options: QrImageOptions = DEFAULTS): Promise<{ png: string; svg: string }> {
  const QRCode = await loadQrLibrary();
  const { foreground, background, level } = options;
  const png = await QRCode.toDataURL(qrContent(payload), {
    errorCorrectionLevel: level,
    width: QR_GENERATOR_SIZE,
    margin: 4,
    color: { dark: `${foreground}ff`, light: `${background}ff` },
  });
  const svg = await qrSvg(payload, { size: QR_GENERATOR_SIZE, margin: 4, level, foreground, background });
  return { png, svg: svgDataUrl(svg) };
}
