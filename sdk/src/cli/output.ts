/** What commands print: tables and lines for people, the API's JSON answer with --json. */
import type { Command } from 'commander';

export interface Output {
  json: boolean;
  /** The answer: as JSON with --json, else as `human` says. */
  result(answer: unknown, human: () => void): void;
  line(text?: string): void;
  table(columns: readonly string[], rows: readonly (readonly unknown[])[]): void;
  fields(pairs: readonly (readonly [string, unknown])[]): void;
  /** A note for people on stderr (progress, hints): never mixed into stdout's answer. */
  note(text: string): void;
}

export function outputFor(command: Command): Output {
  const json = !!command.optsWithGlobals<{ json?: boolean }>().json;
  const out = (text: string) => process.stdout.write(`${text}\n`);
  return {
    json,
    result(answer, human) {
      if (json) out(JSON.stringify(answer, null, 2));
      else human();
    },
    line: (text = '') => out(text),
    table(columns, rows) {
      const cells = rows.map((row) => row.map(cellText));
      const widths = columns.map((c, i) => Math.min(MAX_CELL, Math.max(c.length, ...cells.map((r) => r[i]!.length))));
      const render = (row: readonly string[]) =>
        row
          .map((cell, i) => fit(cell, widths[i]!).padEnd(widths[i]!))
          .join('  ')
          .trimEnd();
      out(render(columns));
      for (const row of cells) out(render(row));
    },
    fields(pairs) {
      const width = Math.max(...pairs.map(([k]) => k.length));
      for (const [key, value] of pairs) out(`${`${key}:`.padEnd(width + 1)} ${cellText(value)}`);
    },
    note: (text) => void process.stderr.write(`${text}\n`),
  };
}

const MAX_CELL = 60;

function cellText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (Array.isArray(value)) return value.map(cellText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value).replace(/\s+/g, ' ');
}

const fit = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);
