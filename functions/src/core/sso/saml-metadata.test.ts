import { describe, expect, it } from 'vitest';
import { idpMetadata, selfSignedKey } from '#test-support/sso/saml-idp.js';
import { certificatePem, certificateSummary, parseIdpMetadata, SAML_METADATA_MAX_BYTES } from './saml-metadata.js';

// An identity provider's metadata comes from outside: what is read from it, and what refuses it.

const key = selfSignedKey('IdP Ünïcode — مزود الهوية 🔐');
const rolled = selfSignedKey('IdP next key');
const ENTITY = 'https://idp.example/saml/İstanbul';
const SSO = 'https://idp.example/sso';

describe('parseIdpMetadata', () => {
  it('reads the entity ID, the HTTP-Redirect sign-in URL and every signing certificate (as PEM)', () => {
    const read = parseIdpMetadata(idpMetadata(ENTITY, SSO, key.certificate, rolled.certificate));
    expect(read.idpEntityId).toBe(ENTITY);
    expect(read.ssoUrl).toBe(SSO);
    expect(read.certificates.map((c) => certificateSummary(c).fingerprint)).toEqual([
      certificateSummary(key.certificate).fingerprint,
      certificateSummary(rolled.certificate).fingerprint,
    ]);
  });

  it('reads the one IdP of an EntitiesDescriptor', () => {
    const inner = idpMetadata(ENTITY, SSO, key.certificate).replace('<?xml version="1.0"?>', '');
    const wrapped = `<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${inner}</md:EntitiesDescriptor>`;
    expect(parseIdpMetadata(wrapped).idpEntityId).toBe(ENTITY);
  });

  const refusals: [string, string, RegExp][] = [
    [
      'a DOCTYPE (entities)',
      `<!DOCTYPE md [<!ENTITY x SYSTEM "file:///etc/passwd">]>${idpMetadata(ENTITY, SSO, key.certificate).replace('<?xml version="1.0"?>', '')}`,
      /DOCTYPE/,
    ],
    ['XML that is not well-formed', '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata"><md:IDPSSODescriptor>', /not well-formed/],
    ['no identity provider', '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x"/>', /no identity provider/],
    [
      'no Redirect binding',
      idpMetadata(ENTITY, SSO, key.certificate).replace(/<md:SingleSignOnService Binding="[^"]*HTTP-Redirect"[^>]*>/, ''),
      /HTTP-Redirect/,
    ],
    ['no certificate', idpMetadata(ENTITY, SSO), /no signing certificate/],
    ['a certificate that is not one', idpMetadata(ENTITY, SSO, 'bm90IGEgY2VydGlmaWNhdGU='), /not a valid X\.509/],
    [
      'over the size limit',
      idpMetadata(ENTITY, SSO, key.certificate).replace('<md:IDPSSODescriptor', `<!-- ${'x'.repeat(SAML_METADATA_MAX_BYTES)} --><md:IDPSSODescriptor`),
      /over/,
    ],
  ];
  it.each(refusals)('refuses %s, saying why', (_what, xml, why) => {
    expect(() => parseIdpMetadata(xml)).toThrow(why);
  });

  it('refuses metadata describing two identity providers', () => {
    const one = idpMetadata(ENTITY, SSO, key.certificate).replace('<?xml version="1.0"?>', '');
    const two = one.replace(ENTITY, 'https://other.example/idp');
    expect(() => parseIdpMetadata(`<md:EntitiesDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata">${one}${two}</md:EntitiesDescriptor>`)).toThrow(
      /several/,
    );
  });
});

describe('certificatePem', () => {
  it('takes PEM or bare base64 and answers the same PEM', () => {
    const bare = key.certificate.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');
    expect(certificatePem(bare)).toBe(certificatePem(key.certificate));
    expect(certificateSummary(certificatePem(bare)).notAfter).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
