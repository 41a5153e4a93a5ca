/**
 * Names for the generated types (src/generated/api.d.ts): an operation's JSON body, query and
 * answers, picked by path and method, and the resources the helpers answer. Nothing here is
 * written by hand beside the document: every type is read out of `paths`.
 */
import type { Client } from 'openapi-fetch';
import type { paths } from '#generated/api.js';

export type { paths } from '#generated/api.js';

/** The typed openapi-fetch client (`kisa.api.GET('/api/links', …)`). */
export type KisaApi = Client<paths>;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Op<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The JSON request body of an operation. */
export type JsonBody<P extends keyof paths, M extends Method> = Op<P, M> extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** The query parameters of an operation. */
export type Query<P extends keyof paths, M extends Method> = Op<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The JSON answer of an operation for one status. */
export type JsonAnswer<P extends keyof paths, M extends Method, S extends number> =
  Op<P, M> extends { responses: { [K in S]: { content: { 'application/json': infer A } } } } ? A : never;

export type Me = JsonAnswer<'/api/me', 'get', 200>;
export type Link = JsonAnswer<'/api/links/{id}', 'get', 200>;
export type LinkPage = JsonAnswer<'/api/links', 'get', 200>;
export type ListLinksQuery = Query<'/api/links', 'get'>;
export type CreateLinkInput = JsonBody<'/api/links', 'post'>;
export type UpdateLinkInput = JsonBody<'/api/links/{id}', 'patch'>;
export type Campaign = JsonAnswer<'/api/campaigns/{id}', 'get', 200>;
export type BulkLinksInput = JsonBody<'/api/campaigns/{id}/links', 'post'>;
export type BulkLink = BulkLinksInput['links'][number];
export type BulkQueued = JsonAnswer<'/api/campaigns/{id}/links', 'post', 202>;
export type Analytics = JsonAnswer<'/api/analytics', 'get', 200>;
export type AnalyticsQuery = Query<'/api/analytics', 'get'>;
export type VisitorsExportQuery = Query<'/api/analytics/visitors/export', 'get'>;
export type Tag = JsonAnswer<'/api/tags', 'post', 201>;
export type CreateTagInput = JsonBody<'/api/tags', 'post'>;
export type WebhookEndpoint = JsonAnswer<'/api/webhooks', 'get', 200>['items'][number];
export type CreateWebhookInput = JsonBody<'/api/webhooks', 'post'>;
export type WebhookWithSecret = JsonAnswer<'/api/webhooks', 'post', 201>;
export type WebhookDelivery = JsonAnswer<'/api/webhooks/{id}/test', 'post', 202>;
export type Message = JsonAnswer<'/api/links/{id}', 'delete', 200>;
export type ImportJob = JsonAnswer<'/api/imports/{id}', 'get', 200>;
export type ImportStatus = ImportJob['status'];
export type CreateImportInput = JsonBody<'/api/imports', 'post'>;
export type StartImportInput = JsonBody<'/api/imports/{id}/start', 'post'>;
export type ImportDomainChoice = NonNullable<StartImportInput['domains']>[number];
