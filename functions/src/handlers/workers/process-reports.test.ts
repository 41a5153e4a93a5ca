import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { CreateQueueCommand, DeleteMessageCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { waitForMail } from '@kisa/infra/local/test/mailbox';
import { addDays, startOfLocalDay, type ClickRecord, type Link, type ReportSubscription, type User } from '@kisa/shared';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { verifiedSession, type Session } from '#test-support/accounts.js';
import { call, runtime } from '#test-support/api.js';
import { newOwnLink } from '#test-support/click-worker.js';
import { decodePng } from '#test-support/decode-png.js';
import { DYNAMODB_FAULTS, SQS_FAULTS, startFaultyEndpoint } from '#test-support/faulty-aws-endpoint.js';
import { sqsRecord } from '#test-support/sqs.js';

// Members' e-mail reports through the report worker as Lambda runs it: the fan-out of due
// subscriptions onto a queue of this file's own, each member's report read from a click log of
// this file's own (an in-memory DuckDB engine), mailed to the local outbox with its chart. Every
// subscription is chosen at a named instant weeks back, so its period is long over and its clicks
// are placed by date inside it: no wall-clock window decides anything. SES, SQS and DynamoDB go
// through stand-in endpoints that fail on demand; the engine fails on demand too (its queries and data version
// refused, as Athena's failed statements are: DuckDB itself answers from its copy while S3 fails).
const env = runtime().env;
const ses = await startFaultyEndpoint(env.SES_ENDPOINT!);
const queue = await startFaultyEndpoint(env.SQS_ENDPOINT!);
const dynamo = await startFaultyEndpoint(env.DYNAMODB_ENDPOINT!);
let engineDown = false;
vi.doMock('#data/analytics/choose-engine.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('#data/analytics/choose-engine.js')>();
  const down = () => Promise.reject(new Error('The analytics engine failed (test)'));
  return {
    clickLogEngine: async () => {
      const engine = await real.clickLogEngine();
      return engineDown ? { ...engine, version: down, query: down, forEachPage: down } : engine;
    },
  };
});
const bucket = `kisa-clicks-reports-${randomUUID().slice(0, 8)}`;
Object.assign(process.env, env, {
  SES_ENDPOINT: ses.url,
  SQS_ENDPOINT: queue.url,
  DYNAMODB_ENDPOINT: dynamo.url,
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  ANALYTICS_DUCKDB_PATH: ':memory:',
  CLICK_LOG_BUCKET: bucket,
});
const { s3, sqs } = await import('#lib/clients.js');
const { putClickLogBatch } = await import('#data/clicks/click-log-store.js');
const { putMyReportSubscription } = await import('#core/reports/report-subscription.js');
const { CHART_COLORS, CHART_HEIGHT, CHART_PADDING, CHART_WIDTH, barColumns } = await import('#lib/png/bar-chart.js');
const { handler } = (await import('./process-reports.js')) as unknown as { handler: (e: SQSEvent, c: unknown) => Promise<SQSBatchResponse> };

const DAY = 86_400_000;
const TZ = 'Europe/Istanbul'; // UTC+3 all year: local noon is 09:00 UTC
let queueUrl: string;

/** A click of `link` at local noon on `day` (+ `n` seconds), from `country` on `device`. */
function click(owner: Session, link: Link, day: string, n: number, where: { country: string; device: string; visitor?: string }): ClickRecord {
  return {
    id: randomUUID(),
    time: new Date(startOfLocalDay(day, TZ) + 12 * 3_600_000 + n * 1000).toISOString(),
    shortUrl: link.shortUrl,
    linkId: link.id,
    teamId: owner.user.teamId,
    campaignId: null,
    visitorId: where.visitor ?? `v-${randomUUID()}`,
    unique: where.visitor === undefined,
    ip: '203.0.113.9',
    browser: 'Chrome',
    os: 'Android',
    device: where.device,
    referrer: null,
    countryCode: where.country,
    countryName: null,
    city: null,
    source: 'link',
    isBot: false,
  };
}

async function writeClicks(clicks: ClickRecord[]): Promise<void> {
  const byDay = new Map<string, ClickRecord[]>();
  for (const c of clicks) byDay.set(c.time.slice(0, 10), [...(byDay.get(c.time.slice(0, 10)) ?? []), c]);
  for (const [day, lines] of byDay) await putClickLogBatch(lines, new Date(`${day}T12:00:00Z`));
}

/** The member's choice, made as PUT /api/reports/subscription makes it, at the instant `at`. */
async function subscribe(member: Session, at: number, input: Parameters<typeof putMyReportSubscription>[1]): Promise<ReportSubscription> {
  const me = (await call<User>('GET', '/api/me', { headers: member.auth })).body;
  return putMyReportSubscription(me, input, new Date(at));
}

const run = async (body: unknown, messageId = randomUUID()) =>
  (await handler({ Records: [sqsRecord(JSON.stringify(body), { messageId, queue: 'reports' })] }, {})).batchItemFailures.map((f) => f.itemIdentifier);

/**
 * A scheduled run at `now` as the worker fans it out: each page message taken off this file's
 * queue and worked until none is left; answers the member messages it sent, by member.
 */
async function fanOut(now: number): Promise<Map<string, { kind: 'report'; teamId: string; userId: string; periodKey: string }>> {
  const { startReports } = await import('#core/reports/send-reports.js');
  await startReports(new Date(now));
  const members = new Map();
  for (let idle = 0; idle < 2; ) {
    const { Messages = [] } = await sqs().send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
    if (Messages.length === 0) idle++;
    for (const m of Messages) {
      const body = JSON.parse(m.Body!);
      if (body.kind === 'page') expect(await run(body)).toEqual([]);
      else members.set(body.userId, body);
      await sqs().send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: m.ReceiptHandle! }));
    }
  }
  return members;
}

const mine = async (member: Session) => (await call<ReportSubscription>('GET', '/api/reports/subscription', { headers: member.auth })).body;

let tr: Session;
let en: Session;
let failing: Session;
let unmarked: Session;

beforeAll(async () => {
  await s3().send(new CreateBucketCommand({ Bucket: bucket }));
  queueUrl = (await sqs().send(new CreateQueueCommand({ QueueName: `reports-test-${randomUUID().slice(0, 8)}` }))).QueueUrl!;
  process.env.REPORT_QUEUE_URL = queueUrl;
  [tr, en, failing, unmarked] = await Promise.all([
    verifiedSession('report-tr', 'Ayşe Yılmaz'),
    verifiedSession('report-en', 'Ann Lee'),
    verifiedSession('report-fail', 'Fail Safe'),
    verifiedSession('report-unmarked', 'Ünal Marked'),
  ]);
}, 120_000);

describe('e-mail reports (the report worker)', () => {
  it('mails a weekly report in Turkish: figures and their change, rankings, the chart image, the view and a one-click unsubscribe; once, whatever is delivered again', async () => {
    const chosenAt = Date.now() - 30 * DAY;
    const sub = await subscribe(tr, chosenAt, { frequency: 'weekly', scope: { kind: 'team' }, tz: TZ, locale: 'tr' });
    const { from, to } = sub.nextReport!;
    expect(to).toBe(addDays(from, 6));
    const [a, b] = [
      await newOwnLink(tr, 'rp-a', { longUrl: 'https://örnek.example/yaz', title: 'Yaz kampanyası' }),
      await newOwnLink(tr, 'rp-b', { longUrl: 'https://example.com/b' }),
    ];
    // This week: 5 clicks on Tuesday (4 visitors: one comes back) and 1 on Friday; the week before: 2.
    await writeClicks([
      click(tr, a, addDays(from, 1), 0, { country: 'TR', device: 'mobile' }),
      click(tr, a, addDays(from, 1), 1, { country: 'TR', device: 'mobile' }),
      click(tr, a, addDays(from, 1), 2, { country: 'DE', device: 'desktop', visitor: 'v-back' }),
      click(tr, a, addDays(from, 1), 3, { country: 'DE', device: 'desktop', visitor: undefined }),
      click(tr, b, addDays(from, 1), 4, { country: 'TR', device: 'tablet' }),
      click(tr, b, addDays(from, 4), 0, { country: 'TR', device: 'mobile' }),
      click(tr, a, addDays(from, -3), 0, { country: 'TR', device: 'mobile' }),
      click(tr, a, addDays(from, -2), 0, { country: 'TR', device: 'mobile' }),
    ]);

    const due = (await fanOut(Date.now())).get(tr.user.id);
    expect(due, 'the run sends a message for the due subscription').toEqual({
      kind: 'report',
      teamId: tr.user.teamId,
      userId: tr.user.id,
      periodKey: `weekly:${from}`,
    });
    expect(await run(due)).toEqual([]);

    const mail = await waitForMail(env.SES_ENDPOINT!, { to: tr.email, subjectIncludes: 'Haftalık Kisa raporunuz' });
    expect(mail.text).toContain('Merhaba Ayşe Yılmaz,');
    // 6 clicks against 2 (+%200), 5 unique against 2 (+%150); no conversions either week.
    expect(mail.text).toContain('Tıklama: 6 (önceki haftaya göre +%200)');
    expect(mail.text).toContain('Tekil tıklama: 5 (önceki haftaya göre +%150)');
    expect(mail.text).toContain('Dönüşüm: 0 (önceki haftaya göre %0');
    expect(mail.text).toMatch(/Yaz kampanyası \(http[^)]+\/rp-a[0-9a-f]+\): 4 \/ 3/);
    expect(mail.text).toContain('Türkiye: 4');
    expect(mail.text).toContain('Almanya: 2');
    expect(mail.text).toContain('Mobil: 3');
    expect(mail.text).toContain('Masaüstü: 2');
    // The view in the app: analytics of the same range and time zone.
    expect(mail.links).toContain(`${env.APP_URL}/analytics?from=${from}&to=${to}&tz=Europe%2FIstanbul`);
    expect(mail.links.some((l) => l.startsWith(`${env.APP_URL}/api/reports/unsubscribe?token=`))).toBe(true);

    // The chart: a PNG of 600×200, one bar per day of the week, bars only on the days with clicks.
    const chart = mail.attachments.find((x) => x.contentType === 'image/png');
    expect(chart?.cid, 'the chart is an inline image').toBe('clicks-chart@kisa');
    const image = decodePng(chart!.content);
    expect([image.width, image.height]).toEqual([CHART_WIDTH, CHART_HEIGHT]);
    const bottom = CHART_HEIGHT - CHART_PADDING - 1;
    const colourAt = (day: number) => {
      const { x, width } = barColumns(day, 7);
      const at = (bottom * CHART_WIDTH + x + Math.floor(width / 2)) * 4;
      return [...image.data.subarray(at, at + 3)];
    };
    expect([0, 1, 2, 3, 4, 5, 6].map(colourAt)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((d) => [...(d === 1 || d === 4 ? CHART_COLORS.unique : CHART_COLORS.ground)]),
    );

    // Sent: the next report is the week holding now. The same message again, or another run: no second mail.
    const after = await mine(tr);
    expect(after.lastSentAt).toBeDefined();
    expect(after.nextReport!.from > to).toBe(true);
    expect(await run(due)).toEqual([]);
    expect((await fanOut(Date.now())).has(tr.user.id)).toBe(false);
    await new Promise((r) => setTimeout(r, 1500));
    const outbox = (await (await fetch(`${env.SES_ENDPOINT}/store`)).json()) as { emails: { subject: string; destination: { to: string[] } }[] };
    const reports = outbox.emails.filter((e) => e.subject.includes('Kisa raporunuz') && e.destination.to.some((t) => t.includes(tr.email)));
    expect(reports, 'one report mail for the week').toHaveLength(1);
  }, 90_000);

  it('mails a monthly report in English with English figures; SES refusing it leaves the month unsent and the next delivery mails it', async () => {
    const chosenAt = Date.now() - 75 * DAY;
    const sub = await subscribe(en, chosenAt, { frequency: 'monthly', scope: { kind: 'team' }, tz: TZ });
    const { from } = sub.nextReport!;
    expect(from.endsWith('-01')).toBe(true);
    const link = await newOwnLink(en, 'rp-e', { longUrl: 'https://example.com/en' });
    await writeClicks([
      ...Array.from({ length: 3 }, (_, i) => click(en, link, addDays(from, 9), i, { country: 'US', device: 'desktop' })),
      click(en, link, addDays(from, -5), 0, { country: 'US', device: 'desktop' }),
    ]);
    const message = { kind: 'report', teamId: en.user.teamId, userId: en.user.id, periodKey: `monthly:${from}` };

    ses.fail({ fault: { kind: 'answer', status: 500, contentType: 'application/json', body: '{"message":"Internal"}' } });
    const refused = randomUUID();
    expect(await run(message, refused), 'SES refused: the message goes back to the queue').toEqual([refused]);
    ses.heal();
    expect((await mine(en)).lastSentAt, 'nothing marked sent').toBeUndefined();

    expect(await run(message)).toEqual([]);
    const mail = await waitForMail(env.SES_ENDPOINT!, { to: en.email, subjectIncludes: 'Your monthly Kisa report' });
    expect(mail.subject).toMatch(/^Your monthly Kisa report: [A-Z][a-z]+ \d{4}$/);
    expect(mail.text).toContain('Hello Ann Lee,');
    expect(mail.text).toContain('Clicks: 3 (+200% on the previous month)');
    expect(mail.text).toContain('United States: 3');
    expect(mail.text).toContain('Desktop: 3');
    expect(decodePng(mail.attachments.find((x) => x.cid === 'clicks-chart@kisa')!.content).width).toBe(CHART_WIDTH);
    expect((await mine(en)).lastSentAt).toBeDefined();
  }, 90_000);

  it('lets the month go again when the analytics engine fails, and mails it once the engine answers', async () => {
    const sub = await subscribe(failing, Date.now() - 75 * DAY, { frequency: 'monthly', scope: { kind: 'team' }, tz: 'UTC', locale: 'en' });
    const message = { kind: 'report', teamId: failing.user.teamId, userId: failing.user.id, periodKey: `monthly:${sub.nextReport!.from}` };
    engineDown = true;
    const failed = randomUUID();
    expect(await run(message, failed), 'the engine failed: the message goes back to the queue').toEqual([failed]);
    engineDown = false;
    expect((await mine(failing)).lastSentAt).toBeUndefined();
    expect(await run(message)).toEqual([]);
    const mail = await waitForMail(env.SES_ENDPOINT!, { to: failing.email, subjectIncludes: 'Your monthly Kisa report' });
    expect(mail.text).toContain('No clicks in this period.');
  }, 90_000);

  it('fails a page whose messages the queue refuses (SQS delivers it again), and mails a period once even when the table refused to mark it sent', async () => {
    const sub = await subscribe(unmarked, Date.now() - 30 * DAY, { frequency: 'weekly', scope: { kind: 'team' }, tz: 'UTC', locale: 'en' });
    const periodKey = `weekly:${sub.nextReport!.from}`;
    queue.fail({ fault: SQS_FAULTS.serverError, when: (r) => r.operation === 'SendMessageBatch' });
    const page = randomUUID();
    expect(await run({ kind: 'page', before: new Date().toISOString() }, page), 'the queue refused: the page comes back').toEqual([page]);
    queue.heal();
    const message = (await fanOut(Date.now())).get(unmarked.user.id);
    expect(message).toEqual({ kind: 'report', teamId: unmarked.user.teamId, userId: unmarked.user.id, periodKey });

    // SES took the mail, then the table refused the mark: the message fails, the period stays claimed.
    dynamo.fail({ fault: DYNAMODB_FAULTS.serverError, when: (r) => r.operation === 'UpdateItem' && r.body.includes('lastSentAt') });
    const marked = randomUUID();
    expect(await run(message, marked)).toEqual([marked]);
    dynamo.heal();
    await waitForMail(env.SES_ENDPOINT!, { to: unmarked.email, subjectIncludes: 'Your weekly Kisa report' });
    // SQS delivers it again: the period is claimed by the delivery that mailed it, nothing more goes out.
    expect(await run(message)).toEqual([]);
    await new Promise((r) => setTimeout(r, 1500));
    const outbox = (await (await fetch(`${env.SES_ENDPOINT}/store`)).json()) as { emails: { subject: string; destination: { to: string[] } }[] };
    expect(outbox.emails.filter((e) => e.subject.includes('Kisa report') && e.destination.to.some((t) => t.includes(unmarked.email)))).toHaveLength(1);
  }, 90_000);
});
