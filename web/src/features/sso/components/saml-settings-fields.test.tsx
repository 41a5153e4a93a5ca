import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { samlFieldsValue, samlSettingsInput, SamlSettingsFields, type SamlFieldsValue } from './saml-settings-fields';

const addresses = {
  samlMetadataUrl: 'https://app.kisa.test/api/auth/sso/saml/metadata',
  samlEntityId: 'https://app.kisa.test/api/auth/sso/saml/metadata',
  samlAcsUrl: 'https://app.kisa.test/api/auth/sso/saml/acs',
};
const render = (value: SamlFieldsValue, extra: Partial<Parameters<typeof SamlSettingsFields>[0]> = {}) =>
  renderToStaticMarkup(<SamlSettingsFields value={value} onChange={() => undefined} addresses={addresses} {...extra} />);

describe('SamlSettingsFields', () => {
  it('shows what to give the identity provider, each address with its copy button', () => {
    const html = render(samlFieldsValue(null));
    expect(html).toContain(addresses.samlAcsUrl);
    expect(html).toContain(addresses.samlMetadataUrl);
    expect(html.match(/aria-label="Copy the [^"]*"/g)).toEqual([
      'aria-label="Copy the Metadata URL"',
      'aria-label="Copy the Entity ID (audience)"',
      'aria-label="Copy the Assertion consumer service URL (HTTP-POST)"',
    ]);
  });

  it('offers the metadata URL, a file or typed-in settings, showing the chosen source’s fields and the server’s refusal', () => {
    const byUrl = render(samlFieldsValue(null), { error: 'The identity provider’s SAML metadata cannot be used: it is not well-formed XML.' });
    expect(byUrl.match(/type="radio"/g)).toHaveLength(3);
    expect(byUrl).toContain('Metadata URL');
    expect(byUrl).toContain('it is not well-formed XML');
    expect(render({ ...samlFieldsValue(null), source: 'file' })).toContain('type="file"');
    const manual = render({ ...samlFieldsValue(null), source: 'manual' });
    expect(manual).toContain('Signing certificate');
    expect(manual).toContain('Sign-in URL (HTTP-Redirect)');
  });

  it('lists the saved certificates by fingerprint, never their text', () => {
    const saved = {
      entityId: 'https://idp.example',
      ssoUrl: 'https://idp.example/sso',
      certificates: [{ fingerprint: 'AB:CD', notAfter: '2027-01-01T00:00:00.000Z' }],
    };
    const html = render(samlFieldsValue({ protocol: 'saml', saml: saved } as never), { saved });
    expect(html).toContain('SHA-256 AB:CD');
    expect(html).toContain('Leave empty to keep the saved certificates.');
  });
});

describe('samlSettingsInput', () => {
  const value: SamlFieldsValue = {
    source: 'url',
    metadataUrl: ' https://idp.example/metadata ',
    metadataXml: '<md:EntityDescriptor/>',
    fileName: 'idp.xml',
    entityId: ' https://idp.example/İstanbul ',
    ssoUrl: 'https://idp.example/sso',
    certificate: '',
  };
  it('sends only the chosen source’s fields', () => {
    expect(samlSettingsInput(value)).toEqual({ metadataUrl: 'https://idp.example/metadata' });
    expect(samlSettingsInput({ ...value, source: 'file' })).toEqual({ metadataXml: '<md:EntityDescriptor/>' });
    expect(samlSettingsInput({ ...value, source: 'manual' })).toEqual({ entityId: 'https://idp.example/İstanbul', ssoUrl: 'https://idp.example/sso' });
    expect(samlSettingsInput({ ...value, source: 'manual', certificate: ' MIIB ' }).certificates).toEqual(['MIIB']);
  });
});
