import { alertRuleListSchema, alertRuleSchema, createAlertSchema, messageSchema, updateAlertSchema } from '../../index.js';
import { declareOperations } from '../operation.js';

/**
 * Alert rules on a link, tag or campaign. Members read them; owners and admins change them (an
 * alert sends the team's figures out: to members' mail, the team's webhooks and a Slack URL).
 */
export const alertOperations = declareOperations({
  listAlerts: {
    method: 'GET',
    path: '/api/alerts',
    auth: 'user',
    scope: 'alerts:read',
    uses: ['tableRead'],
    capability: 'alerts',
    summary: "The team's alert rules, oldest first, each with its last alert",
    tags: ['alerts'],
    responses: { 200: ['Alert rules', alertRuleListSchema] },
  },
  createAlert: {
    method: 'POST',
    path: '/api/alerts',
    auth: 'user',
    scope: 'alerts:write',
    uses: ['table'],
    capability: 'alerts',
    summary: 'Add an alert rule (owners and admins): what to watch, when to fire, whom to tell, quiet hours and a cool-down',
    tags: ['alerts'],
    body: createAlertSchema,
    idempotent: true,
    responses: { 201: ['Alert rule added', alertRuleSchema] },
    errors: { 400: 'Invalid rule, target, recipient or Slack address', 403: 'Not an owner or admin', 409: `The team has 50 rules already` },
  },
  updateAlert: {
    method: 'PATCH',
    path: '/api/alerts/{id}',
    auth: 'user',
    scope: 'alerts:write',
    uses: ['table'],
    capability: 'alerts',
    summary: 'Change an alert rule (owners and admins): any subset of its fields; enabled false pauses it',
    tags: ['alerts'],
    body: updateAlertSchema,
    responses: { 200: ['Alert rule updated', alertRuleSchema] },
    errors: { 400: 'Invalid rule, target, recipient or Slack address', 403: 'Not an owner or admin', 404: 'No such rule of the team' },
  },
  deleteAlert: {
    method: 'DELETE',
    path: '/api/alerts/{id}',
    auth: 'user',
    scope: 'alerts:write',
    uses: ['table'],
    capability: 'alerts',
    summary: 'Delete an alert rule (owners and admins); an alert it holds for quiet hours is not sent',
    tags: ['alerts'],
    responses: { 200: ['Alert rule deleted', messageSchema] },
    errors: { 403: 'Not an owner or admin', 404: 'No such rule of the team' },
  },
});
