import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bulkLinks, readBulkFile } from './bulk-file.js';
import { UsageError } from './exit-codes.js';

const dir = mkdtempSync(join(tmpdir(), 'kisa-bulk-file-'));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

describe('bulk files in the CLI', () => {
  it('reads a CSV as the bulk screen does: header columns, quoted fields, www. and bare domains', async () => {
    const parsed = await readBulkFile(
      file('a.csv', '\uFEFFurl;title;alias;tags\r\nwww.example.com/a;"Shop; main";shop-a;"news, promo"\r\nexample.org/b;;;\r\nnot a url;;;\r\n'),
    );
    expect(parsed).toMatchObject({ urls: ['https://www.example.com/a', 'https://example.org/b'], invalid: 1, header: true });
    expect(bulkLinks(parsed)).toEqual([
      { longUrl: 'https://www.example.com/a', shortUrl: 'shop-a', title: 'Shop; main', tags: ['news', 'promo'] },
      { longUrl: 'https://example.org/b' },
    ]);
  });

  it('reads a TXT one value a line, a comma inside a URL kept', async () => {
    const parsed = await readBulkFile(file('a.txt', 'https://example.com/?q=a,b\n\nexample.net\n'));
    expect(parsed.urls).toEqual(['https://example.com/?q=a,b', 'https://example.net/']);
  });

  it("reads an XLSX's first worksheet, hyperlink cells by their address", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Links');
    sheet.addRow(['URL', 'Title', 'country:DE']);
    sheet.addRow([{ text: 'Our shop', hyperlink: 'https://example.com/shop' }, 'Shop', 'https://example.de/shop']);
    sheet.addRow(['example.org/x', { richText: [{ text: 'Rich ' }, { text: 'title' }] }, null]);
    const parsed = await readBulkFile(file('a.xlsx', Buffer.from(await book.xlsx.writeBuffer())));
    expect(bulkLinks(parsed)).toEqual([
      { longUrl: 'https://example.com/shop', title: 'Shop', rules: [{ name: 'Country DE', countries: ['DE'], destination: 'https://example.de/shop' }] },
      { longUrl: 'https://example.org/x', title: 'Rich title' },
    ]);
  });

  it('refuses what it cannot read as a usage error', async () => {
    await expect(readBulkFile(file('a.pdf', 'x'))).rejects.toThrow(UsageError);
    await expect(readBulkFile(join(dir, 'missing.csv'))).rejects.toThrow(/missing\.csv: no such file/);
    await expect(readBulkFile(file('bad.xlsx', 'not a zip'))).rejects.toThrow(/not a readable XLSX file/);
    expect((await readBulkFile(file('zz.csv', 'url,country:ZZ\nhttps://example.com,https://example.de\n'))).refused).toMatch(/ZZ/);
  });
});
