import { putClickLogBatch } from '../../data/click-log-store.js';

/**
 * Appends a batch of raw click events to the click log. Counters, bot filtering and
 * visitor uniqueness come with the full click worker; this keeps every event durable.
 */
export async function appendClickLog(events: readonly unknown[], now = new Date()): Promise<void> {
  if (events.length === 0) return;
  await putClickLogBatch(events, now);
}

/**
 * One queue message holds one event or, with the redirect's group commit, an array of
 * them (or `{events: [...]}`); anything else is malformed (null).
 */
export function clickEventsOf(body: unknown): unknown[] | null {
  if (Array.isArray(body)) return body.every(isEvent) ? body : null;
  if (isEvent(body) && Array.isArray((body as { events?: unknown }).events)) {
    const events = (body as { events: unknown[] }).events;
    return events.every(isEvent) ? events : null;
  }
  return isEvent(body) ? [body] : null;
}

const isEvent = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
