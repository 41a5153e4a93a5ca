import { IMPORT_FILE_MAX_BYTES, IMPORT_MSG, IMPORT_SOURCE_INFO, type ImportSourceId } from '@kisa/shared';
import type { FieldProblem } from '@/lib/api-client';

/**
 * The new-import form's rules, before sending and after a refusal: which fields the source asks
 * for, the shared messages under them, the body sent, and a problem's `errors[].pointer` mapped to
 * its field. Pure; unit-tested.
 */

export type ImportField = 'source' | 'token' | 'apiUrl' | 'file' | 'domain';

export interface ImportFormValues {
  source: ImportSourceId;
  token: string;
  apiUrl: string;
  /** The chosen file's name and size (its text is read only when sending). */
  file: { name: string; size: number } | null;
  /** Where links on the source's shared domains go: a team domain, null for the platform's; undefined: the team's default. */
  domain: string | null | undefined;
  history: boolean;
}

/** The source needs its server's API URL (Shlink, YOURLS: self-hosted). */
export const needsApiUrl = (source: ImportSourceId): boolean => source !== 'file' && IMPORT_SOURCE_INFO[source].apiUrl === null;

const isHttpUrl = (v: string): boolean => {
  if (!URL.canParse(v)) return false;
  const { protocol } = new URL(v);
  return protocol === 'http:' || protocol === 'https:';
};

/** A file over the limit, said before it is read or sent. */
export const fileProblem = (file: { size: number } | null): string | null =>
  !file ? IMPORT_MSG.fileRequired : file.size > IMPORT_FILE_MAX_BYTES ? IMPORT_MSG.fileTooLarge : null;

/** What is wrong with the form, per field, in the API's words (empty: it may be sent). */
export function checkImportForm(values: ImportFormValues): Partial<Record<ImportField, string>> {
  if (values.source === 'file') {
    const problem = fileProblem(values.file);
    return problem ? { file: problem } : {};
  }
  const errors: Partial<Record<ImportField, string>> = {};
  if (!values.token.trim()) errors.token = IMPORT_MSG.tokenRequired;
  const apiUrl = values.apiUrl.trim();
  if (apiUrl && !isHttpUrl(apiUrl)) errors.apiUrl = IMPORT_MSG.apiUrlInvalid;
  else if (!apiUrl && needsApiUrl(values.source)) errors.apiUrl = IMPORT_MSG.apiUrlRequired;
  return errors;
}

/** The POST /api/imports body: only what the source takes; `fileText` for the file source. */
export function importBody(values: ImportFormValues, fileText?: string) {
  const common = { source: values.source, history: values.history, ...(values.domain !== undefined ? { domain: values.domain } : {}) };
  if (values.source === 'file') return { ...common, file: { name: values.file?.name ?? 'links.csv', content: fileText ?? '' } };
  const apiUrl = values.apiUrl.trim();
  return { ...common, token: values.token.trim(), ...(apiUrl ? { apiUrl } : {}) };
}

const FIELDS: readonly ImportField[] = ['source', 'token', 'apiUrl', 'file', 'domain'];

/**
 * A refusal's field problems under their fields (`/token`, `/file/content` → file); the rest, and
 * a refusal naming no field, about the form as a whole.
 */
export function problemsByField(message: string, problems: readonly FieldProblem[]): { fields: Partial<Record<ImportField, string>>; form: string | null } {
  const fields: Partial<Record<ImportField, string>> = {};
  const rest: string[] = [];
  for (const p of problems) {
    const name = p.pointer.replace(/^\//, '').split('/')[0] as ImportField;
    if (FIELDS.includes(name) && !fields[name]) fields[name] = p.detail;
    else rest.push(p.detail);
  }
  if (Object.keys(fields).length === 0) return { fields, form: message };
  return { fields, form: rest.length ? rest.join(' ') : null };
}
