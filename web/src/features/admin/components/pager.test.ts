import { ADMIN_MAX_PAGE_BUTTONS } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { pageRange } from '@/components/ui/pagination-range';
import { ADMIN_PAGER_SIBLINGS } from './pager';

describe('admin pager', () => {
  it(`never shows more than ${ADMIN_MAX_PAGE_BUTTONS} page buttons, and always the current, first and last page`, () => {
    for (let total = 1; total <= 60; total++) {
      for (let page = 1; page <= total; page++) {
        const buttons = pageRange(page, total, ADMIN_PAGER_SIBLINGS).filter((p): p is number => typeof p === 'number');
        expect(buttons.length, `page ${page} of ${total}: ${buttons.join(',')}`).toBeLessThanOrEqual(ADMIN_MAX_PAGE_BUTTONS);
        expect(buttons, `page ${page} of ${total}`).toEqual(expect.arrayContaining([1, page, total]));
      }
    }
  });
});
