import { LIVE_EVENTS, type LiveClick } from '@kisa/shared';
import { useEffect, useRef, useState } from 'react';
import { apiKey } from '@/lib/api-calls';

export interface LiveFilter {
  linkId?: string;
  campaignId?: string;
}

/** connecting: no answer yet; live: connected (each answer ends its connection and the browser opens the next); stopped: the API refused (signed out, no access, gone). */
export type LiveStatus = 'connecting' | 'live' | 'stopped';

/**
 * The team's clicks as the API pushes them (GET /api/live/clicks, Server-Sent Events): the
 * browser's EventSource reconnects after every answer with the last id it got, so nothing is
 * missed between answers; `onClicks` gets each batch. `restart` opens a stopped stream again.
 */
export function useLiveClicks(filter: LiveFilter, onClicks: (clicks: LiveClick[]) => void): { status: LiveStatus; restart: () => void } {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [attempt, setAttempt] = useState(0);
  const handler = useRef(onClicks);
  handler.current = onClicks;
  const { linkId, campaignId } = filter;

  useEffect(() => {
    void attempt;
    setStatus('connecting');
    const source = new EventSource(apiKey('/api/live/clicks', { query: { linkId, campaignId } }));
    source.addEventListener(LIVE_EVENTS.ready, () => setStatus('live'));
    source.addEventListener(LIVE_EVENTS.clicks, (event) => {
      setStatus('live');
      try {
        handler.current((JSON.parse((event as MessageEvent<string>).data) as { clicks: LiveClick[] }).clicks);
      } catch {
        // A garbled event: the next one carries on from its own id.
      }
    });
    // An answer that ends is an `error` with a reconnection pending; a refused one closes the stream.
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) setStatus('stopped');
    };
    return () => source.close();
  }, [linkId, campaignId, attempt]);

  return { status, restart: () => setAttempt((n) => n + 1) };
}
