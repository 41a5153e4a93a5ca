/** CTR and days as the campaign screens show them (tr-TR; counts use lib/format). */
const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A CTR in percent (12.5 → "%12,5"), one decimal. */
export const formatCtr = (ctr: number) => percent.format(ctr / 100);

export function formatDay(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : d.toLocaleDateString('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric' });
}
