/**
 * Who an identity provider says signed in, once the protocol's checks passed (the OIDC ID token's
 * signature, issuer, audience, nonce; the SAML assertion's signature, audience, recipient, time).
 * The protocol code builds it; completeSsoSignIn decides which account it is.
 */
export interface SsoIdentity {
  /** The provider's issuer (OIDC `iss`) or entity ID (SAML): the namespace of `subject`. */
  issuer: string;
  /** The provider's stable id of the person (OIDC `sub`, SAML NameID). */
  subject: string;
  /** The e-mail address, lower-cased, which the provider vouches for (OIDC `email_verified`; a SAML IdP's asserted address). */
  email: string;
  /** The display name, if the provider sent one. */
  name?: string;
}
