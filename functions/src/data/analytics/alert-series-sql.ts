import { source } from './athena-relations.js';
import { conversionSource } from './conversion-sql.js';
import { bucketOf, col, Params, perTagValue, quote, tagTerm, where, type ClickScope, type Dialect, type Statement } from './sql-parts.js';

/** What an alert rule watches (shared ALERT_TARGET_KINDS): a link, a campaign or a tag, by id. */
export interface WatchedTarget {
  kind: 'link' | 'campaign' | 'tag';
  id: string;
}

/** Each kind's column of the click log (and of the conversion log, which carries its click's). */
const KIND_COLUMN = { link: col('linkId'), campaign: col('campaignId'), tag: col('tagIds') } as const;
const KINDS = Object.keys(KIND_COLUMN) as WatchedTarget['kind'][];

const idsOf = (targets: readonly WatchedTarget[], kind: WatchedTarget['kind']) => [...new Set(targets.filter((t) => t.kind === kind).map((t) => t.id))].sort();

/** Rows of any watched target: its link, its campaign, or any watched tag among its tags (sql-parts.ts tagTerm). */
function watchedTerm(targets: readonly WatchedTarget[], p: Params): string {
  const terms = KINDS.flatMap((kind) => {
    const ids = idsOf(targets, kind);
    if (!ids.length) return [];
    return [kind === 'tag' ? tagTerm(ids, p) : `${KIND_COLUMN[kind]} IN (${ids.map((id) => p.add(id)).join(', ')})`];
  });
  return `(${terms.join(' OR ')})`;
}

/**
 * A team's watched targets' figures in ONE statement (an alert evaluation's question): per target
 * and quarter hour of [start, end) with any, `total` — human clicks, as the panels' `series` —
 * and `converting` — clicks (human) with a conversion, by the click's quarter hour, as the
 * panels' `cseries`. Rows: `kind` ('link' | 'campaign' | 'tag'), `id`, `bucket`, `total`, `converting`.
 *
 * One pass over the team's clicks of the range that touch any target, and one over their
 * conversions (one row per converting click), summed in one GROUPING SETS pass per (quarter hour,
 * link), (quarter hour, campaign) and (quarter hour, tag combination); the combinations then split
 * into their tags (sql-parts.ts perTagValue), so a click counts once for each watched tag it
 * carries, and for its link and its campaign when they are watched. The same text for both
 * engines (the relations differ: athena-relations.ts, conversion-sql.ts); no rollup (none holds
 * a filter), no imported history (never in a series).
 */
export function alertSeriesStatement(d: Dialect, teamId: string, targets: readonly WatchedTarget[], start: string, end: string): Statement {
  if (!targets.length) throw new Error('An alert question needs a target');
  const scope: ClickScope = { teamId, start, end, filters: {} };
  const [link, campaign, tags, bot] = [KIND_COLUMN.link, KIND_COLUMN.campaign, KIND_COLUMN.tag, col('isBot')];
  const dims = `${link}, ${campaign}, ${tags}`;
  // Parameters are positional: every part is written (and its parameters added) in text order.
  const p = new Params();
  const clicks = `SELECT bucket, ${dims}, 1 AS clicks, 0 AS converting
      FROM ${source(d, scope, p)}
      WHERE ${where(scope, p)} AND NOT ${bot} AND ${watchedTerm(targets, p)}`;
  // A click's conversions carry its dimensions and its quarter hour: one row per converting click.
  const converting = `SELECT bucket, ${dims}, 0 AS clicks, 1 AS converting FROM (
        SELECT ${quote('clickId')}, bucket, ${dims}
        FROM ${conversionSource(d, teamId, bucketOf(start), bucketOf(end), p)}
        WHERE ${where(scope, p)} AND NOT ${bot} AND ${watchedTerm(targets, p)}
        GROUP BY ${quote('clickId')}, bucket, ${dims}
      ) AS k`;
  const dim = `CASE WHEN GROUPING(${link}) = 0 THEN 'link' WHEN GROUPING(${campaign}) = 0 THEN 'campaign' ELSE 'tag' END`;
  const value = `CASE WHEN GROUPING(${link}) = 0 THEN ${link} WHEN GROUPING(${campaign}) = 0 THEN ${campaign} ELSE ${tags} END`;
  const grouped = `SELECT bucket, ${dim} AS dim, ${value} AS value, sum(clicks) AS clicks, sum(converting) AS converting
    FROM (
      ${clicks}
      UNION ALL
      ${converting}
    ) AS s
    GROUP BY GROUPING SETS ((bucket, ${link}), (bucket, ${campaign}), (bucket, ${tags}))`;
  const watched = KINDS.flatMap((kind) => {
    const ids = idsOf(targets, kind);
    return ids.length ? [`(g.dim = '${kind}' AND ranked_value IN (${ids.map((id) => p.add(id)).join(', ')}))`] : [];
  });
  const sql = `SELECT g.dim AS kind, ranked_value AS id, g.bucket, CAST(sum(g.clicks) AS BIGINT) AS total, CAST(sum(g.converting) AS BIGINT) AS converting
FROM (
    ${grouped}
) AS g
-- a click's combination of tags, one row per tag (sql-parts.ts TAG_DIMENSION)
${perTagValue('g')}
WHERE ${watched.join(' OR ')}
GROUP BY g.dim, ranked_value, g.bucket`;
  return { sql, params: p.values };
}
