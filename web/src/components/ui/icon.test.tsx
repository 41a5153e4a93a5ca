import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './icon';
import { GLYPHS } from './icons';

describe('Icon', () => {
  it('draws its glyph by name as a decorative stroke icon in the text colour, 18 px unless told', () => {
    const html = renderToStaticMarkup(<Icon name="plus" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('focusable="false"');
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('width="18"');
    expect(html).toContain('stroke-width="1.8"');
    expect(html).toContain(`<path d="${GLYPHS.plus}"></path>`);
  });

  it('takes a size and a weight', () => {
    const html = renderToStaticMarkup(<Icon name="up" size={30} strokeWidth={2} />);
    expect(html).toContain('height="30"');
    expect(html).toContain('stroke-width="2"');
  });
});

describe('GLYPHS', () => {
  it('holds each drawing once', () => {
    const paths = Object.values(GLYPHS);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
