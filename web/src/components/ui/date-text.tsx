import { formatDate, formatDateTime } from '@/lib/format';

/** A date as every screen shows it (lib/format: 23.11.2026), the full date and time on hover; '—' when there is none. */
export function DateText({ iso }: { iso: string | null | undefined }) {
  const day = formatDate(iso ?? undefined);
  if (!day) return <>—</>;
  return (
    <time dateTime={iso!} title={formatDateTime(iso!)}>
      {day}
    </time>
  );
}
