/**
 * Destination health's limits and messages, in a module without schemas: the web's message
 * lookup (i18n/message-catalogues.ts) is in its first bundle, which must not pull zod in.
 */

/** Members told of a team's incidents besides its owners. */
export const HEALTH_NOTIFY_MAX = 50;

export const HEALTH_MSG = {
  notifyInvalid: `Choose at most ${HEALTH_NOTIFY_MAX} members of the team to tell.`,
  // What a check met (probe-destination.ts), shown on Link health and in the broken-link mail.
  noAnswer: (seconds: number) => `No answer within ${seconds} s`,
  privateAddress: 'The destination resolves to a private or reserved address',
  certExpiring: (date: string, days: number) => `The TLS certificate expires on ${date} (${days === 1 ? 'in 1 day' : `in ${days} days`})`,
} as const;
