import { describe, expect, it } from 'vitest';
import { IMPORT_FILE_COLUMNS, type ImportJob } from '@kisa/shared';
import { countRows, countsSummary, progressText, progressUnknown, SAMPLE_CSV, sourceDomainLabel, sourceHint, waitingText } from './import-text';
import { inLanguage } from '@/lib/test-support/language';

// In Turkish: its words from the catalog, its figures in the spec's Turkish formats (tr-TR).
inLanguage('tr');

const counts = { links: 1200, importable: 1190, tags: 4, codeTaken: 7, invalidCode: 0, invalidTarget: 3, blockedTarget: 0, duplicate: 0 };
const job = (over: Partial<ImportJob>): Pick<ImportJob, 'status' | 'sourceName' | 'progress' | 'counts' | 'report'> => ({
  status: 'fetching',
  sourceName: 'Bitly',
  progress: { phase: 'reading', read: 1200, written: 0, skipped: 0, historyLinks: 0, percent: 0 },
  counts,
  report: null,
  ...over,
});

describe('what the Import screen says', () => {
  it('hints what each source brings and where its token is', () => {
    expect(sourceHint('bitly')).toMatch(/ülke ile yönlendiren bilgisiyle günlük tıklamaları.*Generate token/);
    expect(sourceHint('rebrandly')).toMatch(/tıklama geçmişi yok/);
    expect(sourceHint('file')).toMatch(/tarih adlı sütunlar/);
  });

  it('follows the phases, with an indeterminate bar while the total is unknown', () => {
    expect(progressText(job({}))).toBe('Bitly kaynağından bağlantılar okunuyor… 1.200 okundu');
    expect(progressUnknown(job({}))).toBe(true);
    const writing = job({ status: 'importing', progress: { phase: 'links', read: 1200, written: 500, skipped: 10, historyLinks: 0, percent: 21 } });
    expect(progressText(writing)).toBe('Bağlantılar yazılıyor… 510 / 1.200');
    expect(progressUnknown(writing)).toBe(false);
    const history = job({ status: 'importing', progress: { phase: 'history', read: 1200, written: 1190, skipped: 10, historyLinks: 40, percent: 51 } });
    expect(progressText(history)).toBe('Bitly kaynağından tıklama geçmişi okunuyor… 40 / 1.190 bağlantı');
  });

  it('says until when the source’s rate limit holds the run', () => {
    expect(waitingText({ sourceName: 'Bitly', waitingUntil: '2026-11-29T14:05:30.000Z' }, 'UTC')).toBe(
      'Bitly hız sınırı nedeniyle 14:05 saatine kadar bekleniyor',
    );
    expect(waitingText({ sourceName: 'Bitly' })).toBeNull();
  });

  it('counts the preview, each problem that occurred in its reason’s words', () => {
    expect(countRows(counts).map((r) => [r.label, r.value])).toEqual([
      ['Kaynaktaki bağlantılar', 1200],
      ['İçe aktarılacak bağlantılar', 1190],
      ['Etiketler', 4],
      ['Kod, Kisa’da o alan adında kullanılıyor', 7],
      ['Hedef bir http(s) URL’si değil', 3],
    ]);
  });

  it('names the file’s links without a domain, and decodes IDN hosts', () => {
    expect(sourceDomainLabel('', (h) => h)).toBe('Dosyada alan adı belirtilmemiş');
    expect(sourceDomainLabel('xn--balant-zfb58f.example', () => 'bağlantı.example')).toBe('bağlantı.example');
  });

  it('sums up a past import', () => {
    const done = job({
      status: 'done',
      report: { imported: 5, alreadyImported: 2, newCodes: 0, clicks: 9, skipped: [{ reason: 'codeTaken', message: 'x', count: 3 }] },
    });
    expect(countsSummary(done)).toBe('5 içe aktarıldı, 2 zaten vardı, 3 atlandı');
    expect(countsSummary(job({ status: 'ready' }))).toBe('1.200 bağlantı, 1.190 içe aktarılacak');
  });

  it('offers a sample with every column, in more than one script', () => {
    const [header, ...rows] = SAMPLE_CSV.split('\n');
    expect(header!.split(',').slice(0, IMPORT_FILE_COLUMNS.length)).toEqual([...IMPORT_FILE_COLUMNS]);
    expect(header).toMatch(/,2026-03-01,2026-03-02$/);
    expect(rows.join('\n')).toMatch(/Bahar İndirimi 🌸[\s\S]*مرحبا/);
  });
});
