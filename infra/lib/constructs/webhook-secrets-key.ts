import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';

/**
 * The KMS key that seals webhook signing secrets (functions/src/lib/crypto/kms-envelope.ts: a data
 * key per sealing from GenerateDataKey, AES-256-GCM locally, the encrypted data key stored beside
 * the secret). Symmetric, rotated yearly by KMS (old key material keeps decrypting what it sealed).
 * Its policy is the account's default (IAM decides): only the roles grants.ts gives `webhookSeal`
 * (GenerateDataKey: where secrets are made and rotated) or `webhookOpen` (Decrypt: the webhook
 * worker, which signs every delivery, the test send's included) may use it. Retained when the
 * stack is deleted: without it no sealed secret opens. $1 a month, and $0.03 per 10,000 calls
 * (the worker keeps opened secrets per container, so about one Decrypt per endpoint per container).
 */
export class WebhookSecretsKey extends Construct {
  readonly key: kms.Key;

  /**
   * The stack's one key, made on first use (only stacks whose functions seal or open a secret have it):
   * in the top-level stack, also for a function of a nested stack (the background workers').
   */
  static of(scope: Construct): WebhookSecretsKey {
    let stack = Stack.of(scope);
    while (stack.nestedStackParent) stack = stack.nestedStackParent;
    return (stack.node.tryFindChild('WebhookSecretsKey') as WebhookSecretsKey | undefined) ?? new WebhookSecretsKey(stack, 'WebhookSecretsKey');
  }

  private constructor(scope: Construct, id: string) {
    super(scope, id);
    this.key = new kms.Key(this, 'Key', {
      description: 'Kisa: seals webhook signing secrets (envelope encryption; the webhook worker alone decrypts)',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
