import { Link } from 'react-router-dom';
import { API_KEY_PREFIX } from '@kisa/shared';
import { paths } from '@/config/paths';
import { CopyButton } from '@/components/ui/copy-button';
import { firstRequestCommand } from '../lib/first-request';

/** What a created link's answer starts with: the fields a first caller looks for. */
const ANSWER_EXAMPLE = `HTTP/1.1 201 Created
Content-Type: application/json

{
  "id": "…",
  "shortUrl": "x7Kq2mPa",
  "shortLink": "https://…/x7Kq2mPa",
  "longUrl": "https://example.com/",
  "title": "example.com",
  …
}`;

/**
 * The first-request guide above the reference (its links into the app load a new document, as
 * the page's do): a key from Settings → API keys, one curl call
 * that creates a link, what comes back, and where the SDK and CLI are.
 */
export function FirstRequestGuide({ appUrl, signedIn }: { appUrl: string; signedIn: boolean }) {
  const command = firstRequestCommand(appUrl);
  return (
    <section className="api-guide card card--padded" aria-labelledby="first-request-title" id="first-request">
      <h2 id="first-request-title">Your first request</h2>
      <ol className="api-guide__steps">
        <li>
          <h3>Create an API key</h3>
          <p>
            In{' '}
            {signedIn ? (
              <Link to={paths.settings} reloadDocument>
                Settings → API keys
              </Link>
            ) : (
              <>
                <Link to={paths.signin} reloadDocument>
                  sign in
                </Link>
                , then Settings → API keys
              </>
            )}
            , name a key and press <strong>Create key</strong>. It is shown once: copy it. A key starts with <code>{API_KEY_PREFIX}</code> and acts as you.
          </p>
        </li>
        <li>
          <h3>Create a link</h3>
          <p>Send it as a bearer token. Without an alias, Kisa generates the short code:</p>
          <div className="api-guide__code">
            {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a long line scrolls: focusable so the keyboard can scroll it; the group role carries its name */}
            <pre tabIndex={0} role="group" aria-label="The first request, as a curl command">
              <code>{command}</code>
            </pre>
            <CopyButton text={command} label="Copy the curl command" copiedMessage="The curl command was copied." />
          </div>
        </li>
        <li>
          <h3>Read the answer</h3>
          <p>
            <strong>201 Created</strong> with the link: its <code>id</code> (for <code>GET</code>, <code>PATCH</code> and{' '}
            <code>DELETE /api/links/{'{id}'}</code>), the code in <code>shortUrl</code> and the whole short URL to share in <code>shortLink</code>. A refused
            request answers a 4xx status with a JSON body saying why.
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a long answer scrolls: focusable so the keyboard can scroll it; the group role carries its name */}
          <pre tabIndex={0} role="group" aria-label="What comes back">
            <code>{ANSWER_EXAMPLE}</code>
          </pre>
        </li>
      </ol>
      <p className="api-guide__more">
        From TypeScript, the <code>sdk/</code> workspace package is a typed client generated from this document; from a terminal, <code>npx kisa</code> creates,
        lists and bulk-uploads links with the same key. Every operation is listed below; the document itself is at{' '}
        <a href="/api/openapi.json">/api/openapi.json</a>.
      </p>
    </section>
  );
}
