/**
 * The Link capability's interface: everything outside data/links/ imports from here (an
 * architecture rule), so the Link has one owner for its items and its counters. The redirect's
 * read (get-alias.ts) is the one exception: it is imported directly, to keep the redirect's
 * bundle free of the SDK and of zod.
 */
export { aliasExists, aliasHolders, createLink, deleteLink, findLinkRecord, setLinkModeration, takenAliases } from './links-repo.js';
export { updateLink } from './edit-link.js';
export {
  linkKey,
  LINKS_INDEX,
  parseLinkFields,
  teamLinksPartition,
  type LinkExpiry,
  type LinkRecord,
  type LinkRedirects,
  type LinkUtm,
  type NewLink,
} from './link-item.js';
export { getLinksInOrder, isLinkListPosition, listTeamLinks } from './list-team-links.js';
export {
  addImportedClicks,
  countDomainLinks,
  countLinkClicks,
  countTeamClicks,
  foldLinkClicks,
  foldTeamClicks,
  countTeamLinks,
  getLinkClickState,
  getTeamLinkStats,
  type ClickCounts,
  type TeamLinkStats,
} from './link-counters.js';
export { markClickLimitReached } from './aliases-repo.js';
export { getLinkChoices, type LinkChoices } from './link-choices.js';
export { linksWithAutoPromote } from './auto-promote-links.js';
export { findCodeOnDomains, type CodeOnDomain } from './find-code-on-domains.js';
export { indexTargetHosts, linksByTargetHost, type TargetHostLink } from './target-hosts.js';
export { backfillHealthDue } from './backfill-health-due.js';
export {
  countCampaignLinks,
  deleteLinkGroup,
  forEachCampaignLinkPage,
  getCampaignLinksPage,
  getLinksByIds,
  LINKS_PER_DELETE,
  LINKS_PER_TRANSACTION,
  writeLinkGroup,
  type BulkLinkRecord,
  type LinkWriteOutcome,
  type StoredCampaignLink,
} from './campaign-links-repo.js';
export { dueLinksPage, healthCursorSchema, linksForHealth, type DueLink, type HealthCursor, type HealthLinkFields } from './health-due.js';
export { clearHealthNotice, recordHealthChange, recordHealthCheck, type HealthChange } from './link-health-writes.js';
