import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Domain } from '@kisa/shared';
import { domainChoices } from '@/lib/link-domains';
import { domainOf } from '@/lib/test-support/domains';
import { DomainField } from './domain-field';

const verified = (host: string, isDefault = false): Domain => domainOf(host, { isDefault });

const choices = domainChoices({ items: [verified('go.acme.test', true), verified('xn--ksa-jua.xn--rnek-4qa.com')], platformHost: 'ki.sa' });
const noop = () => {};

describe('DomainField', () => {
  it("is a labelled select of the platform's domain and the team's, the chosen one selected, with its hint", () => {
    const html = renderToStaticMarkup(<DomainField choices={choices} value="go.acme.test" onChange={noop} hint="Your short link: go.acme.test/spring" />);
    const id = /<select[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<label class="field__label" for="${id}">Domain</label>`);
    expect(html).toContain('<option value="">ki.sa (platform)</option>');
    expect(html).toContain('<option value="go.acme.test" selected="">go.acme.test (default)</option>');
    expect(html).toContain('<option value="xn--ksa-jua.xn--rnek-4qa.com">kısa.örnek.com</option>');
    expect(html).toContain(`aria-describedby="${id}-hint"`);
    expect(html).toContain(`<p id="${id}-hint" class="field__hint">Your short link: go.acme.test/spring</p>`);
    expect(html).not.toContain('aria-invalid');
  });

  it("selects the platform's domain for null and marks the field invalid with the form's error", () => {
    const html = renderToStaticMarkup(<DomainField choices={choices} value={null} onChange={noop} invalid describedBy="form-error" />);
    expect(html).toContain('<option value="" selected="">ki.sa (platform)</option>');
    expect(html).toContain('field--invalid');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="form-error"');
  });
});
