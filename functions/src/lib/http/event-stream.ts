import { API_SECURITY_HEADERS } from './json-response.js';
import type { HttpResponse } from './types.js';

/** One Server-Sent Event (the WHATWG `text/event-stream` fields); `data` is written as given, one line. */
export interface ServerSentEvent {
  event?: string;
  id?: string;
  data?: string;
  /** The reconnection delay (ms) the browser's EventSource takes from now on. */
  retry?: number;
}

/** A field value may not break its line (a newline would start another field) nor hold NUL (an id with one is ignored). */
const oneLine = (value: string) => value.replace(/[\r\n\0]/g, ' ');

/**
 * A whole `text/event-stream` answer: API Gateway (and the local gateway) send it once the
 * handler returns, and the connection ends; the browser's EventSource then reconnects after
 * `retry` with the last `id` as Last-Event-ID. The API's no-store and security headers apply.
 */
export function eventStreamResponse(status: number, events: readonly ServerSentEvent[]): HttpResponse {
  let body = '';
  for (const e of events) {
    if (e.retry !== undefined) body += `retry: ${Math.max(0, Math.floor(e.retry))}\n`;
    if (e.id !== undefined) body += `id: ${oneLine(e.id)}\n`;
    if (e.event !== undefined) body += `event: ${oneLine(e.event)}\n`;
    if (e.data !== undefined) body += `data: ${oneLine(e.data)}\n`;
    body += '\n';
  }
  return { statusCode: status, headers: { ...API_SECURITY_HEADERS, 'content-type': 'text/event-stream; charset=utf-8' }, body };
}
