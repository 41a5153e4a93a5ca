import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconSet, StrokeIcon } from './icon';

describe('StrokeIcon and iconSet', () => {
  it('draws a decorative stroke icon in the text colour', () => {
    const html = renderToStaticMarkup(<StrokeIcon d="M5 12h14" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('focusable="false"');
    expect(html).toContain('stroke="currentColor"');
    expect(html).toContain('width="20"');
    expect(html).toContain('stroke-width="1.8"');
    expect(html).toContain('<path d="M5 12h14"></path>');
  });

  it('a set draws its glyph by name, at the set’s size and weight unless a size is given', () => {
    const Icon = iconSet({ flat: 'M5 12h14', up: 'M12 19V5' }, { size: 16, strokeWidth: 2 });
    const html = renderToStaticMarkup(<Icon name="up" />);
    expect(html).toContain('<path d="M12 19V5"></path>');
    expect(html).toContain('width="16"');
    expect(html).toContain('stroke-width="2"');
    expect(renderToStaticMarkup(<Icon name="flat" size={30} />)).toContain('height="30"');
  });
});
