import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { PASSWORD_MIN } from '@kisa/shared';
import { Construct } from 'constructs';
import { acknowledge } from './nag-suppressions';

/**
 * Cognito holds credentials only. The API creates users itself (AdminCreateUser with
 * username = our user id) and runs its own verify/recover/reset flows with SES, so
 * Cognito's self sign-up, its own mail and its account recovery are all off.
 */
export class UserPool extends Construct {
  readonly pool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.pool = new cognito.UserPool(this, 'Pool', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // Same rule as the sign-up form (shared/src/validation.ts): a length, no classes.
      passwordPolicy: {
        minLength: PASSWORD_MIN,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: cognito.AccountRecovery.NONE,
      autoVerify: {},
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // Lite, not Essentials (the default for new pools): Kisa uses none of what Essentials
      // adds (managed login pages, passwordless sign-in, access-token customization, e-mail
      // MFA) — the API signs users in server-side with AdminInitiateAuth — and Lite costs about
      // a third per monthly active user past the free 10,000 (docs/DEPLOY.md, "Cognito").
      featurePlan: cognito.FeaturePlan.LITE,
    });
    this.client = this.pool.addClient('ApiClient', {
      // The API signs users in server-side (AdminInitiateAuth) and nothing else: no
      // USER_PASSWORD_AUTH, which would be a public password check (InitiateAuth needs no
      // credentials) reachable around WAF and the API's sign-in limits. Automation uses API keys.
      authFlows: { adminUserPassword: true },
      generateSecret: false,
      disableOAuth: true,
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.days(1),
      idTokenValidity: Duration.days(1),
    });

    acknowledge(
      this.pool,
      'AwsSolutions-COG1',
      `The password rule is the product's (shared/src/validation.ts): at least ${PASSWORD_MIN} characters, no character classes, as NIST SP 800-63B recommends; the API validates it before Cognito sees it.`,
    );
    acknowledge(
      this.pool,
      'AwsSolutions-COG2',
      'The product signs in with e-mail + password (and API keys for automation); MFA is not part of the product scope. Turning it on needs a second factor flow in the web app first.',
    );
    acknowledge(
      this.pool,
      'AwsSolutions-COG8',
      'The Plus feature plan (threat protection) is billed per monthly active user; sign-in goes only through the API (AdminInitiateAuth, no client-side auth flow), whose per-e-mail and per-address limits and the WAF rate rules stand in for it. The Lite plan is chosen on cost (docs/DEPLOY.md). Revisit when the user base grows.',
    );
  }
}
