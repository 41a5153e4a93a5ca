export function Spinner({ label, size = 'sm' }: { label?: string; size?: 'sm' | 'lg' }) {
  return <span className={`spinner spinner--${size}`} role={label ? 'status' : undefined} aria-label={label} aria-hidden={label ? undefined : true} />;
}
