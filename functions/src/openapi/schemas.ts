import {
  auditEntrySchema,
  auditPageSchema,
  auditVerifySchema,
  adminStatsSchema,
  adminUserRowSchema,
  adminUsersPageSchema,
  analyticsSchema,
  reportSubscriptionSchema,
  apiKeyInfoSchema,
  apiKeyListSchema,
  apiKeysRevokedSchema,
  authResponseSchema,
  ssoDomainVerifyResponseSchema,
  ssoSettingsSchema,
  ssoStartResponseSchema,
  passkeyListSchema,
  passkeyRegistrationOptionsResponseSchema,
  passkeySchema,
  passkeySignInOptionsResponseSchema,
  recoveryCodesSchema,
  secondFactorChallengeSchema,
  secondFactorStatusSchema,
  signInResponseSchema,
  totpEnrolmentSchema,
  teamSettingsSchema,
  myTeamsSchema,
  adminTeamsSchema,
  sessionListSchema,
  sessionsEndedSchema,
  availabilitySchema,
  blocklistChangedSchema,
  blocklistPageSchema,
  alertTriggeredPayloadSchema,
  conversionCreatedPayloadSchema,
  conversionSchema,
  bulkQueuedSchema,
  campaignListSchema,
  campaignSchema,
  createdApiKeySchema,
  domainListSchema,
  importJobSchema,
  importListSchema,
  domainSchema,
  tagListSchema,
  linkHealthSchema,
  linkHealthListSchema,
  linkHealthSettingsSchema,
  linkHealthEventSchema,
  linkBrokenPayloadSchema,
  linkRecoveredPayloadSchema,
  tagSchema,
  alertRuleListSchema,
  alertRuleSchema,
  problemSchema,
  exportDownloadSchema,
  invitationDetailsSchema,
  invitationSchema,
  linkGateSchema,
  linkPageSchema,
  linkSchema,
  previewImageUploadSchema,
  meSchema,
  memberSchema,
  messageSchema,
  moderationCaseSchema,
  moderationLogSchema,
  moderationQueueSchema,
  moderationResultSchema,
  reportAnswerSchema,
  pageTitleResultSchema,
  pendingInvitationSchema,
  resetCheckResponseSchema,
  statsSchema,
  teamSchema,
  unlockedSchema,
  updatedMemberSchema,
  userSchema,
  campaignCompletedPayloadSchema,
  linkCreatedPayloadSchema,
  clickedVisitSchema,
  linkClickedPayloadSchema,
  linkDeletedPayloadSchema,
  linkUpdatedPayloadSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookTestPayloadSchema,
  moderationActionedPayloadSchema,
  moderationFlaggedPayloadSchema,
  moderationFlaggedSchema,
  webhookWithSecretSchema,
  verifyResponseSchema,
  visitorPageSchema,
  visitorExportJobSchema,
  visitorSchema,
  createdShareSchema,
  shareAccessSchema,
  sharedDashboardSchema,
  shareListSchema,
  shareSchema,
} from '@kisa/shared';
import * as z from 'zod';

/**
 * The document's components: the contract's response schemas (shared/src/*-responses.ts) by
 * name. The JSON Schemas (2020-12, as OpenAPI 3.1 uses) are generated from them by zod's own
 * converter; a component inside another becomes a `$ref`.
 */

export type JsonSchema = Record<string, unknown>;

import { openApiDocumentSchema } from '@kisa/shared/api';
export { openApiDocumentSchema };

export const components = {
  User: userSchema,
  Message: messageSchema,
  Problem: problemSchema,
  Session: authResponseSchema,
  SecondFactorChallenge: secondFactorChallengeSchema,
  SignInAnswer: signInResponseSchema,
  SecondFactors: secondFactorStatusSchema,
  TotpEnrolment: totpEnrolmentSchema,
  RecoveryCodes: recoveryCodesSchema,
  Passkey: passkeySchema,
  PasskeyList: passkeyListSchema,
  PasskeyRegistrationOptions: passkeyRegistrationOptionsResponseSchema,
  PasskeySignInOptions: passkeySignInOptionsResponseSchema,
  TeamSettings: teamSettingsSchema,
  MyTeams: myTeamsSchema,
  AdminTeams: adminTeamsSchema,
  SessionList: sessionListSchema,
  SessionsEnded: sessionsEndedSchema,
  Verified: verifyResponseSchema,
  ResetCheck: resetCheckResponseSchema,
  PendingInvitation: pendingInvitationSchema,
  Me: meSchema,
  Member: memberSchema,
  UpdatedMember: updatedMemberSchema,
  Invitation: invitationSchema,
  InvitationDetails: invitationDetailsSchema,
  Team: teamSchema,
  AdminUser: adminUserRowSchema,
  AdminUsersPage: adminUsersPageSchema,
  AdminStats: adminStatsSchema,
  ModerationCase: moderationCaseSchema,
  ModerationQueue: moderationQueueSchema,
  ModerationResult: moderationResultSchema,
  ReportAnswer: reportAnswerSchema,
  ModerationLog: moderationLogSchema,
  BlocklistPage: blocklistPageSchema,
  BlocklistChanged: blocklistChangedSchema,
  ApiKey: apiKeyInfoSchema,
  CreatedApiKey: createdApiKeySchema,
  ApiKeyList: apiKeyListSchema,
  ApiKeysRevoked: apiKeysRevokedSchema,
  Link: linkSchema,
  LinkPage: linkPageSchema,
  Availability: availabilitySchema,
  PageTitle: pageTitleResultSchema,
  Stats: statsSchema,
  LinkGate: linkGateSchema,
  Unlocked: unlockedSchema,
  PreviewImageUpload: previewImageUploadSchema,
  Campaign: campaignSchema,
  CampaignList: campaignListSchema,
  BulkQueued: bulkQueuedSchema,
  ExportDownload: exportDownloadSchema,
  Analytics: analyticsSchema,
  Visitor: visitorSchema,
  VisitorPage: visitorPageSchema,
  VisitorExportJob: visitorExportJobSchema,
  ReportSubscription: reportSubscriptionSchema,
  Domain: domainSchema,
  DomainList: domainListSchema,
  ImportJob: importJobSchema,
  ImportList: importListSchema,
  Tag: tagSchema,
  TagList: tagListSchema,
  AlertRule: alertRuleSchema,
  AlertRuleList: alertRuleListSchema,
  AuditEntry: auditEntrySchema,
  AuditPage: auditPageSchema,
  AuditVerification: auditVerifySchema,
  LinkHealth: linkHealthSchema,
  LinkHealthList: linkHealthListSchema,
  LinkHealthSettings: linkHealthSettingsSchema,
  LinkHealthEvent: linkHealthEventSchema,
  LinkBrokenEvent: linkBrokenPayloadSchema,
  LinkRecoveredEvent: linkRecoveredPayloadSchema,
  Share: shareSchema,
  CreatedShare: createdShareSchema,
  ShareList: shareListSchema,
  SharedDashboard: sharedDashboardSchema,
  ShareAccess: shareAccessSchema,
  WebhookEndpoint: webhookEndpointSchema,
  WebhookEndpointList: webhookEndpointListSchema,
  WebhookWithSecret: webhookWithSecretSchema,
  WebhookDelivery: webhookDeliverySchema,
  WebhookDeliveryList: webhookDeliveryListSchema,
  LinkCreatedEvent: linkCreatedPayloadSchema,
  LinkUpdatedEvent: linkUpdatedPayloadSchema,
  LinkDeletedEvent: linkDeletedPayloadSchema,
  ClickedVisit: clickedVisitSchema,
  LinkClickedEvent: linkClickedPayloadSchema,
  CampaignCompletedEvent: campaignCompletedPayloadSchema,
  Conversion: conversionSchema,
  ConversionCreatedEvent: conversionCreatedPayloadSchema,
  AlertTriggeredEvent: alertTriggeredPayloadSchema,
  ModerationFlagged: moderationFlaggedSchema,
  ModerationFlaggedEvent: moderationFlaggedPayloadSchema,
  ModerationActionedEvent: moderationActionedPayloadSchema,
  WebhookTestEvent: webhookTestPayloadSchema,
  SsoSettings: ssoSettingsSchema,
  SsoDomainVerification: ssoDomainVerifyResponseSchema,
  SsoStart: ssoStartResponseSchema,
  OpenApiDocument: openApiDocumentSchema,
} satisfies Record<string, z.ZodType>;

const names = new Map<z.ZodType, string>(Object.entries(components).map(([name, schema]) => [schema, name]));

/** The component a response schema is published as (operations name only these). */
export function componentName(schema: z.ZodType): string {
  const name = names.get(schema);
  if (!name) throw new Error('A response schema that is no component: add it to `components` in functions/src/openapi/schemas.ts');
  return name;
}

export const ref = (schema: z.ZodType) => ({ $ref: `#/components/schemas/${componentName(schema)}` });

/**
 * What zod writes beside the JSON Schema proper, and dropped here: `$schema` and `$id` (the
 * document says the dialect once), the patterns of `format`ted strings (the format says it, in
 * words a reader and a client generator understand) and the ±2^53 bounds of every integer.
 */
function tidy({ jsonSchema }: { jsonSchema: Record<string, unknown> }): void {
  if (jsonSchema.format && jsonSchema.pattern) delete jsonSchema.pattern;
  if (jsonSchema.type === 'integer') {
    if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  }
}

/** Every component as JSON Schema (what the answers are: zod's output side). */
export function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(components)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}`, override: tidy });
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]));
}

/** A request body as JSON Schema: what a client may send (zod's input side: before trimming and normalising). */
export function requestSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override: tidy });
  return json;
}
