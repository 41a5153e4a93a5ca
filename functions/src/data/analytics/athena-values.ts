import type { ColumnInfo, ResultSet } from '@aws-sdk/client-athena';
import type { Param } from './analytics-sql.js';
import type { Row, Value } from './click-log-engine.js';

/** Athena's side of values: parameters as literals, result pages back to typed rows. */

/** A parameter as the literal Athena substitutes: strings quoted (quotes doubled), numbers and booleans bare. */
export function toLiteral(value: Param): string {
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('Athena parameters must be finite numbers');
    return String(value);
  }
  return value ? 'TRUE' : 'FALSE';
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
