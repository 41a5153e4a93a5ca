import { encodePng } from './encode-png.js';

/**
 * A daily series as a bar chart, drawn pixel by pixel into an RGBA buffer and encoded as a PNG:
 * one bar per day, its total in the light colour and its unique part in the dark one over it, on
 * a white ground with four grid lines. No text (the mail says the figures): no font to carry.
 */

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 200;
/** Around the plot: room for nothing but air, so a bar never touches the image's edge. */
export const CHART_PADDING = 12;

type Rgb = readonly [number, number, number];
export const CHART_COLORS = {
  ground: [255, 255, 255] as Rgb,
  grid: [229, 231, 235] as Rgb,
  total: [147, 197, 253] as Rgb,
  unique: [29, 78, 216] as Rgb,
};

export interface ChartPoint {
  total: number;
  unique: number;
}

/** Where bar `i` of `count` stands: its first column and width in pixels. */
export function barColumns(i: number, count: number): { x: number; width: number } {
  const plot = CHART_WIDTH - 2 * CHART_PADDING;
  const slot = plot / count;
  const gap = Math.max(1, Math.floor(slot * 0.2));
  const x = Math.round(CHART_PADDING + i * slot + gap / 2);
  return { x, width: Math.max(1, Math.round(slot) - gap) };
}

/** How many pixels high a value stands when `max` fills the plot. */
export function barHeight(value: number, max: number): number {
  const plot = CHART_HEIGHT - 2 * CHART_PADDING;
  return max > 0 && value > 0 ? Math.max(1, Math.round((value / max) * plot)) : 0;
}

export function renderBarChart(points: readonly ChartPoint[]): Buffer {
  const data = new Uint8Array(CHART_WIDTH * CHART_HEIGHT * 4);
  const fill = (x0: number, y0: number, w: number, h: number, [r, g, b]: Rgb) => {
    for (let y = Math.max(0, y0); y < Math.min(CHART_HEIGHT, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(CHART_WIDTH, x0 + w); x++) {
        const at = (y * CHART_WIDTH + x) * 4;
        data[at] = r;
        data[at + 1] = g;
        data[at + 2] = b;
        data[at + 3] = 255;
      }
    }
  };
  fill(0, 0, CHART_WIDTH, CHART_HEIGHT, CHART_COLORS.ground);
  const baseline = CHART_HEIGHT - CHART_PADDING;
  for (let line = 0; line <= 4; line++) {
    fill(CHART_PADDING, baseline - Math.round(((CHART_HEIGHT - 2 * CHART_PADDING) * line) / 4), CHART_WIDTH - 2 * CHART_PADDING, 1, CHART_COLORS.grid);
  }
  const max = Math.max(0, ...points.map((p) => p.total));
  points.forEach((p, i) => {
    const { x, width } = barColumns(i, points.length);
    const total = barHeight(p.total, max);
    const unique = barHeight(Math.min(p.unique, p.total), max);
    fill(x, baseline - total, width, total, CHART_COLORS.total);
    fill(x, baseline - unique, width, unique, CHART_COLORS.unique);
  });
  return encodePng({ width: CHART_WIDTH, height: CHART_HEIGHT, data });
}
