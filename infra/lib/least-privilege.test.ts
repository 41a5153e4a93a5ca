import { apiRoutes, usesOf } from '@kisa/functions/src/api-routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlerId } from './constructs/kisa-function';
import { synthStack, type Resource } from './test-support/synth-unbundled';

// Issue 12, "Least privilege": each API function's policy follows its route's declaration
// (functions/src/api-routes.ts `uses` + `auth`; functions/src/route-uses.test.ts holds that
// declaration to the code). Built without bundling (CDK's own switch), so this takes seconds.

type Statement = { Action: string | string[]; Resource: unknown; Condition?: Record<string, unknown> };
let resources: Record<string, Resource>;

beforeAll(() => {
  ({ resources } = synthStack('Grants', 'eu-west-1'));
}, 120_000);

const idOf = (type: string, prefix: string) => {
  const found = Object.keys(resources).filter((id) => resources[id]!.Type === type && id.startsWith(prefix));
  expect(found, `${type} ${prefix}`).toHaveLength(1);
  return found[0]!;
};
const prefixOf = (handler: string) => `Http${handlerId(handler)}`;
const statementsOf = (handler: string): Statement[] =>
  Object.entries(resources)
    .filter(([id, r]) => r.Type === 'AWS::IAM::Policy' && id.startsWith(`${prefixOf(handler)}Role`))
    .flatMap(([, r]) => r.Properties.PolicyDocument.Statement);
const actions = (s: Statement) => [s.Action].flat();
const cognitoOf = (handler: string) => statementsOf(handler).flatMap(actions).filter((a) => a.startsWith('cognito-idp:')).sort();
const tableOf = (handler: string) => statementsOf(handler).filter((s) => actions(s).some((a) => a.startsWith('dynamodb:')));
const envOf = (handler: string) => resources[idOf('AWS::Lambda::Function', `${prefixOf(handler)}Fn`)]!.Properties.Environment.Variables;

const table = () => ({ 'Fn::GetAtt': [idOf('AWS::DynamoDB::Table', 'Data'), 'Arn'] });
const indexes = () => ['GSI1', 'GSI2'].map((n) => ({ 'Fn::Join': ['', [table(), `/index/${n}`]] }));
const WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'];
/** The one write a signed-in read-only route keeps: its API key's lastUsedAt. */
const API_KEY_TOUCH = {
  Action: 'dynamodb:UpdateItem',
  Effect: 'Allow',
  Resource: expect.anything(),
  Condition: {
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['APIKEY#*'] },
    'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['PK', 'SK', 'lastUsedAt'] },
    StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
  },
};

describe('a read-only GET route (GET /api/links/{id})', () => {
  it('gets no Cognito action (checking the sign-in token needs none), only the pool ids', () => {
    expect(cognitoOf('links/get-link')).toEqual([]);
    expect(envOf('links/get-link')).toMatchObject({ USER_POOL_ID: expect.anything(), USER_POOL_CLIENT_ID: expect.anything(), TABLE_NAME: expect.anything() });
  });

  it('reads the table and its indexes, and writes nothing but its API key\'s lastUsedAt', () => {
    const statements = tableOf('links/get-link');
    expect(statements).toContainEqual({ Action: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'], Effect: 'Allow', Resource: [table(), ...indexes()] });
    const writes = statements.filter((s) => actions(s).some((a) => WRITES.includes(a)));
    expect(writes).toEqual([API_KEY_TOUCH]);
    expect(writes[0]!.Resource).toEqual(table());
  });
});

describe('the admin user update (PATCH /api/admin/users/{id})', () => {
  it('gets exactly the Cognito actions it calls (enable an identity an earlier version disabled, revoke refresh tokens), on the pool', () => {
    expect(cognitoOf('admin/update-user')).toEqual(['cognito-idp:AdminEnableUser', 'cognito-idp:AdminUserGlobalSignOut']);
    const statement = statementsOf('admin/update-user').find((s) => actions(s)[0]!.startsWith('cognito-idp:'))!;
    expect(statement.Resource).toEqual({ 'Fn::GetAtt': [idOf('AWS::Cognito::UserPool', 'Users'), 'Arn'] });
  });
});

describe('sign-in (POST /api/auth/signin)', () => {
  it('may sign in with a password: AdminInitiateAuth, nothing else of Cognito (whether the account is disabled is the profile\'s flag)', () => {
    expect(cognitoOf('accounts/sign-in')).toEqual(['cognito-idp:AdminInitiateAuth']);
  });

  it('writes the table (its rate limits and the new session on the profile)', () => {
    expect(tableOf('accounts/sign-in').flatMap(actions)).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:PutItem']));
  });
});

describe('sign-out (POST /api/auth/signout)', () => {
  it('ends its session on the profile (a table write) with no Cognito action: the pool ids only, to check the token', () => {
    expect(cognitoOf('accounts/sign-out')).toEqual([]);
    expect(tableOf('accounts/sign-out').flatMap(actions)).toContain('dynamodb:UpdateItem');
    expect(envOf('accounts/sign-out').USER_POOL_ID).toBeDefined();
  });
});

describe('every API function', () => {
  const handlers = [...new Set(apiRoutes.map((r) => r.handler))];
  const declared = (h: string) => new Set(apiRoutes.filter((r) => r.handler === h).flatMap((r) => usesOf(r)));

  it('has exactly its declared Cognito actions; only the few routes that manage users have any', () => {
    const withCognito = handlers.filter((h) => cognitoOf(h).length > 0);
    for (const h of handlers) {
      const expected = [...declared(h)].filter((u) => u.startsWith('cognito:')).map((u) => `cognito-idp:${u.slice(8)}`).sort();
      expect(cognitoOf(h), h).toEqual(expected);
    }
    expect(withCognito.sort()).toEqual(
      ['admin/update-user', 'accounts/reset-password', 'accounts/sign-in', 'accounts/sign-up', 'accounts/verify-account', 'team/create-member', 'team/remove-member', 'team/set-member-password', 'team/update-member'].sort(),
    );
  });

  it('writes the table only when its route declares `table` (a signed-in reader may touch only its API key)', () => {
    for (const h of handlers) {
      const writes = tableOf(h).filter((s) => actions(s).some((a) => WRITES.includes(a)));
      if (declared(h).has('table')) expect(writes.flatMap(actions), h).toEqual(expect.arrayContaining(WRITES));
      else expect(writes, h).toEqual(declared(h).has('caller') ? [API_KEY_TOUCH] : []);
    }
  });
});
