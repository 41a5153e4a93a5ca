import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DeleteUserPoolCommand,
  DescribeUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_MIN } from '@kisa/shared';

export const USER_POOL_NAME = 'kisa';
export const USER_POOL_CLIENT_NAME = 'kisa-web';

/**
 * Finds the pool and client by name, creating them on first start. Names, not stored ids,
 * are the source of truth, so a stale resources.json can never point at a missing pool.
 */
export async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<{ userPoolId: string; clientId: string }> {
  // cognito-local returns every pool at once (no pagination), which is all we need here.
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === USER_POOL_NAME)?.Id;
  if (userPoolId && (await usesEmailAsUsername(client, userPoolId))) {
    // Data dirs from the runtime's first days have an email-username pool, where the API's
    // AdminCreateUser(Username = user id) cannot work; it cannot hold users, so replace it.
    console.warn(`Replacing user pool ${userPoolId}: it was created with e-mail usernames, which the API does not use.`);
    await client.send(new DeleteUserPoolCommand({ UserPoolId: userPoolId }));
    userPoolId = undefined;
  }
  if (!userPoolId) {
    // Mirrors infra/lib/constructs/user-pool.ts: username = our user id, admin-created
    // users only, no Cognito recovery (the API runs its own), the product's password rule.
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: USER_POOL_NAME,
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
        Schema: [{ Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true }],
        Policies: {
          PasswordPolicy: {
            MinimumLength: PASSWORD_MIN,
            RequireLowercase: false,
            RequireUppercase: false,
            RequireNumbers: false,
            RequireSymbols: false,
          },
        },
      }),
    );
    userPoolId = created.UserPool!.Id!;
  }

  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === USER_POOL_CLIENT_NAME)?.ClientId;
  if (!clientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: USER_POOL_CLIENT_NAME,
        GenerateSecret: false,
        PreventUserExistenceErrors: 'ENABLED',
        // As in AWS (infra/lib/constructs/user-pool.ts): the API's admin sign-in only, no client-side password check.
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        // The session cookie lives one day; tokens match it.
        AccessTokenValidity: 1,
        IdTokenValidity: 1,
        RefreshTokenValidity: 30,
        TokenValidityUnits: { AccessToken: 'days', IdToken: 'days', RefreshToken: 'days' },
      }),
    );
    clientId = created.UserPoolClient!.ClientId!;
  }
  return { userPoolId, clientId };
}

async function usesEmailAsUsername(client: CognitoIdentityProviderClient, userPoolId: string): Promise<boolean> {
  const pool = await client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
  return (pool.UserPool?.UsernameAttributes ?? []).length > 0;
}
