import { useCallback, useState } from 'react';
import { Button } from '@/components/ui';
import { useT } from '@/lib/i18n';

/**
 * Pages of a list the API pages by cursor (the moderation lists): the cursors of the pages
 * seen so far, so Previous goes back without the API knowing page numbers.
 */
export function useCursorPages() {
  const [stack, setStack] = useState<string[]>([]);
  const cursor = stack.at(-1);
  return {
    cursor,
    page: stack.length + 1,
    next: useCallback((c: string) => setStack((s) => [...s, c]), []),
    previous: useCallback(() => setStack((s) => s.slice(0, -1)), []),
    reset: useCallback(() => setStack([]), []),
  };
}

/** Previous / Next of a cursor-paged list, with the page number ("Page 2"). */
export function CursorPager({
  label,
  page,
  nextCursor,
  onNext,
  onPrevious,
}: {
  label: string;
  page: number;
  nextCursor: string | undefined;
  onNext: (cursor: string) => void;
  onPrevious: () => void;
}) {
  const t = useT();
  if (page === 1 && !nextCursor) return null;
  return (
    <nav className="mod-pager" aria-label={label}>
      <Button variant="secondary" disabled={page === 1} onClick={onPrevious}>
        {t('admin.pager.previous')}
      </Button>
      <span className="muted" aria-live="polite">
        {t('admin.pager.page', { page })}
      </span>
      <Button variant="secondary" disabled={!nextCursor} onClick={() => nextCursor && onNext(nextCursor)}>
        {t('admin.pager.next')}
      </Button>
    </nav>
  );
}
