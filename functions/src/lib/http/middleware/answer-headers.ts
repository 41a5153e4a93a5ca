import type { MiddlewareObj } from '@middy/core';
import type { ApiEvent, HttpResponse } from '../types.js';

const EXPOSE = 'access-control-expose-headers';

/**
 * Writes the headers a middleware collected in `event.answerHeaders` (the rate-limit fields,
 * request-limits.ts) onto the answer, whatever it is: the handler's, or an error's. It sits in
 * the chain before `httpErrors`, so its `after` and `onError` run after every later one (middy
 * runs them in reverse), once the error has become a response. An answer that exposes headers
 * to scripts of other origins (file downloads) exposes these too.
 */
export function answerHeaders(): MiddlewareObj<ApiEvent, HttpResponse> {
  const write = ({ event, response }: { event: ApiEvent; response: HttpResponse | null | undefined }) => {
    const added = event.answerHeaders;
    if (!response || !added || !Object.keys(added).length) return;
    const headers = { ...response.headers, ...added };
    const exposed = headers[EXPOSE];
    if (typeof exposed === 'string') headers[EXPOSE] = [exposed, ...Object.keys(added)].join(', ');
    response.headers = headers;
  };
  return { after: write, onError: write };
}
