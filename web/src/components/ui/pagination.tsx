import { useMediaQuery } from '@/lib/use-media-query';
import { PHONE_SIBLINGS, pageRange } from './pagination-range';
import './pagination.css';
import { useT } from '@/lib/i18n';

/**
 * Page buttons (first, last, `siblings` around the current page, ellipses for gaps) with
 * previous/next. The current page carries aria-current="page". On phones (640 px and less)
 * at most PHONE_SIBLINGS pages sit on each side of the current one, so the bar fits one line.
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  siblings = 5,
  label = 'Pagination',
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  siblings?: number;
  label?: string;
}) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 640px)');
  if (totalPages <= 1) return null;
  const items = pageRange(page, totalPages, phone ? Math.min(siblings, PHONE_SIBLINGS) : siblings);
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__btn" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label={t('ui.previousPage')}>
        <span aria-hidden="true">‹</span>
      </button>
      {items.map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className="pagination__btn"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => item !== page && onChange(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button type="button" className="pagination__btn" onClick={() => onChange(page + 1)} disabled={page >= totalPages} aria-label={t('ui.nextPage')}>
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
