import {
  AthenaClient,
  GetQueryExecutionCommand,
  GetQueryResultsCommand,
  StartQueryExecutionCommand,
  type ColumnInfo,
  type ResultSet,
} from '@aws-sdk/client-athena';
import { config } from '../../lib/config.js';
import type { Param, Statement } from './analytics-sql.js';
import type { ClickLogEngine, Row, Value } from './click-log-engine.js';

/**
 * The AWS engine: Athena over the Glue tables of the click log (raw JSON + compacted
 * Parquet, partition projection on `dt`), in the configured workgroup, which enforces the
 * results location. Statements are parameterized (ExecutionParameters: literals, strings
 * quoted); identical statements within a minute reuse the earlier result (no new scan).
 */

export const RESULT_REUSE_MINUTES = 1;
/** API Gateway answers within 30 s: a query still running after this is given up. */
export const QUERY_TIMEOUT_MS = 25_000;

const client = new AthenaClient({ region: config.region });

export function createAthenaEngine(): ClickLogEngine {
  const athena = config.athena();
  const run = async (statement: Statement): Promise<string> => {
    const { QueryExecutionId } = await client.send(
      new StartQueryExecutionCommand({
        QueryString: statement.sql,
        WorkGroup: athena.workGroup,
        QueryExecutionContext: { Database: athena.database },
        ...(statement.params.length > 0 ? { ExecutionParameters: statement.params.map(toLiteral) } : {}),
        ResultReuseConfiguration: { ResultReuseByAgeConfiguration: { Enabled: true, MaxAgeInMinutes: RESULT_REUSE_MINUTES } },
      }),
    );
    await waitFor(QueryExecutionId!);
    return QueryExecutionId!;
  };
  const forEachPage = async (statement: Statement, onPage: (rows: Row[]) => Promise<void> | void) => {
    const id = await run(statement);
    let token: string | undefined;
    let first = true;
    do {
      const page = await client.send(new GetQueryResultsCommand({ QueryExecutionId: id, NextToken: token, MaxResults: 1000 }));
      await onPage(rowsOf(page.ResultSet, first));
      first = false;
      token = page.NextToken;
    } while (token);
  };
  return {
    dialect: { kind: 'athena', database: athena.database, rawTable: athena.rawTable, compactTable: athena.compactTable },
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

/** A parameter as the literal Athena substitutes: strings quoted (quotes doubled), numbers and booleans bare. */
export function toLiteral(value: Param): string {
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('Athena parameters must be finite numbers');
    return String(value);
  }
  return value ? 'TRUE' : 'FALSE';
}

async function waitFor(id: string): Promise<void> {
  const started = Date.now();
  for (let delay = 100; ; delay = Math.min(delay * 1.5, 1_000)) {
    const { QueryExecution } = await client.send(new GetQueryExecutionCommand({ QueryExecutionId: id }));
    const state = QueryExecution?.Status?.State;
    if (state === 'SUCCEEDED') return;
    if (state === 'FAILED' || state === 'CANCELLED') {
      throw new Error(`Athena query ${id} ${state}: ${QueryExecution?.Status?.StateChangeReason ?? 'no reason given'}`);
    }
    if (Date.now() - started > QUERY_TIMEOUT_MS) throw new Error(`Athena query ${id} still ${state} after ${QUERY_TIMEOUT_MS} ms`);
    await new Promise((r) => setTimeout(r, delay));
  }
}

/** Athena answers every value as text: typed back from the column metadata. The first page starts with the header row. */
export function rowsOf(resultSet: ResultSet | undefined, firstPage: boolean): Row[] {
  const columns = resultSet?.ResultSetMetadata?.ColumnInfo ?? [];
  const rows = resultSet?.Rows ?? [];
  return rows.slice(firstPage ? 1 : 0).map((row) => {
    const out: Row = {};
    columns.forEach((column, i) => {
      out[column.Name!] = typed(row.Data?.[i]?.VarCharValue, column);
    });
    return out;
  });
}

function typed(text: string | undefined, column: ColumnInfo): Value {
  if (text === undefined) return null;
  switch (column.Type) {
    case 'bigint':
    case 'integer':
    case 'smallint':
    case 'tinyint':
    case 'double':
    case 'float':
    case 'real':
    case 'decimal':
      return Number(text);
    case 'boolean':
      return text === 'true';
    default:
      return text;
  }
}
