/**
 * What a QR code holds, encoded so scanners read non-ASCII text right.
 *
 * The `qrcode` library writes text in byte mode as UTF-8 but never says so. Without an ECI
 * designator a scanner has to guess the byte mode's character set (ISO 8859-1 by the
 * standard), and guesses go wrong: zbar reads 'yarın görüşelim' as Shift JIS
 * ('yarﾄｱn gﾃｶrﾃｼﾅ歹lim'), older ZXing builds as Latin-1. So text with any non-ASCII
 * character is encoded as two segments: ECI 26 (UTF-8), then the UTF-8 bytes. ASCII text
 * (short links, tel:, most URLs) is unchanged: the library's own mode optimisation, no ECI.
 *
 * `qrcode` 1.5 has no ECI mode in its segment API (numeric, alphanumeric, byte, kanji only),
 * but its encoder writes any segment object it is given (mode indicator, count, data). The
 * one thing in the way is `Segments.fromArray`, which rebuilds every item from
 * `{data, mode}`: `loadQrCode` teaches it, once, to keep items that are already segments.
 * Every other input is built exactly as before. `qr-encode.test.ts` renders codes the way
 * the app does and reads them back with zbar; the Chromium e2e does the same with the
 * browser bundle's output.
 */
import type { QRCodeSegment } from 'qrcode';

type QrLib = typeof import('qrcode');

/** The parts of `qrcode/lib/core/segments` used here (internal to the library: no types). */
interface SegmentsModule {
  fromArray(items: unknown[]): unknown[];
  [PREBUILT]?: true;
}

/** ECI assignment number of UTF-8 (AIM ECI specification). */
export const ECI_UTF8 = 26;

const PREBUILT = Symbol.for('kisa.qrcode.prebuilt-segments');

/**
 * An ECI segment as the `qrcode` encoder writes segments: mode indicator 0111, then the
 * designator (assignment numbers up to 127 take one byte, 0xxxxxxx) in the count's place,
 * and no data.
 */
function eciSegment(assignment: number) {
  if (!Number.isInteger(assignment) || assignment < 0 || assignment > 127) throw new RangeError(`ECI ${assignment} needs a longer designator`);
  return Object.freeze({
    mode: Object.freeze({ id: 'ECI', bit: 0b0111, ccBits: [8, 8, 8] }),
    getLength: () => assignment,
    getBitsLength: () => 0,
    write: () => {},
  });
}

const UTF8_ECI_SEGMENT = eciSegment(ECI_UTF8);

const isPrebuilt = (item: unknown) =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { write?: unknown }).write === 'function' &&
  typeof (item as { getLength?: unknown }).getLength === 'function';

/** Lets `fromArray` pass segment objects through (idempotent; other items are built as before). */
export function allowPrebuiltSegments(segments: SegmentsModule): void {
  if (segments[PREBUILT]) return;
  const build = segments.fromArray.bind(segments);
  segments.fromArray = (items: unknown[]) => items.flatMap((item) => (isPrebuilt(item) ? [item] : build([item])));
  segments[PREBUILT] = true;
}

/** True when every character is 7-bit ASCII (what every scanner reads the same way). */
export const isAscii = (text: string) => !/[^\x00-\x7f]/.test(text);

/**
 * What to hand `qrcode` (toCanvas, toDataURL, toBuffer, toFile, create) for `text`: the text
 * itself when it is ASCII, else ECI 26 + the UTF-8 bytes in byte mode. Only a library loaded
 * with `loadQrCode` accepts the second form.
 */
export function qrContent(text: string): string | QRCodeSegment[] {
  if (isAscii(text)) return text;
  return [UTF8_ECI_SEGMENT as unknown as QRCodeSegment, { mode: 'byte', data: new TextEncoder().encode(text) }];
}

let loaded: Promise<QrLib> | undefined;

/**
 * The `qrcode` library, ready for `qrContent`. Imported on first use, so it stays in its own
 * lazy chunk (out of the initial bundle); a failed load is retried on the next call.
 */
export function loadQrCode(): Promise<QrLib> {
  loaded ??= Promise.all([import('qrcode'), import('qrcode/lib/core/segments')])
    .then(([lib, segments]) => {
      // A CommonJS module arrives as the namespace's default export (esbuild, Node).
      allowPrebuiltSegments(((segments as { default?: SegmentsModule }).default ?? segments) as SegmentsModule);
      return ((lib as QrLib & { default?: QrLib }).default ?? lib) as QrLib;
    })
    .catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
  return loaded;
}
