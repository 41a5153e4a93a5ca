import { QR_ERROR_CORRECTION, QR_GENERATOR_SIZE } from '@kisa/shared';

/** The QR library, in its own lazy chunk (kept out of the initial bundle). */
export const loadQrLibrary = () => import('qrcode');

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
 * A 400 px, level-H PNG data URL of `payload`. Strings are encoded in byte mode as UTF-8
 * (the `qrcode` default), so non-ASCII text scans back unchanged.
 */
export async function qrPngDataUrl(payload: string): Promise<string> {
  const mod = await loadQrLibrary();
  // esbuild hands a CommonJS package to import() as its default export only.
  const { toDataURL } = mod.default ?? mod;
  return toDataURL(payload, {
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    width: QR_GENERATOR_SIZE,
    margin: 4,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}
