import { formatDate, formatPercent } from '@/lib/format';

/** A CTR in percent (12.5 → "%12,5"), one decimal, as the campaign screens show it. */
/** Average clicks per link in percent; '—' before any click, when there is nothing to average ("%0,0" read as a measured rate). */
export const formatCtr = (ctr: number, totalClicks: number) => (totalClicks > 0 ? formatPercent(ctr / 100, 1) : '—');

/** The day of an ISO time (05.03.2025), '—' when there is none. */
export const formatDay = (iso: string) => formatDate(iso) || '—';
