/** JSON Schemas (2020-12, as OpenAPI 3.1 uses) of the API's resource shapes (shared/src/types.ts). */

type JsonSchema = Record<string, unknown>;

const str = { type: 'string' };

export const componentSchemas: Record<string, JsonSchema> = {
  User: {
    type: 'object',
    required: ['id', 'name', 'email', 'role', 'teamId', 'teamRole', 'plan', 'verified'],
    properties: {
      id: str,
      name: str,
      email: { type: 'string', format: 'email' },
      role: { enum: ['user', 'admin'] },
      teamId: str,
      teamRole: { enum: ['owner', 'member'] },
      plan: str,
      verified: { type: 'boolean' },
    },
  },
  Message: { type: 'object', required: ['message'], properties: { message: str } },
  Error: { type: 'object', required: ['errorMessage'], properties: { errorMessage: str } },
  Session: {
    type: 'object',
    required: ['token', 'user'],
    properties: { token: { type: 'string', description: 'Cognito access token (also set as the `token` cookie)' }, user: { $ref: '#/components/schemas/User' } },
  },
  Verified: {
    type: 'object',
    required: ['message', 'token', 'user'],
    properties: {
      message: str,
      token: { type: ['string', 'null'], description: 'Session token (cookie set too); null for a resent link, whose user then signs in' },
      user: { $ref: '#/components/schemas/User' },
    },
  },
  ResetCheck: { type: 'object', required: ['formAllowed', 'message'], properties: { formAllowed: { type: 'boolean' }, message: str } },
  OpenApiDocument: { type: 'object', description: 'This document' },
};

export const ref = (name: keyof typeof componentSchemas & string) => ({ $ref: `#/components/schemas/${name}` });
