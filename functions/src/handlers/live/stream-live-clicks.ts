import { liveClicks } from '#core/live/live-clicks.js';
import { LIVE_EVENTS, LIVE_RECONNECT_MS } from '@kisa/shared';
import { liveOperations } from '@kisa/shared/api/operations/live';
import { apiOperation } from '../api-handler.js';

export const handler = apiOperation(liveOperations.streamLiveClicks, async ({ caller, query, headers }) => {
  const answer = await liveClicks(caller, query, headers['last-event-id']);
  const cursor = { retry: LIVE_RECONNECT_MS, id: String(answer.cursor) };
  if (answer.kind === 'ready') return { body: null, events: [{ ...cursor, event: LIVE_EVENTS.ready, data: '{}' }] };
  if (answer.kind === 'clicks') return { body: null, events: [{ ...cursor, event: LIVE_EVENTS.clicks, data: JSON.stringify({ clicks: answer.clicks }) }] };
  // Nothing new: only the cursor (EventSource keeps an id even from a message without data).
  return { body: null, events: [cursor] };
});
