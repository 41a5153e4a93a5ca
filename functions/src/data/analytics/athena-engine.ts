import { AthenaClient, GetQueryExecutionCommand, GetQueryResultsCommand, StartQueryExecutionCommand } from '@aws-sdk/client-athena';
import { config } from '#lib/config.js';
import { readClickLogState } from '../clicks/click-log-store.js';
import type { Dialect, Statement } from './analytics-sql.js';
import { athenaPollDelays } from './athena-polling.js';
import { rowsOf, toLiteral } from './athena-values.js';
import type { ClickLogEngine, Row } from './click-log-engine.js';

/**
 * The AWS engine: Athena over the Glue tables of the click log (raw JSON + compacted
 * Parquet, partition projection on `dt`), in the configured workgroup, which enforces the
 * results location. Statements are parameterized (ExecutionParameters: literals, strings
 * quoted); identical statements within a minute reuse the earlier result (no new scan).
 */

export const RESULT_REUSE_MINUTES = 1;
/**
 * The click log's state is read at most this often per container: compaction deletes a
 * generation's raw objects a grace period (60 s) after committing it, longer than this plus a
 * query's time, so a statement built on a state this old still finds every click once.
 */
export const STATE_TTL_MS = 5_000;
/** API Gateway answers within 30 s: a query still running after this is given up. */
export const QUERY_TIMEOUT_MS = 25_000;

const client = new AthenaClient({ region: config.region });

export function createAthenaEngine(): ClickLogEngine {
  const athena = config.athena();
  const run = async (statement: Statement, timeoutMs: number = QUERY_TIMEOUT_MS): Promise<string> => {
    const { QueryExecutionId } = await client.send(
      new StartQueryExecutionCommand({
        QueryString: statement.sql,
        WorkGroup: athena.workGroup,
        QueryExecutionContext: { Database: athena.database },
        ...(statement.params.length > 0 ? { ExecutionParameters: statement.params.map(toLiteral) } : {}),
        ResultReuseConfiguration: { ResultReuseByAgeConfiguration: { Enabled: true, MaxAgeInMinutes: RESULT_REUSE_MINUTES } },
      }),
    );
    await waitFor(QueryExecutionId!, timeoutMs);
    return QueryExecutionId!;
  };
  const forEachPage = async (statement: Statement, onPage: (rows: Row[]) => Promise<void> | void, options: { timeoutMs?: number } = {}) => {
    const id = await run(statement, options.timeoutMs);
    let token: string | undefined;
    let first = true;
    do {
      const page = await client.send(new GetQueryResultsCommand({ QueryExecutionId: id, NextToken: token, MaxResults: 1000 }));
      await onPage(rowsOf(page.ResultSet, first));
      first = false;
      token = page.NextToken;
    } while (token);
  };
  const dialect: Dialect = {
    kind: 'athena',
    database: athena.database,
    rawTable: athena.rawTable,
    compactTable: athena.compactTable,
    teamTable: athena.teamTable,
    rollupTable: athena.rollupTable,
    conversionTable: athena.conversionTable,
    conversionIncomingTable: athena.conversionIncomingTable,
  };
  let cached: { at: number; dialect: Promise<Dialect> } | undefined;
  const prepare = (): Promise<Dialect> => {
    if (!cached || Date.now() - cached.at > STATE_TTL_MS) {
      const entry = {
        at: Date.now(),
        dialect: readClickLogState().then(({ watermark, bigTeams, merged }): Dialect => ({ ...dialect, state: { watermark, bigTeams, merged } })),
      };
      entry.dialect.catch(() => {
        if (cached === entry) cached = undefined;
      });
      cached = entry;
    }
    return cached.dialect;
  };
  return {
    dialect,
    prepare,
    async version() {
      const prepared = await prepare();
      const watermark = prepared.kind === 'athena' ? (prepared.state?.watermark ?? '') : '';
      return `${watermark}:${Math.floor(Date.now() / (RESULT_REUSE_MINUTES * 60_000))}`;
    },
    async query(statement) {
      const rows: Row[] = [];
      await forEachPage(statement, (page) => {
        rows.push(...page);
      });
      return rows;
    },
    forEachPage,
  };
}

async function waitFor(id: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (const delay of athenaPollDelays()) {
    await new Promise((r) => setTimeout(r, delay));
    const { QueryExecution } = await client.send(new GetQueryExecutionCommand({ QueryExecutionId: id }));
    const state = QueryExecution?.Status?.State;
    if (state === 'SUCCEEDED') return;
    if (state === 'FAILED' || state === 'CANCELLED') {
      throw new Error(`Athena query ${id} ${state}: ${QueryExecution?.Status?.StateChangeReason ?? 'no reason given'}`);
    }
    if (Date.now() - started > timeoutMs) throw new Error(`Athena query ${id} still ${state} after ${timeoutMs} ms`);
  }
}
