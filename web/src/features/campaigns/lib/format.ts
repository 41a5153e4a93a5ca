import { formatDate } from '../../../lib/format';

/** CTR and days as the campaign screens show them (tr-TR; counts and dates use lib/format). */
const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A CTR in percent (12.5 → "%12,5"), one decimal. */
export const formatCtr = (ctr: number) => percent.format(ctr / 100);

/** The day of an ISO time (05.03.2025), '—' when there is none. */
export const formatDay = (iso: string) => formatDate(iso) || '—';
