/**
 * QR codes as SVG, for print: packaging and posters need a vector that stays sharp at any
 * size. The same `qrcode` library and encoding as the PNGs (lib/qr-encode.ts: non-ASCII marked
 * UTF-8), the same colours and quiet zone; a logo is embedded as the canvas draws it, on a
 * background-coloured tile in the centre, scaled with the code.
 */
import type { QrErrorCorrection } from '@kisa/shared';
import { loadQrCode, qrContent } from './qr-encode';

export interface QrSvgOptions {
  /** Width and height in px; the drawing itself is in module units (viewBox). */
  size: number;
  /** Quiet zone, in modules. */
  margin: number;
  level: QrErrorCorrection;
  foreground: string;
  background: string;
  /** An image data URL drawn in a `size`-px square in the centre (level H tolerates the covered modules). */
  logo?: { src: string; size: number } | null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The code of `text` as a standalone SVG document. */
export async function qrSvg(text: string, { size, margin, level, foreground, background, logo }: QrSvgOptions): Promise<string> {
  const QR = await loadQrCode();
  const svg = await QR.toString(qrContent(text), {
    type: 'svg',
    errorCorrectionLevel: level,
    width: size,
    margin,
    color: { dark: foreground, light: background },
  });
  if (!logo) return svg;
  const modules = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
  if (!modules) throw new Error('The QR code could not be exported.');
  const box = (logo.size * modules) / size;
  const at = (modules - box) / 2;
  const square = `x="${at}" y="${at}" width="${box}" height="${box}"`;
  // xlink:href as well as href: print tools (Illustrator, older Inkscape) read only the first.
  const tile = `<rect ${square} fill="${escapeAttribute(background)}"/><image ${square} preserveAspectRatio="xMidYMid meet" href="${escapeAttribute(logo.src)}" xlink:href="${escapeAttribute(logo.src)}"/>`;
  return svg
    .replace('<svg xmlns="http://www.w3.org/2000/svg" ', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ')
    .replace('</svg>', `${tile}</svg>`);
}

/** An SVG document as a data URL an `<a download>` can save. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A download name for the SVG of a code whose PNG is `fileName` (`vcard-qr-code.png` → `vcard-qr-code.svg`). */
export const svgFileName = (fileName: string) => `${fileName.replace(/\.png$/i, '')}.svg`;
