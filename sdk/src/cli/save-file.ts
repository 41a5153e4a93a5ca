/** Writes a downloaded export where `-o` says (default: the name the server gave, in the current folder). */
import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { DownloadedFile } from '#client/downloads.js';
import type { Output } from './output.js';

export async function saveFile(out: Output, file: DownloadedFile, to: string | undefined): Promise<void> {
  // The server's name goes through basename: a name is never a path from elsewhere.
  const path = to ?? basename(file.filename);
  await writeFile(path, file.bytes);
  out.result({ path, filename: file.filename, contentType: file.contentType, bytes: file.bytes.byteLength }, () =>
    out.line(`Wrote ${path} (${file.bytes.byteLength} bytes)`),
  );
}
