import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';

/**
 * A SAML 2.0 identity provider on loopback for tests: its own RSA key and self-signed
 * certificate (made here), metadata at /metadata, and at /sso (HTTP-Redirect binding) a real
 * signed answer for whoever is signed in at it (`signedIn`), as the auto-posting HTML form a
 * browser would submit to the service provider. `next` bends the next answer into a hostile or
 * broken one: another audience, issuer, recipient or key, tampered after signing, expired, …
 */

const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const EXC_C14N = 'http://www.w3.org/2001/10/xml-exc-c14n#';

export interface SigningKey {
  privateKey: string;
  /** PEM. */
  certificate: string;
}

/** An RSA key and a self-signed X.509 certificate for it (node-forge), valid from a minute ago for a year. */
export function selfSignedKey(commonName: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  // Tagged UTF8String, forge encodes the name as UTF-8 (its default, PrintableString, cannot hold İ).
  const subject = [{ name: 'commonName', value: commonName, valueTagClass: forge.asn1.Type.UTF8 as number as forge.asn1.Class }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { privateKey, certificate: forge.pki.certificateToPem(cert) };
}

const bare = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----|\s+/g, '');

export interface IdpUser {
  email: string;
  /** The NameID (a stable id at the provider); the e-mail when not given. */
  nameId?: string;
  name?: string;
}

/** How to bend the next answer. */
export interface AnswerBend {
  audience?: string;
  issuer?: string;
  recipient?: string;
  destination?: string;
  /** null: an unsolicited answer (no InResponseTo anywhere). */
  inResponseTo?: string | null;
  notBefore?: Date;
  notOnOrAfter?: Date;
  /** Sign with this key instead of the provider's own (the service provider does not trust it). */
  signWith?: SigningKey;
  /** Sign the Response instead of the Assertion. */
  signResponse?: boolean;
  /** Change the signed XML (e.g. the NameID): a signature-wrapping or tampering attempt. */
  tamper?: (xml: string) => string;
  /** A non-Success status (no assertion). */
  status?: { code: string; message: string };
  assertionId?: string;
}

export interface SamlIdp {
  entityId: string;
  ssoUrl: string;
  metadataUrl: string;
  metadataXml: string;
  key: SigningKey;
  /** Who has a session at the provider; undefined: nobody (the provider then answers its own sign-in page, no SAMLResponse). */
  signedIn: IdpUser | undefined;
  /** Bends applied to the next answer only. */
  next: AnswerBend | undefined;
  /** The last answer it produced (base64 SAMLResponse, RelayState, where it posts). */
  last: SamlPost | undefined;
  close(): Promise<void>;
}

export interface SamlPost {
  acsUrl: string;
  SAMLResponse: string;
  RelayState?: string;
}

export async function startSamlIdp(): Promise<SamlIdp> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', idp.entityId);
    if (url.pathname === '/metadata') {
      res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' }).end(idp.metadataXml);
      return;
    }
    if (url.pathname !== '/sso' || !url.searchParams.get('SAMLRequest')) {
      res.writeHead(404).end();
      return;
    }
    if (!idp.signedIn) {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><h1>Sign in to the test IdP</h1><p>No account here.</p></body></html>');
      return;
    }
    const request = readAuthnRequest(url.searchParams.get('SAMLRequest')!);
    const bend = idp.next ?? {};
    idp.next = undefined;
    const post: SamlPost = {
      acsUrl: request.acsUrl,
      SAMLResponse: Buffer.from(samlResponse(idp, idp.signedIn, request, bend)).toString('base64'),
      ...(url.searchParams.has('RelayState') ? { RelayState: url.searchParams.get('RelayState')! } : {}),
    };
    idp.last = post;
    res.writeHead(200, { 'content-type': 'text/html' }).end(autoPostForm(post));
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const key = selfSignedKey('Kisa test IdP — İstanbul');
  const idp: SamlIdp = {
    entityId: `${base}/idp`,
    ssoUrl: `${base}/sso`,
    metadataUrl: `${base}/metadata`,
    metadataXml: '',
    key,
    signedIn: undefined,
    next: undefined,
    last: undefined,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  idp.metadataXml = idpMetadata(idp.entityId, idp.ssoUrl, key.certificate);
  return idp;
}

export function idpMetadata(entityId: string, ssoUrl: string, ...certificates: string[]): string {
  const keys = certificates
    .map(
      (c) =>
        `<md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${bare(c)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`,
    )
    .join('');
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${esc(entityId)}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    ${keys}
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${esc(ssoUrl)}/post"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${esc(ssoUrl)}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

interface AuthnRequest {
  id: string;
  acsUrl: string;
  issuer: string;
}

/** The HTTP-Redirect binding's SAMLRequest: base64 of raw DEFLATE. */
export function readAuthnRequest(samlRequest: string): AuthnRequest {
  const xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
  const attr = (name: string) => xml.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1] ?? '';
  return { id: attr('ID'), acsUrl: attr('AssertionConsumerServiceURL'), issuer: xml.match(/<saml:Issuer[^>]*>([^<]*)</)?.[1] ?? '' };
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const instant = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

function samlResponse(idp: SamlIdp, user: IdpUser, request: AuthnRequest, bend: AnswerBend): string {
  const now = new Date();
  const responseId = `_r${randomBytes(16).toString('hex')}`;
  const assertionId = bend.assertionId ?? `_a${randomBytes(16).toString('hex')}`;
  const inResponseTo = bend.inResponseTo === undefined ? request.id : bend.inResponseTo;
  const irt = inResponseTo === null ? '' : ` InResponseTo="${esc(inResponseTo)}"`;
  const issuer = esc(bend.issuer ?? idp.entityId);
  const notBefore = instant(bend.notBefore ?? new Date(now.getTime() - 30_000));
  const notOnOrAfter = instant(bend.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000));
  const destination = esc(bend.destination ?? request.acsUrl);
  if (bend.status) {
    return `<samlp:Response xmlns:samlp="${PROTOCOL_NS}" xmlns:saml="${ASSERTION_NS}" ID="${responseId}" Version="2.0" IssueInstant="${instant(now)}" Destination="${destination}"${irt}><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Responder"><samlp:StatusCode Value="${esc(bend.status.code)}"/></samlp:StatusCode><samlp:StatusMessage>${esc(bend.status.message)}</samlp:StatusMessage></samlp:Status></samlp:Response>`;
  }
  const attributes = [['email', user.email], ...(user.name ? [['displayName', user.name]] : [])]
    .map(([name, value]) => `<saml:Attribute Name="${name}"><saml:AttributeValue>${esc(value!)}</saml:AttributeValue></saml:Attribute>`)
    .join('');
  const assertion = `<saml:Assertion xmlns:saml="${ASSERTION_NS}" ID="${assertionId}" Version="2.0" IssueInstant="${instant(now)}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${esc(user.nameId ?? user.email)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}" Recipient="${esc(bend.recipient ?? request.acsUrl)}"${irt}/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${notBefore}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${esc(bend.audience ?? request.issuer)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${instant(now)}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attributes}</saml:AttributeStatement></saml:Assertion>`;
  const key = bend.signWith ?? idp.key;
  const envelope = (inner: string) =>
    `<samlp:Response xmlns:samlp="${PROTOCOL_NS}" ID="${responseId}" Version="2.0" IssueInstant="${instant(now)}" Destination="${destination}"${irt}><saml:Issuer xmlns:saml="${ASSERTION_NS}">${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${inner}</samlp:Response>`;
  const signed = bend.signResponse ? sign(envelope(assertion), 'Response', key) : envelope(sign(assertion, 'Assertion', key));
  return bend.tamper ? bend.tamper(signed) : signed;
}

/** An enveloped XML signature (RSA-SHA256, exclusive C14N) of the element, placed after its Issuer as SAML wants. */
function sign(xml: string, element: 'Response' | 'Assertion', key: SigningKey): string {
  const signer = new SignedXml({
    privateKey: key.privateKey,
    publicCert: key.certificate,
    signatureAlgorithm: RSA_SHA256,
    canonicalizationAlgorithm: EXC_C14N,
  });
  const at = `/*[local-name(.)='${element}']`;
  signer.addReference({
    xpath: at,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', EXC_C14N],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  signer.computeSignature(xml, { location: { reference: `${at}/*[local-name(.)='Issuer']`, action: 'after' } });
  return signer.getSignedXml();
}

/** What a real provider answers: a page whose form posts itself to the service provider. */
function autoPostForm(post: SamlPost): string {
  const relay = post.RelayState === undefined ? '' : `<input type="hidden" name="RelayState" value="${esc(post.RelayState)}"/>`;
  return `<!doctype html><html><body onload="document.forms[0].submit()"><form method="post" action="${esc(post.acsUrl)}"><input type="hidden" name="SAMLResponse" value="${post.SAMLResponse}"/>${relay}<noscript><button type="submit">Continue</button></noscript></form></body></html>`;
}

/** The fields of an auto-post form page (what a browser would submit). */
export function formOf(html: string): SamlPost {
  const value = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1];
  const unescapeXml = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&gt;/g, '>')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
  const acsUrl = html.match(/action="([^"]*)"/)?.[1];
  const SAMLResponse = value('SAMLResponse');
  if (!acsUrl || !SAMLResponse) throw new Error(`expected the IdP's auto-post form, got: ${html.slice(0, 300)}`);
  const relay = value('RelayState');
  return { acsUrl: unescapeXml(acsUrl), SAMLResponse, ...(relay === undefined ? {} : { RelayState: unescapeXml(relay) }) };
}
