import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

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
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: USER_POOL_NAME,
        UsernameAttributes: ['email'],
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
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
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
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
