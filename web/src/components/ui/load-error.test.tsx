import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadError } from './load-error';

const failed = { error: new Error('Network down'), isValidating: false, mutate: () => undefined };

describe('LoadError', () => {
  it('is an announced alert with what failed, the error’s message and Retry', () => {
    const html = renderToStaticMarkup(<LoadError title="Your links could not be loaded" source={failed} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('>Your links could not be loaded<');
    expect(html).toContain('<p>Network down</p>');
    expect(html).toMatch(/<button[^>]*>.*Retry.*<\/button>/);
  });

  it('says the screen’s own words instead of the error’s, and can leave Retry out', () => {
    const html = renderToStaticMarkup(<LoadError title="Link not found" source={failed} message="It may have been deleted." retry={false} />);
    expect(html).toContain('<p>It may have been deleted.</p>');
    expect(html).not.toContain('Network down');
    expect(html).not.toContain('<button');
  });
});
