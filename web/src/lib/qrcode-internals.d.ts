/** `qrcode`'s segment builder, which `qr-encode.ts` extends (internal to the library, untyped). */
declare module 'qrcode/lib/core/segments' {
  export function fromArray(items: unknown[]): unknown[];
}
