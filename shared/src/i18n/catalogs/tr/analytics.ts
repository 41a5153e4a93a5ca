import type { analytics as en } from '../en/analytics.js';

export const analytics: Record<keyof typeof en, string> = {
  'analytics.change.none': 'önceki dönemde hiç yoktu',
  'analytics.change.flat': 'önceki döneme göre değişiklik yok',
  'analytics.change.up': 'önceki döneme göre {change} artış',
  'analytics.change.down': 'önceki döneme göre {change} düşüş',
};
