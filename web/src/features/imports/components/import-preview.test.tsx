import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMPORT_SKIP_REASONS, type ImportJob } from '@kisa/shared';
import { readableText } from '@/lib/readable-text';
import { ImportPreview } from './import-preview';
import { ImportReport } from './import-report';

const job: ImportJob = {
  id: 'imp1',
  source: 'bitly',
  sourceName: 'Bitly',
  apiUrl: null,
  status: 'ready',
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:01:00.000Z',
  createdBy: { id: 'u1', name: 'Ayşe' },
  history: true,
  conflicts: 'skip',
  progress: { phase: 'reading', read: 52, written: 0, skipped: 0, historyLinks: 0, percent: 100 },
  counts: { links: 52, importable: 50, tags: 3, codeTaken: 2, invalidCode: 0, invalidTarget: 0, blockedTarget: 0, duplicate: 0 },
  domains: [
    { host: 'bit.ly', shared: true, links: 40, action: 'move', to: null, status: null, ownershipVerified: false, records: [] },
    {
      host: 'go.acme.test',
      shared: false,
      links: 12,
      action: 'keep',
      to: null,
      status: 'pending',
      ownershipVerified: false,
      records: [
        { type: 'CNAME', name: 'go.acme.test', value: 'edge.kisa.test', purpose: 'routing', found: false },
        { type: 'TXT', name: '_kisa.go.acme.test', value: 'kisa-verify=abc', purpose: 'ownership', found: false },
      ],
    },
  ],
  report: null,
};
const targets = { shown: true, options: [{ host: null, label: 'kisa.test (platform)' }], defaultHost: null };
const noop = () => {};
const preview = (j: ImportJob) =>
  renderToStaticMarkup(
    <ImportPreview job={j} targets={targets} starting={false} cancelling={false} checking={null} onStart={noop} onCancel={noop} onCheck={noop} />,
  );

describe('the import preview', () => {
  it('counts the links and names each problem in its reason’s words', () => {
    const text = readableText(preview(job));
    expect(text).toContain('Links that will be imported 50');
    expect(text).toContain(`${IMPORT_SKIP_REASONS.codeTaken} 2`);
  });

  it('offers a shared domain only move or skip, a branded one keep too, with the TXT record first', () => {
    const html = preview(job);
    const bitly = html.slice(html.indexOf('data-source-domain="bit.ly"'), html.indexOf('data-source-domain="go.acme.test"'));
    expect(bitly).not.toContain('value="keep"');
    expect(bitly).toContain('Move the links on bit.ly to');
    expect(html).toContain('<option value="keep" selected="">Keep on go.acme.test</option>');
    expect(html.indexOf('data-record="TXT"')).toBeLessThan(html.indexOf('data-record="CNAME"'));
    expect(readableText(html)).toContain('move the CNAME only after the import is done');
  });

  it('holds Start import back, saying why, until the kept domain’s TXT record is found', () => {
    const blocked = preview(job);
    expect(blocked).toMatch(/aria-disabled="true"[^>]*aria-describedby="[^"]+-blocker"[^>]*>(<[^>]+>)*Start import/);
    expect(readableText(blocked)).toContain('Start import waits for the TXT record of go.acme.test');
    const verified = { ...job, domains: job.domains.map((d) => ({ ...d, ownershipVerified: true })) };
    expect(preview(verified)).not.toContain('aria-disabled="true"');
  });
});

describe('the import report', () => {
  const done: ImportJob = {
    ...job,
    status: 'done',
    domains: job.domains.map((d) => ({ ...d, ownershipVerified: true })),
    report: {
      imported: 48,
      alreadyImported: 0,
      newCodes: 0,
      clicks: 1234,
      skipped: [{ reason: 'codeTaken', message: IMPORT_SKIP_REASONS.codeTaken, count: 2 }],
    },
  };

  it('reports what came over, offers the mapping file and the CNAME to point now', () => {
    const text = readableText(renderToStaticMarkup(<ImportReport job={done} onStartAgain={noop} />));
    expect(text).toContain('Imported 48');
    expect(text).toContain('Clicks of history 1,234');
    expect(text).toContain(`Skipped: ${IMPORT_SKIP_REASONS.codeTaken} 2`);
    expect(text).toContain('Download mapping file (CSV)');
    expect(text).toContain("Now point go.acme.test's CNAME to edge.kisa.test");
    expect(text).not.toContain('Start again');
  });

  it('after a failure, shows the error and Start again', () => {
    const failed = { ...done, status: 'failed' as const, error: 'The source refused the token', report: { ...done.report!, imported: 0, skipped: [] } };
    const text = readableText(renderToStaticMarkup(<ImportReport job={failed} onStartAgain={noop} />));
    expect(text).toContain('The source refused the token');
    expect(text).toContain('Start again');
    expect(text).not.toContain('Now point');
  });
});
