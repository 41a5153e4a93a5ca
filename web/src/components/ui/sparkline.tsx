import './sparkline.css';

/**
 * The points of a trend line in a `width`×`height` box (`pad` kept free for the stroke):
 * evenly spaced, 0 on the bottom edge, the largest value on the top edge.
 */
export function sparklinePoints(values: readonly number[], width: number, height: number, pad = 2): Array<[number, number]> {
  const max = Math.max(0, ...values);
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0;
  const round = (n: number) => Math.round(n * 100) / 100;
  return values.map((v, i) => [
    round(values.length > 1 ? pad + i * step : width / 2),
    round(height - pad - (max > 0 ? (Math.max(0, v) / max) * (height - 2 * pad) : 0)),
  ]);
}

/**
 * A small trend line, hand-written SVG (the dashboard and campaign chunks stay free of a chart
 * library). It stretches to its container's width; `label` is what assistive technology reads.
 */
export function Sparkline({ values, label, height = 32, className }: { values: readonly number[]; label: string; height?: number; className?: string }) {
  const width = 100;
  const pts = sparklinePoints(values, width, height);
  if (pts.length === 0) return null;
  const line = pts.map(([x, y]) => `${x},${y}`).join(' ');
  const area = `M${pts[0]![0]},${height} L${line.replace(/ /g, ' L')} L${pts.at(-1)![0]},${height} Z`;
  return (
    <svg
      className={['sparkline', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      height={height}
      role="img"
      aria-label={label}
      focusable="false"
    >
      <path className="sparkline__area" d={area} />
      <polyline className="sparkline__line" points={line} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
