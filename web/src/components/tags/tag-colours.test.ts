import { describe, expect, it } from 'vitest';
import { TAG_COLORS } from '@kisa/shared';
import { contrastRatio } from '@/lib/qr-colours';
import { nextTagColour, TAG_PAINT, tagPaint } from './tag-colours';

describe('tag colours', () => {
  it('paints every TAG_COLORS name, with text that passes WCAG AA (4.5:1) on its chip and on the white page', () => {
    expect(Object.keys(TAG_PAINT).sort()).toEqual([...TAG_COLORS].sort());
    for (const color of TAG_COLORS) {
      const p = TAG_PAINT[color];
      expect(contrastRatio(p.text, p.background), `${color}: text ${p.text} on ${p.background}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(p.text, '#ffffff'), `${color}: text ${p.text} on white`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('paints a known colour its own way and an unknown colour gray', () => {
    expect(tagPaint('blue')).toBe(TAG_PAINT.blue);
    expect(tagPaint('ultraviolet')).toBe(TAG_PAINT.gray);
  });

  it("offers the colour the team's tags use least, first in order on a tie", () => {
    expect(nextTagColour([])).toBe('gray');
    expect(nextTagColour(['gray'])).toBe('red');
    expect(nextTagColour(['gray', 'red', 'gray'])).toBe('orange');
    expect(nextTagColour([...TAG_COLORS])).toBe('gray');
  });
});
