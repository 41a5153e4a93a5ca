export function Spinner({ label, size = 'sm' }: { label?: string; size?: 'sm' | 'lg' }) {
  const className = `spinner spinner--${size}`;
  return label ? <span className={className} role="status" aria-label={label} /> : <span className={className} aria-hidden="true" />;
}
