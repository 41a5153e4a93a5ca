/** JSON Schemas (2020-12, as OpenAPI 3.1 uses) of the API's resource shapes (shared/src/types.ts). */

type JsonSchema = Record<string, unknown>;

const str = { type: 'string' };
const nullableStr = { type: ['string', 'null'] };
const int = { type: 'integer', minimum: 0 };
const rankList = {
  type: 'array',
  description: 'Largest first; an unknown value is named "(none)"',
  items: { type: 'object', required: ['name', 'count'], properties: { name: { type: 'string' }, count: { type: 'integer', minimum: 0 } } },
};

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
  Member: {
    type: 'object',
    required: ['id', 'name', 'email', 'role', 'memberSince'],
    properties: { id: str, name: str, email: { type: 'string', format: 'email' }, role: { enum: ['owner', 'member'] }, memberSince: { type: 'string', format: 'date-time' } },
  },
  UpdatedMember: {
    allOf: [
      { $ref: '#/components/schemas/Member' },
      { type: 'object', properties: { pendingEmail: { type: 'string', format: 'email', description: 'Mailed a confirmation link; the address changes once it is followed' } } },
    ],
  },
  Invitation: {
    type: 'object',
    required: ['id', 'name', 'email', 'role', 'invitedAt', 'expiresAt', 'invitedBy'],
    properties: {
      id: str,
      name: str,
      email: { type: 'string', format: 'email' },
      role: { enum: ['owner', 'member'] },
      invitedAt: { type: 'string', format: 'date-time' },
      expiresAt: { type: 'string', format: 'date-time' },
      invitedBy: { type: 'object', required: ['id', 'name'], properties: { id: str, name: str } },
    },
  },
  InvitationDetails: {
    type: 'object',
    required: ['id', 'name', 'email', 'teamName', 'inviterName', 'expiresAt', 'hasAccount'],
    properties: { id: str, name: str, email: { type: 'string', format: 'email' }, teamName: str, inviterName: str, expiresAt: { type: 'string', format: 'date-time' }, hasAccount: { type: 'boolean' } },
  },
  Me: {
    allOf: [
      { $ref: '#/components/schemas/User' },
      {
        type: 'object',
        required: ['invitations'],
        properties: {
          invitations: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'teamName', 'inviterName', 'invitedAt', 'expiresAt'],
              properties: { id: str, teamName: str, inviterName: str, invitedAt: { type: 'string', format: 'date-time' }, expiresAt: { type: 'string', format: 'date-time' } },
            },
          },
        },
      },
    ],
  },
  Team: {
    type: 'object',
    required: ['id', 'name', 'members', 'invitations'],
    properties: {
      id: str,
      name: str,
      members: { type: 'array', items: { $ref: '#/components/schemas/Member' } },
      invitations: { type: 'array', description: 'Pending invitations, newest first (owners only; empty for members)', items: { $ref: '#/components/schemas/Invitation' } },
    },
  },
  AdminUser: {
    allOf: [
      { $ref: '#/components/schemas/User' },
      { type: 'object', required: ['disabled', 'createdAt'], properties: { disabled: { type: 'boolean' }, createdAt: { type: 'string', format: 'date-time' } } },
    ],
  },
  AdminUsersPage: {
    type: 'object',
    required: ['items', 'total', 'page'],
    properties: {
      items: { type: 'array', items: { $ref: '#/components/schemas/AdminUser' } },
      total: { type: 'integer', description: 'How many users exist (a counter)' },
      page: { type: 'integer', description: 'The page asked for' },
      cursor: { type: 'string', description: 'Pass back as `cursor` for the next page; absent on the last' },
    },
  },
  AdminStats: {
    type: 'object',
    required: ['users', 'clicks', 'revenue'],
    properties: { users: { type: 'integer' }, clicks: { type: 'integer' }, revenue: { type: 'number', description: 'Fixed at 0: Kisa has no billing yet' } },
  },
  ModerationCase: {
    type: 'object',
    required: ['linkId', 'code', 'shortLink', 'longUrl', 'title', 'teamId', 'teamName', 'teamDisabled', 'totalClicks', 'linkState', 'flags', 'reports', 'reasons', 'recentReports', 'status', 'openedAt', 'updatedAt'],
    properties: {
      linkId: str, code: str, shortLink: str, longUrl: str, title: str, teamId: str, teamName: str, teamDisabled: { type: 'boolean' }, totalClicks: int,
      linkState: { enum: ['active', 'flagged', 'disabled', 'deleted'] },
      flags: { type: 'array', items: { enum: ['userinfo', 'ipHost', 'mixedScript', 'confusableBrand', 'brandInHost'] }, description: 'Screening heuristics that flagged the link' },
      reports: int,
      reasons: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Reports per reason' },
      recentReports: { type: 'array', items: { type: 'object', required: ['at', 'reason'], properties: { at: { type: 'string', format: 'date-time' }, reason: str, details: str, contact: str } } },
      status: { enum: ['open', 'resolved'] },
      openedAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    },
  },
  ModerationQueue: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: { $ref: '#/components/schemas/ModerationCase' } }, cursor: str } },
  ModerationResult: { type: 'object', required: ['message'], properties: { message: str, case: { $ref: '#/components/schemas/ModerationCase' } } },
  ModerationLog: {
    type: 'object',
    required: ['items'],
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'at', 'actor', 'action'],
          properties: {
            id: str, at: { type: 'string', format: 'date-time' },
            actor: { type: 'object', required: ['id', 'name', 'email'], properties: { id: str, name: str, email: str } },
            action: { enum: ['disableLink', 'enableLink', 'clearFlag', 'dismiss', 'disableTeam', 'enableTeam', 'blocklistAdd', 'blocklistRemove', 'disableUser', 'enableUser'] },
            linkId: str, code: str, teamId: str, userId: str, count: int, entries: { type: 'array', items: str }, note: str,
          },
        },
      },
      cursor: str,
    },
  },
  BlocklistPage: {
    type: 'object',
    required: ['items'],
    properties: {
      items: { type: 'array', items: { type: 'object', required: ['entry', 'addedAt', 'addedBy'], properties: { entry: str, addedAt: { type: 'string', format: 'date-time' }, addedBy: { type: 'object', properties: { id: str, name: str } } } } },
      cursor: str,
    },
  },
  BlocklistChanged: { type: 'object', required: ['changed', 'invalid'], properties: { changed: int, invalid: int } },
  ApiKey: {
    type: 'object',
    required: ['id', 'name', 'prefix', 'createdAt', 'lastUsedAt'],
    properties: {
      id: { type: 'string', description: 'Key id (SHA-256 of the key, hex)' },
      name: str,
      prefix: { type: 'string', description: 'The first 8 characters after `kisa_`' },
      createdAt: { type: 'string', format: 'date-time' },
      lastUsedAt: { type: ['string', 'null'], format: 'date-time', description: 'Updated at most once a minute' },
    },
  },
  CreatedApiKey: {
    allOf: [{ $ref: '#/components/schemas/ApiKey' }, { type: 'object', required: ['key'], properties: { key: { type: 'string', description: 'The key itself (`kisa_…`); shown only in this answer' } } }],
  },
  ApiKeyList: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: { $ref: '#/components/schemas/ApiKey' } } } },
  Link: {
    type: 'object',
    required: ['id', 'shortUrl', 'longUrl', 'title', 'createdAt', 'createdBy', 'totalClicks', 'uniqueClicks', 'redirects', 'password', 'utm', 'expiry'],
    properties: {
      id: str,
      shortUrl: { type: 'string', description: 'The alias (case-sensitive); the short URL is `{shortDomain}/{shortUrl}`' },
      longUrl: { type: 'string', format: 'uri', description: 'The target as stored: its WHATWG serialization (punycode host, percent-encoded UTF-8), always ASCII. Send it in any script (`türkiye.gov.tr/çay`, `www.` and bare domains get https://); show it with the host and path decoded.' },
      title: str,
      createdAt: { type: 'string', format: 'date-time' },
      createdBy: { oneOf: [{ type: 'object', required: ['id', 'name'], properties: { id: str, name: str } }, { type: 'null' }] },
      totalClicks: { type: 'integer' },
      uniqueClicks: { type: 'integer' },
      campaignId: str,
      redirects: { type: 'object', properties: { ios: str, android: str, web: str, deeplink: str } },
      password: { type: 'object', required: ['enabled'], properties: { enabled: { type: 'boolean' } }, description: 'Never the password or its hash' },
      utm: { type: 'object', properties: { source: str, medium: str, campaign: str, term: str, content: str } },
      expiry: {
        type: 'object',
        properties: { date: { type: 'string', format: 'date' }, maxClicks: { type: 'integer', minimum: 1 }, url: { type: 'string', format: 'uri' } },
      },
    },
  },
  LinkPage: {
    type: 'object',
    required: ['items', 'total', 'page'],
    properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Link' } }, total: { type: 'integer' }, page: { type: 'integer' } },
  },
  Availability: { type: 'object', required: ['available'], properties: { available: { type: 'boolean' }, message: { type: 'string', description: 'Why not' } } },
  PageTitle: { type: 'object', required: ['title'], properties: { title: str } },
  Stats: {
    type: 'object',
    required: ['links', 'uniqueClicks', 'totalClicks'],
    properties: { links: { type: 'integer' }, uniqueClicks: { type: 'integer' }, totalClicks: { type: 'integer' } },
  },
  Campaign: {
    type: 'object',
    required: ['id', 'name', 'totalLinks', 'totalClicks', 'ctr', 'createdAt', 'creator', 'status', 'processed', 'total'],
    properties: {
      id: str,
      name: str,
      totalLinks: { type: 'integer' },
      totalClicks: { type: 'integer', description: "Sum of the campaign links' clicks" },
      ctr: { type: 'number', description: 'Average clicks per link in percent (totalClicks / totalLinks × 100), one decimal; 0 without links' },
      createdAt: { type: 'string', format: 'date-time' },
      creator: { type: 'object', required: ['id', 'name'], properties: { id: str, name: str } },
      status: { enum: ['idle', 'processing', 'done', 'error'] },
      processed: { type: 'integer', description: 'Links written so far' },
      total: { type: 'integer', description: 'Links queued so far' },
      error: { type: 'string', description: 'Why the bulk run stopped (status error)' },
    },
  },
  BulkQueued: {
    type: 'object',
    required: ['queued', 'invalid', 'rejected', 'processed', 'total'],
    properties: {
      queued: { type: 'integer', description: 'Valid links of this call, queued' },
      invalid: { type: 'integer', description: 'Links refused (longUrl not an http(s) URL)' },
      rejected: { type: 'array', description: 'The first 100 refused links', items: { type: 'object', required: ['index', 'longUrl'], properties: { index: { type: 'integer' }, longUrl: str } } },
      processed: { type: 'integer' },
      total: { type: 'integer' },
    },
  },
  Analytics: {
    type: 'object',
    required: ['range', 'previousRange', 'totals', 'previous', 'granularity', 'byDate', 'browser', 'os', 'device', 'country', 'city', 'referrer', 'source', 'links', 'botsExcluded'],
    properties: {
      range: { type: 'object', required: ['from', 'to', 'tz'], properties: { from: str, to: str, tz: str } },
      previousRange: { type: 'object', required: ['from', 'to'], properties: { from: str, to: str } },
      totals: { $ref: '#/components/schemas/Stats', description: 'links = links with clicks in the range' },
      previous: { $ref: '#/components/schemas/Stats' },
      granularity: { enum: ['day', 'hour'] },
      byDate: {
        type: 'array',
        items: { type: 'object', required: ['date', 'total', 'unique'], properties: { date: { type: 'string', description: 'YYYY-MM-DD, or YYYY-MM-DDTHH by hour' }, total: int, unique: int } },
      },
      ...Object.fromEntries(['browser', 'os', 'device', 'city', 'referrer', 'source'].map((k) => [k, rankList])),
      country: { type: 'array', items: { type: 'object', required: ['code', 'name', 'count'], properties: { code: str, name: str, count: int } } },
      links: {
        type: 'array',
        items: { type: 'object', required: ['id', 'shortUrl', 'title', 'total', 'unique'], properties: { id: str, shortUrl: str, title: str, total: int, unique: int } },
      },
      botsExcluded: int,
    },
  },
  Visitor: {
    type: 'object',
    required: ['time', 'visitType', 'countryCode', 'countryName', 'city', 'ip', 'platform', 'os', 'browser', 'referrer', 'source', 'linkId', 'shortUrl'],
    properties: {
      time: { type: 'string', format: 'date-time' },
      visitType: { enum: ['New Visitor', 'Returning Visitor'] },
      countryCode: nullableStr,
      countryName: nullableStr,
      city: nullableStr,
      ip: str,
      platform: { type: 'string', description: 'Device type: desktop, mobile, tablet…' },
      os: nullableStr,
      browser: nullableStr,
      referrer: { type: ['string', 'null'], description: 'Referrer host; null for a direct visit' },
      source: { enum: ['link', 'qr'] },
      linkId: str,
      shortUrl: str,
    },
  },
  VisitorPage: {
    type: 'object',
    required: ['items', 'total', 'page'],
    properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Visitor' } }, total: int, page: int },
  },
  OpenApiDocument: { type: 'object', description: 'This document' },
};

export const ref = (name: keyof typeof componentSchemas & string) => ({ $ref: `#/components/schemas/${name}` });
