import './progress-bar.css';

/** A determinate progress bar (role=progressbar, aria-valuenow 0–100) with a visible caption. */
export function ProgressBar({ value, label, caption }: { value: number; label: string; caption?: string }) {
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={v}
        aria-valuetext={caption ?? `${v} %`}
      >
        <div className="progress__fill" style={{ width: `${v}%` }} />
      </div>
      {caption && (
        <p className="progress__caption" aria-hidden="true">
          {caption}
        </p>
      )}
    </div>
  );
}
