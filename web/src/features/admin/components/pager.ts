import { ADMIN_MAX_PAGE_BUTTONS } from '@kisa/shared';

/**
 * The pager shows first, last, the current page with `siblings` on each side and two gaps:
 * at most 2·siblings + 5 page buttons, so 3 siblings keep it within ADMIN_MAX_PAGE_BUTTONS (12).
 */
export const ADMIN_PAGER_SIBLINGS = Math.floor((ADMIN_MAX_PAGE_BUTTONS - 5) / 2);
