import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio, HEX_COLOUR_MESSAGE, normalizeHex, QR_MIN_CONTRAST, qrColourWarning, relativeLuminance } from './qr-colours';

describe('normalizeHex', () => {
  it('accepts #rrggbb, rrggbb and #rgb (any case, spaces around), lower-cased', () => {
    expect(normalizeHex('#1E3A8A')).toBe('#1e3a8a');
    expect(normalizeHex('ffffff')).toBe('#ffffff');
    expect(normalizeHex('#abc')).toBe('#aabbcc');
    expect(normalizeHex('  #00FF00 ')).toBe('#00ff00');
  });
  it('refuses anything else', () => {
    for (const bad of ['', '#', '#12345', '#1234567', 'red', '#ggg', 'rgb(0,0,0)', '##000000']) expect(normalizeHex(bad), bad).toBeNull();
  });
  it('has a message that says the expected form', () => {
    expect(HEX_COLOUR_MESSAGE).toBe('Please enter a colour as #rrggbb.');
  });
});

describe('WCAG contrast', () => {
  it('computes relative luminance and the contrast ratio as WCAG 2 defines them', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
    // Reference values (WebAIM contrast checker).
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#eeeeee', '#ffffff')).toBeCloseTo(1.16, 2);
    expect(contrastRatio('#1e3a8a', '#ffffff')).toBeCloseTo(10.36, 2);
    expect(contrastRatio('#949494', '#ffffff')).toBeCloseTo(3.03, 2);
  });
  it('formats ratios rounded down, so a ratio under the bar never reads as the bar', () => {
    expect(formatRatio(21)).toBe('21:1');
    expect(formatRatio(QR_MIN_CONTRAST)).toBe('3:1');
    expect(formatRatio(2.96)).toBe('2.9:1');
    expect(formatRatio(1.16)).toBe('1.1:1');
    expect(formatRatio(4.48)).toBe('4.4:1');
  });
});

describe('qrColourWarning', () => {
  it('says nothing for dark on light with enough contrast', () => {
    for (const [fg, bg] of [
      ['#000000', '#ffffff'],
      ['#1e3a8a', '#ffffff'],
      ['#949494', '#ffffff'], // 3.03:1, just over the bar
      ['#4f46e5', '#eef0ff'],
    ])
      expect(qrColourWarning(fg!, bg!), `${fg} on ${bg}`).toBeNull();
  });

  it('warns about white on white and #eeeeee on white (too little contrast)', () => {
    const same = qrColourWarning('#ffffff', '#ffffff')!;
    expect(same).toMatchObject({ lowContrast: true, inverted: false, ratio: 1, title: 'This QR code may not scan' });
    expect(same.message).toContain('contrast is 1:1, and scanners need at least 3:1');
    const pale = qrColourWarning('#eeeeee', '#ffffff')!;
    expect(pale).toMatchObject({ lowContrast: true, inverted: false });
    expect(pale.message).toContain('1.1:1');
    expect(pale.message).toContain('You can still download this code');
    expect(qrColourWarning('#959595', '#ffffff')).toMatchObject({ lowContrast: true }); // 2.99:1
  });

  it('warns about inverted codes (light on dark) even with full contrast', () => {
    const inverted = qrColourWarning('#ffffff', '#000000')!;
    expect(inverted).toMatchObject({ lowContrast: false, inverted: true });
    expect(inverted.message).toContain('The foreground is lighter than the background');
    expect(inverted.message).not.toContain('too close');
  });

  it('names both problems when a light foreground also lacks contrast', () => {
    const both = qrColourWarning('#ffffff', '#eeeeee')!;
    expect(both).toMatchObject({ lowContrast: true, inverted: true });
    expect(both.message).toContain('too close');
    expect(both.message).toContain('also lighter than the background');
  });

  it('accepts the forms normalizeHex does and ignores what is not a colour', () => {
    expect(qrColourWarning('EEE', '#FFF')).toMatchObject({ lowContrast: true });
    expect(qrColourWarning('#12', '#ffffff')).toBeNull();
  });
});
