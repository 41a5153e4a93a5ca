import { TITLE_FETCH_TIMEOUT_MS, TITLE_MAX } from '@kisa/shared';
import { fallbackTitle } from './format';

/**
 * The page title for a new link: the server's fetch of the target's <title>, raced against
 * TITLE_FETCH_TIMEOUT_MS; on failure, an empty title or the time-out, the target's host.
 */
export async function resolveTitle(
  target: string,
  fetchTitle: (url: string, signal: AbortSignal) => Promise<{ title?: string } | undefined>,
  timeoutMs = TITLE_FETCH_TIMEOUT_MS,
): Promise<{ title: string; fetched: boolean }> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(null);
    }, timeoutMs);
  });
  try {
    const answer = await Promise.race([fetchTitle(target, controller.signal).catch(() => null), timeout]);
    const title = answer?.title?.trim();
    if (title) return { title: title.slice(0, TITLE_MAX), fetched: true };
  } finally {
    clearTimeout(timer);
  }
  return { title: fallbackTitle(target), fetched: false };
}
