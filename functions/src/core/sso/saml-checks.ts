import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import { SAML_CLOCK_SKEW_MS } from './saml-service-provider.js';

/**
 * The checks node-saml leaves to its caller, on what it verified: the assertion's Issuer is the
 * team's identity provider, a bearer SubjectConfirmation names our assertion consumer service as
 * its Recipient, and the assertion's ID and expiry (for the replay record). The Response's
 * Destination, when the provider sets it, must be our ACS too.
 */

const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
const select = xpath.useNamespaces({ saml: ASSERTION, samlp: PROTOCOL });

/** Assertions whose conditions give no end are remembered this long (node-saml refuses older ones by their request's age anyway). */
const DEFAULT_LIFETIME_MS = 10 * 60_000;

export class SamlCheckError extends Error {
  override name = 'SamlCheckError';
  constructor(
    readonly check: string,
    message: string,
  ) {
    super(message);
  }
}

function parse(xml: string, what: string): Element {
  let failed = false;
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: () => (failed = true), fatalError: () => (failed = true) } }).parseFromString(
    xml,
    'text/xml',
  );
  if (failed || !doc?.documentElement) throw new SamlCheckError('xml', `${what} is not well-formed XML`);
  return doc.documentElement as unknown as Element;
}

/** The Response's Destination, if any, must be our ACS (SAML core 3.2.2: required when the Response is signed). */
export function checkDestination(responseXml: string, acsUrl: string): void {
  const response = parse(responseXml, 'the answer');
  if (response.localName !== 'Response' || response.namespaceURI !== PROTOCOL) throw new SamlCheckError('response', 'the answer is no samlp:Response');
  const destination = response.getAttribute('Destination');
  if (destination && destination !== acsUrl) throw new SamlCheckError('destination', `Destination ${destination} is not ${acsUrl}`);
}

/** Checks a verified assertion (node-saml's signed XML) and answers its ID and until when (epoch s) to remember it. */
export function checkSignedAssertion(assertionXml: string, expected: { idpEntityId: string; acsUrl: string }): { assertionId: string; expiresAt: number } {
  const assertion = parse(assertionXml, 'the assertion');
  if (assertion.localName !== 'Assertion' || assertion.namespaceURI !== ASSERTION)
    throw new SamlCheckError('assertion', 'the signed part is no saml:Assertion');
  const issuer = (select('string(saml:Issuer)', assertion) as string).trim();
  if (issuer !== expected.idpEntityId) throw new SamlCheckError('issuer', `Issuer ${issuer || '(none)'} is not ${expected.idpEntityId}`);
  const assertionId = assertion.getAttribute('ID') ?? '';
  if (!assertionId) throw new SamlCheckError('id', 'the assertion has no ID');
  const confirmations = select(`saml:Subject/saml:SubjectConfirmation[@Method='${BEARER}']/saml:SubjectConfirmationData`, assertion) as Element[];
  const ours = confirmations.filter((data) => data.getAttribute('Recipient') === expected.acsUrl);
  if (ours.length === 0) {
    const named = confirmations.map((data) => data.getAttribute('Recipient') || '(none)').join(', ') || 'no bearer confirmation';
    throw new SamlCheckError('recipient', `Recipient ${named} is not ${expected.acsUrl}`);
  }
  const ends = [...ours.map((data) => data.getAttribute('NotOnOrAfter')), ...(select('saml:Conditions/@NotOnOrAfter', assertion) as Attr[]).map((a) => a.value)]
    .map((value) => (value ? Date.parse(value) : Number.NaN))
    .filter((ms) => Number.isFinite(ms));
  const end = ends.length ? Math.min(...ends) : Date.now() + DEFAULT_LIFETIME_MS;
  return { assertionId, expiresAt: Math.ceil((end + SAML_CLOCK_SKEW_MS) / 1000) };
}

/**
 * The provider's refusal as a status code's name (`AuthnFailed`, `RequestDenied`): never its free
 * text, which anyone may post unsigned and the sign-in page would show as ours.
 */
export function refusalCodeOf(responseXml: string): string {
  const response = parse(responseXml, 'the answer');
  const codes = (select('samlp:Status//samlp:StatusCode/@Value', response) as Attr[]).map((a) => a.value.slice(a.value.lastIndexOf(':') + 1));
  const named = codes.reverse().find((code) => /^[A-Za-z]{1,40}$/.test(code) && code !== 'Success');
  return named ?? 'Responder';
}
