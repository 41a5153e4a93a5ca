/**
 * Chromium end-to-end: imported click history in analytics. A link gets two real visits; its
 * history from another link service (daily totals, as an import's run writes them: JSON lines
 * in the click-log bucket, and the link's counters raised once) is put through the runtime's S3
 * and DynamoDB endpoints. /analytics then counts both in the cards, says above Clicks by Date how
 * many clicks are imported and over which days, draws them as their own "Imported history"
 * series (legend and table column), and the visitor log lists the two visits only. Needs the
 * runtime from infra/local/test/global-setup.ts and web/dist (`npm run build -w web`).
 */
import { describe, expect, it } from 'vitest';
import { DynamoDBClient, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { addDays, importedClicksKey, paths, todayIn, type ImportedClickRecord, type Link, type User } from '@kisa/shared';
import { formatDay } from '@/features/analytics/lib/format';
import { analyticsAccount, openSignedIn, panel, waitForFigures } from './support/analytics';
import { apiAs, visitShortLink as visit } from './support/api';
import { UA } from './support/user-agents';
import { runtimeUrls, useChromium } from './support/browser';

const { runtime } = runtimeUrls();
const PASSWORD = 'imported-Analytics-Passw0rd';
const TZ = 'Asia/Tokyo';
const { openPage } = useChromium({ timezoneId: TZ });

const aws = {
  region: runtime.env.AWS_REGION!,
  credentials: { accessKeyId: runtime.env.AWS_ACCESS_KEY_ID!, secretAccessKey: runtime.env.AWS_SECRET_ACCESS_KEY! },
};

/** What an import's run leaves for a link: its history's rows in the click-log bucket, and its counters raised by their total once. */
async function putImportedHistory(link: Link, teamId: string, rows: readonly ImportedClickRecord[]): Promise<void> {
  const s3 = new S3Client({ ...aws, endpoint: runtime.env.S3_ENDPOINT, forcePathStyle: true });
  await s3.send(
    new PutObjectCommand({
      Bucket: runtime.env.CLICK_LOG_BUCKET,
      Key: importedClicksKey(teamId, rows[0]!.importId, 0),
      Body: rows.map((r) => JSON.stringify(r)).join('\n'),
      ContentType: 'application/x-ndjson',
    }),
  );
  const db = new DynamoDBClient({ ...aws, endpoint: runtime.env.DYNAMODB_ENDPOINT });
  const clicks = { ':n': { N: String(rows.filter((r) => r.dimension === 'total').reduce((n, r) => n + r.clicks, 0)) } };
  await db.send(
    new UpdateItemCommand({
      TableName: runtime.env.TABLE_NAME,
      Key: { PK: { S: `LINK#${link.id}` }, SK: { S: 'LINK' } },
      UpdateExpression: 'ADD totalClicks :n SET importedClicks = :n',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(importedClicks)',
      ExpressionAttributeValues: clicks,
    }),
  );
  await db.send(
    new UpdateItemCommand({
      TableName: runtime.env.TABLE_NAME,
      Key: { PK: { S: `TEAM#${teamId}` }, SK: { S: 'TEAM' } },
      UpdateExpression: 'ADD totalClicks :n',
      ExpressionAttributeValues: clicks,
    }),
  );
}

describe('imported history in analytics, in Chromium', () => {
  it('counts it in the cards, says so above the chart, draws it as its own series, and keeps it out of the visitor log', { timeout: 180_000 }, async () => {
    const { stamp, email, token } = await analyticsAccount('analytics-imported', 'İmport Lytics', PASSWORD);
    const me = await apiAs<User>(token, 'GET', '/api/me');
    const link = await apiAs<Link>(token, 'POST', '/api/links', { longUrl: 'https://example.com/çay', shortUrl: `imp-${stamp}`, title: 'Bitly’den 🎉' });
    await visit(link.shortUrl, { 'user-agent': UA.iphone });
    await visit(link.shortUrl, { 'user-agent': UA.desktop });
    // Two days of history three and two days ago (Tokyo's calendar, as the range is).
    const today = todayIn(TZ);
    const [first, second] = [addDays(today, -3), addDays(today, -2)];
    const row = (day: string, clicks: number): ImportedClickRecord => ({
      teamId: me.teamId,
      linkId: link.id,
      shortUrl: link.shortUrl,
      domain: null,
      tagIds: null,
      day,
      firstDay: day,
      dimension: 'total',
      value: null,
      clicks,
      importId: `imp-${stamp}`,
    });
    await putImportedHistory(link, me.teamId, [row(first, 30), row(second, 12)]);
    expect((await apiAs<Link>(token, 'GET', `/api/links/${link.id}`)).totalClicks, "the link's counter").toBeGreaterThanOrEqual(42);

    const page = await openPage();
    const pageErrors = await openSignedIn(page, email, PASSWORD, `${paths.analytics}?from=${addDays(today, -6)}&to=${today}`, 'Analytics');
    await waitForFigures(page, { totalClicks: 2 + 42, uniqueClicks: 2, links: 1 });

    const byDate = panel(page, 'Clicks by Date');
    await expect
      .poll(() => byDate.locator('.an-panel__note').textContent(), { timeout: 10_000 })
      .toBe(`Includes 42 imported clicks from ${formatDay(first)} to ${formatDay(second)} (daily totals from the source; no visitor details)`);
    // The chart's legend names the series (the chart is decorative: its table is the accessible form).
    await byDate.locator('.recharts-legend-item-text', { hasText: 'Imported history' }).waitFor();
    expect((await byDate.locator('.recharts-legend-item-text').allTextContents()).sort()).toEqual(['Imported history', 'Total clicks', 'Unique clicks']);
    await byDate.getByText('Show as a table').click();
    const headers = (await byDate.locator('table thead th').allTextContents()).map((h) => h.trim());
    expect(headers).toEqual(['Date', 'Unique clicks', 'Total clicks', 'Imported history']);
    const row1 = await byDate
      .getByRole('row', { name: formatDay(first) })
      .locator('td')
      .allTextContents();
    expect(row1, `the table's ${first}`).toEqual(['0', '30', '30']);

    // The visitor log: the two visits, nothing imported.
    const log = panel(page, 'Visitor Log');
    await log.locator('tbody tr').first().waitFor();
    expect(await log.locator('tbody tr').count(), 'visitor log rows').toBe(2);
    expect(pageErrors).toEqual([]);
  });
});
