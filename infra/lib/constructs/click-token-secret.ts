import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { acknowledge } from './nag-suppressions';

/**
 * The key that signs click ids (conversions: functions/src/lib/crypto/click-token.ts):
 * 48 random characters CloudFormation generates, never in the template. The redirect (for links
 * with conversion tracking), the password gate's unlock and the conversions route read it
 * (`clickToken` in the route table: GetSecretValue on this secret only, grants.ts), once per
 * container. Not rotated: a click id must stay verifiable for the attribution window (90 days),
 * and a rotation would refuse every id handed out before it (docs/OPERATIONS.md).
 */
export class ClickTokenSecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: 'Kisa: the key that signs the click ids links with conversion tracking pass to their destinations (kisa_cid)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    acknowledge(
      this.secret,
      'AwsSolutions-SMG4',
      "Not rotated on purpose: click ids signed with it are reported back for up to 90 days (the attribution window); a rotation would make every id handed out before it unverifiable. It signs, it grants no access: a leak lets someone forge conversions for their own team only (the API checks the link is the caller's team).",
    );
  }
}

/**
 * The account key (functions/src/lib/crypto/auth-key.ts): signs Kisa's own session tokens (single
 * sign-on, passkeys, a password with a second factor) and seals second-factor secrets, each with a
 * key derived for that purpose. Every API function may read it (`authKey`, part of authenticating a
 * caller), once per container and only when such a token or secret is met. $0.40 a month.
 */
export class AuthKeySecret extends Construct {
  readonly secret: secretsmanager.Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: "Kisa: the key that signs Kisa's own session tokens and seals second-factor secrets",
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    acknowledge(
      this.secret,
      'AwsSolutions-SMG4',
      'Not rotated automatically: a new value ends every session it signed and makes every sealed authenticator secret unreadable, so its rotation is a planned operation (docs/OPERATIONS.md), not a schedule.',
    );
  }
}
