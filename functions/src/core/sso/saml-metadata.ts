import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';

/**
 * Reads an identity provider's SAML 2.0 metadata (what an owner uploads or names by URL) into
 * what Kisa keeps: its entity ID, where to send the browser (the HTTP-Redirect binding's
 * SingleSignOnService) and the certificates its answers are signed with.
 *
 * The XML comes from outside, so: at most SAML_METADATA_MAX_BYTES, no DOCTYPE at all (no
 * entities, external or expanding: xmldom would not fetch them, but nothing here needs them
 * either), a parse error refuses the whole document, and each certificate must parse as X.509.
 */

export const SAML_METADATA_MAX_BYTES = 200_000;

export const SAML_REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const select = xpath.useNamespaces({ md: MD, ds: DS });

export interface SamlIdpDescription {
  idpEntityId: string;
  ssoUrl: string;
  /** PEM, one per signing certificate (several while the provider rolls its key over). */
  certificates: string[];
}

/** Why metadata was refused, in words for the owner who gave it. */
export class SamlMetadataError extends Error {
  override name = 'SamlMetadataError';
}

export function parseIdpMetadata(xml: string): SamlIdpDescription {
  if (Buffer.byteLength(xml, 'utf8') > SAML_METADATA_MAX_BYTES) throw new SamlMetadataError(`it is over ${SAML_METADATA_MAX_BYTES / 1000} kB`);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new SamlMetadataError('it declares a DOCTYPE, which SAML metadata never needs');
  const doc = parseXml(xml);
  const descriptors = (select('//md:EntityDescriptor[md:IDPSSODescriptor]', doc) as Element[]).filter(Boolean);
  if (descriptors.length === 0) throw new SamlMetadataError('it describes no identity provider (no EntityDescriptor with an IDPSSODescriptor)');
  if (descriptors.length > 1) throw new SamlMetadataError('it describes several identity providers; give the metadata of one');
  const entity = descriptors[0]!;
  const idpEntityId = entity.getAttribute('entityID')?.trim() ?? '';
  if (!idpEntityId) throw new SamlMetadataError('its EntityDescriptor has no entityID');
  const idp = select('md:IDPSSODescriptor', entity, true) as Element;
  const services = select(`md:SingleSignOnService[@Binding='${SAML_REDIRECT_BINDING}']`, idp) as Element[];
  const ssoUrl = services[0]?.getAttribute('Location')?.trim() ?? '';
  if (!ssoUrl) throw new SamlMetadataError('it offers no SingleSignOnService with the HTTP-Redirect binding');
  const certificates = (select("md:KeyDescriptor[not(@use) or @use='signing']/ds:KeyInfo/ds:X509Data/ds:X509Certificate", idp) as Element[]).map((node) =>
    certificatePem(node.textContent ?? ''),
  );
  if (certificates.length === 0) throw new SamlMetadataError('it names no signing certificate (KeyDescriptor use="signing")');
  return { idpEntityId, ssoUrl, certificates: [...new Set(certificates)] };
}

function parseXml(xml: string): Document {
  const problems: string[] = [];
  const record = (message: string) => problems.push(message.split('\n')[0] ?? message);
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: record, fatalError: record } }).parseFromString(xml, 'text/xml');
  if (problems.length || !doc?.documentElement) throw new SamlMetadataError(`it is not well-formed XML (${problems[0] ?? 'no root element'})`);
  return doc as unknown as Document;
}

/**
 * A certificate as PEM, from PEM or bare base64 DER (metadata's X509Certificate, what an owner
 * pastes); throws SamlMetadataError when it is no X.509 certificate.
 */
export function certificatePem(text: string): string {
  const base64 = text
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
  if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw new SamlMetadataError('a certificate is not base64 or PEM');
  try {
    new X509Certificate(Buffer.from(base64, 'base64'));
  } catch {
    throw new SamlMetadataError('a certificate is not a valid X.509 certificate');
  }
  return `-----BEGIN CERTIFICATE-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/** What the settings page shows of a certificate: its SHA-256 fingerprint (hex, colon-separated) and when it expires. */
export function certificateSummary(pem: string): { fingerprint: string; notAfter?: string } {
  const cert = new X509Certificate(pem);
  const notAfter = new Date(cert.validTo);
  return { fingerprint: cert.fingerprint256, ...(Number.isNaN(notAfter.getTime()) ? {} : { notAfter: notAfter.toISOString() }) };
}
