/**
 * Pages on each side of the current one on a phone: with first, last and two gaps that is 7
 * slots, plus previous/next — one line at 390 px.
 */
export const PHONE_SIBLINGS = 1;

/** One slot of a pagination bar: a page number or a gap. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The pages a pagination bar shows (1-based): the first and last page, `siblings` pages on
 * each side of the current one, and an ellipsis for each gap of two or more pages (a gap of
 * exactly one page shows that page instead). The number of slots stays constant while the
 * current page moves, so the buttons do not jump around.
 */
export function pageRange(current: number, totalPages: number, siblings = 5): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const s = Math.max(0, Math.floor(siblings));
  // first + last + current + 2*siblings + 2 ellipses
  const slots = 2 * s + 5;
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);

  const startWindow = Math.max(Math.min(page - s, total - 2 * s - 2), 3);
  const endWindow = Math.min(Math.max(page + s, 2 * s + 3), total - 2);
  const items: PageItem[] = [1];
  items.push(startWindow > 3 ? 'start-ellipsis' : 2);
  for (let p = startWindow; p <= endWindow; p++) items.push(p);
  items.push(endWindow < total - 2 ? 'end-ellipsis' : total - 1);
  items.push(total);
  return items;
}
