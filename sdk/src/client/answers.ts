/**
 * Reading openapi-fetch's results. The client's fetch throws for every error status
 * (retrying-fetch.ts), so a result that reaches here is a success; these helpers say so to
 * the types and catch the one thing left: a success without the body its operation declares.
 */

/** The JSON body of a successful call. */
export async function dataOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (data === undefined) throw new Error(`Expected a JSON answer from ${response.url} (${response.status}), got an empty body`);
  return data;
}
