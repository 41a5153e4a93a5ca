import { createBulkCollector, type BulkParseResult } from '@kisa/shared';

/** File extensions the bulk screen takes. */
export function fileKind(name: string): 'csv' | 'txt' | null {
  const dot = name.lastIndexOf('.');
  const ext = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  return ext === 'csv' || ext === 'txt' ? ext : null;
}

/**
 * Streams a CSV or TXT file through papaparse (loaded on demand, kept out of the initial
 * bundle) into the shared bulk parser. It reads 256 KB at a time and yields to the browser
 * between chunks, so a 100,000-line file never freezes the page. CSV: fields by papaparse
 * (quotes respected, delimiter guessed among , ; and tab); TXT: one value per line (a
 * comma inside a URL stays in it), parts split on `;` by the shared rules.
 */
export async function parseBulkFile(file: File): Promise<BulkParseResult> {
  const { default: Papa } = await import('papaparse');
  const collector = createBulkCollector();
  const kind = fileKind(file.name);
  return new Promise<BulkParseResult>((resolve, reject) => {
    Papa.parse<string[]>(file, {
      chunkSize: 256 * 1024,
      skipEmptyLines: true,
      ...(kind === 'txt' ? { delimiter: '\u0001' } : { delimitersToGuess: [',', ';', '\t'] }),
      chunk(results, parser) {
        for (const row of results.data) collector.addRow(row);
        parser.pause();
        setTimeout(() => parser.resume(), 0);
      },
      complete: () => resolve(collector.result()),
      error: (error) => reject(error),
    });
  });
}
