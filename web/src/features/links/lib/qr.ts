/**
 * QR codes for short links, drawn on a canvas at error-correction level H. The `qrcode`
 * library is imported on first use so it stays out of the initial bundle; text is encoded
 * as lib/qr-encode.ts says (non-ASCII marked UTF-8).
 */
import { downloadText } from '@/lib/download';
import { translateNow } from '@/lib/i18n';
import { loadQrCode, qrContent } from '@/lib/qr-encode';
import { qrSvg, svgFileName } from '@/lib/qr-svg';

export const QR_LOGO_SIZE = 80;
/** Quiet zone of link codes, in modules (PNG and SVG alike). */
const QR_MARGIN = 2;

export interface QrDrawOptions {
  size: number;
  foreground?: string;
  background?: string;
  /** Image data URL drawn at 80×80 in the centre (level H tolerates the covered modules). */
  logo?: string | null;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(translateNow('editor.qrLib.logoImage')));
    img.src = src;
  });
}

export async function drawQr(
  canvas: HTMLCanvasElement,
  text: string,
  { size, foreground = '#000000', background = '#ffffff', logo }: QrDrawOptions,
): Promise<void> {
  const QR = await loadQrCode();
  await QR.toCanvas(canvas, qrContent(text), { errorCorrectionLevel: 'H', width: size, margin: QR_MARGIN, color: { dark: foreground, light: background } });
  // toCanvas sizes the element too; keep the CSS size equal to the pixel size.
  canvas.style.width = `${canvas.width}px`;
  canvas.style.height = `${canvas.height}px`;
  if (!logo) return;
  const img = await loadImage(logo);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const box = QR_LOGO_SIZE;
  const x = (canvas.width - box) / 2;
  const y = (canvas.height - box) / 2;
  // A background-coloured tile under the logo keeps its edges crisp against the modules.
  ctx.fillStyle = background;
  ctx.fillRect(x, y, box, box);
  const scale = Math.min(box / img.naturalWidth, box / img.naturalHeight) || 1;
  const w = img.naturalWidth * scale;
  const h = img.naturalHeight * scale;
  ctx.drawImage(img, x + (box - w) / 2, y + (box - h) / 2, w, h);
}

/** Saves the canvas as a PNG download named `fileName`. */
export function downloadCanvas(canvas: HTMLCanvasElement, fileName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        reject(new Error(translateNow('editor.qrLib.exportFailed')));
        return;
      }
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = fileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      resolve();
    }, 'image/png');
  });
}

/**
 * Saves the code of `text` as an SVG download (vector, for print) named like the PNG
 * (`bahar.png` → `bahar.svg`): the same size, level, quiet zone, colours and logo as drawQr.
 */
export async function downloadQrSvg(
  text: string,
  pngFileName: string,
  { size, foreground = '#000000', background = '#ffffff', logo }: QrDrawOptions,
): Promise<void> {
  const svg = await qrSvg(text, { size, margin: QR_MARGIN, level: 'H', foreground, background, logo: logo ? { src: logo, size: QR_LOGO_SIZE } : null });
  downloadText(svg, svgFileName(pngFileName), 'image/svg+xml;charset=utf-8');
}

/** Reads a picked file as a data URL when it is an image (FileReader, nothing uploaded). */
export function readImageFile(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) return Promise.reject(new Error(translateNow('editor.qrLib.chooseImage')));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(translateNow('editor.qrLib.logoRead')));
    reader.readAsDataURL(file);
  });
}
