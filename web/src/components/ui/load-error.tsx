import type { ReactNode } from 'react';
import { useLocalize, useT } from '@/lib/i18n';
import { Alert } from './alert';
import { Button } from './button';
import { SkeletonRows } from './skeleton';

/** What failed to load, as SWR answers it: the error, whether it is being fetched again, and how to fetch it again. */
export interface Reloadable {
  error?: unknown;
  isValidating: boolean;
  mutate: () => unknown;
}

/**
 * The one way a screen says its data could not be loaded: an error alert (announced) titled
 * with what failed, the error's message, and Retry, busy while the fetch runs again.
 * `message` stands in for the error's words where the screen can say more (a 404);
 * `retry={false}` leaves Retry out where fetching again cannot help.
 */
export function LoadError({ title, source, message, retry = true }: { title: string; source: Reloadable; message?: ReactNode; retry?: boolean }) {
  const t = useT();
  const localize = useLocalize();
  const said = (source.error as Error | undefined)?.message;
  return (
    <Alert tone="error" title={title}>
      <p>{message ?? (said === undefined ? said : localize(said))}</p>
      {retry && (
        <Button variant="secondary" className="alert__action" onClick={() => void source.mutate()} loading={source.isValidating}>
          {t('common.retry')}
        </Button>
      )}
    </Alert>
  );
}

/**
 * A list's body while it has no data: the LoadError if the fetch failed, else skeleton rows
 * (`label`, `columns`, `rows`), in the list's state box (`className`).
 */
export function ListPending({
  className,
  source,
  errorTitle,
  label,
  columns,
  rows,
}: {
  className: string;
  source: Reloadable;
  errorTitle: string;
  label: string;
  columns: ReadonlyArray<number | string>;
  rows: number;
}) {
  return (
    <div className={className}>
      {source.error ? <LoadError title={errorTitle} source={source} /> : <SkeletonRows label={label} columns={columns} rows={rows} />}
    </div>
  );
}
