/**
 * Reading downloaded QR codes the way a phone would: zbar (`zbarimg`, Debian's zbar-tools)
 * on a PNG, and on an SVG once Chromium has drawn it (zbar reads only raster images).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { Download, Page } from 'playwright-core';

const run = promisify(execFile);

/** What zbar reads from an image file (one symbol expected). */
export async function zbarRead(file: string): Promise<string> {
  let stdout: string;
  try {
    ({ stdout } = await run('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' }));
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new Error('zbarimg is missing: install zbar-tools (apt-get install zbar-tools)');
    throw new Error(`zbarimg found no QR code in ${file}: ${e.message} ${e.stderr ?? ''}`);
  }
  // --raw prints each symbol's data followed by one newline.
  expect(stdout.endsWith('\n'), `zbar output ends with a newline: ${JSON.stringify(stdout)}`).toBe(true);
  return stdout.slice(0, -1);
}

/** The file a download was saved to. */
export async function savedFile(download: Download): Promise<string> {
  const file = await download.path();
  if (!file) throw new Error(`expected the download ${download.suggestedFilename()} to be saved (${await download.failure()})`);
  return file;
}

/**
 * Draws an SVG document in a page of its own (`width` px wide, on white) and screenshots it to
 * `out` (PNG): what a print shop's raster would be. Answers the SVG's text too.
 */
export async function rasteriseSvg(page: Page, svgFile: string, out: string, width = 800): Promise<string> {
  const svg = readFileSync(svgFile, 'utf8');
  expect(svg.trimStart().startsWith('<svg'), `an SVG document, not ${JSON.stringify(svg.slice(0, 40))}`).toBe(true);
  const view = await page.context().newPage();
  try {
    await view.setViewportSize({ width: width + 80, height: width + 80 });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await view.setContent(`<body style="margin:0;padding:40px;background:#fff"><img id="qr" src="${src}" width="${width}" height="${width}" alt=""></body>`);
    await view.waitForFunction(() => (document.getElementById('qr') as HTMLImageElement | null)?.complete === true);
    await view.screenshot({ path: out, fullPage: true });
  } finally {
    await view.close();
  }
  return svg;
}
