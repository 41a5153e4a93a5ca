/**
 * The audit log's messages, in a module without schemas: the web's message lookup
 * (i18n/message-catalogues.ts) is in its first bundle, which must not pull zod in.
 */
export const AUDIT_MSG = {
  filterInvalid: 'Audit filters: from and to are dates or instants (ISO 8601), actor, action and target at most 200 characters.',
  formatInvalid: 'The audit log exports as csv.',
} as const;
