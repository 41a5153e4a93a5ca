import { findLinkRecord, linksByTargetHost } from '#data/links/index.js';
import { setCaseStatus } from '#data/moderation/moderation-repo.js';
import { takeDownPreviewImages } from '#data/previews/preview-images.js';
import { mapConcurrent } from '#lib/concurrency/map-concurrent.js';
import { setModeration } from './moderate.js';

/** How long one blocklist request disables links before it answers (an API request has ~29 s). */
export const BLOCKED_LINKS_BUDGET_MS = 15_000;
const IN_FLIGHT = 8;

/**
 * Disables the existing links whose target is on one of `entries` (a host or a domain and its
 * subdomains), as a blocked target is refused at create: visitors get the 410 page, no click is
 * counted, and each link gets a resolved case (an admin finds it there and may enable it again).
 * Found by the target-host index (data/links/target-hosts.ts), which leaves out links already
 * disabled — so when the time budget runs out (`more`), sending the same entries again goes on
 * where this stopped. Their preview images are taken down (tagged `disabled`, one invalidation for
 * all: moderate.ts). Answers how many it disabled.
 */
export async function disableBlockedLinks(
  entries: readonly string[],
  now: string,
  budgetMs = BLOCKED_LINKS_BUDGET_MS,
): Promise<{ disabled: number; more: boolean }> {
  const deadline = Date.now() + budgetMs;
  let disabled = 0;
  const images: string[] = [];
  try {
    for (const entry of entries) {
      for await (const page of linksByTargetHost(entry)) {
        if (Date.now() > deadline) return { disabled, more: true };
        const counted = await mapConcurrent(page, IN_FLIGHT, async ({ linkId }) => {
          const link = await findLinkRecord(linkId);
          if (!link || link.moderation === 'disabled') return 0;
          await setModeration(link, 'disabled');
          // Kept from here: a later failure must not leave this disabled link's image served (the
          // index skips disabled links, so sending the entries again would not find it).
          if (link.preview?.imageKey) images.push(link.preview.imageKey);
          await setCaseStatus(link, 'resolved', now);
          return 1;
        });
        disabled += counted.reduce<number>((sum, n) => sum + n, 0);
      }
    }
    return { disabled, more: false };
  } finally {
    if (images.length) await takeDownPreviewImages(images);
  }
}
