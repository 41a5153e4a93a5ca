import { Link } from 'react-router-dom';
import { API_KEY_PREFIX } from '@kisa/shared';
import { paths } from '@/config/paths';
import { CopyButton } from '@/components/ui/copy-button';
import { useT } from '@/lib/i18n';
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

/** Code and HTTP words the guide quotes as they are, in every language. */
const CODE = { created: '201 Created', patch: 'PATCH', deleteLink: 'DELETE /api/links/{id}', cli: 'npx kisa' } as const;

/**
 * The first-request guide above the reference (its links into the app load a new document, as
 * the page's do): a key from Settings → API keys, one curl call
 * that creates a link, what comes back, and where the SDK and CLI are.
 */
export function FirstRequestGuide({ appUrl, signedIn }: { appUrl: string; signedIn: boolean }) {
  const t = useT();
  const command = firstRequestCommand(appUrl);
  return (
    <section className="api-guide card card--padded" aria-labelledby="first-request-title" id="first-request">
      <h2 id="first-request-title">{t('developers.guide.title')}</h2>
      <ol className="api-guide__steps">
        <li>
          <h3>{t('developers.guide.keyTitle')}</h3>
          <p>
            {t('developers.guide.keyIn')}{' '}
            {signedIn ? (
              <Link to={paths.settings} reloadDocument>
                {t('developers.settingsKeys')}
              </Link>
            ) : (
              <>
                <Link to={paths.signin} reloadDocument>
                  {t('developers.guide.keySignIn')}
                </Link>
                {t('developers.guide.keyThen')}
              </>
            )}
            {t('developers.guide.keyName')}
            <strong>{t('developers.guide.keyCreate')}</strong>
            {t('developers.guide.keyOnce')}
            <code>{API_KEY_PREFIX}</code>
            {t('developers.guide.keyActs')}
          </p>
        </li>
        <li>
          <h3>{t('developers.guide.linkTitle')}</h3>
          <p>{t('developers.guide.linkText')}</p>
          <div className="api-guide__code">
            {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a long line scrolls: focusable so the keyboard can scroll it; the group role carries its name */}
            <pre tabIndex={0} role="group" aria-label={t('developers.guide.commandLabel')}>
              <code>{command}</code>
            </pre>
            <CopyButton text={command} label={t('developers.guide.copyCommand')} copiedMessage={t('developers.guide.commandCopied')} />
          </div>
        </li>
        <li>
          <h3>{t('developers.guide.answerTitle')}</h3>
          <p>
            <strong>{CODE.created}</strong>
            {t('developers.guide.answerCreated')}
            <code>id</code>
            {t('developers.guide.answerFor')}
            <code>GET</code>, <code>{CODE.patch}</code>
            {t('developers.guide.answerAnd')}
            <code>{CODE.deleteLink}</code>
            {t('developers.guide.answerCode')}
            <code>shortUrl</code>
            {t('developers.guide.answerShortLink')}
            <code>shortLink</code>
            {t('developers.guide.answerRefused')}
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a long answer scrolls: focusable so the keyboard can scroll it; the group role carries its name */}
          <pre tabIndex={0} role="group" aria-label={t('developers.guide.answerLabel')}>
            <code>{ANSWER_EXAMPLE}</code>
          </pre>
        </li>
      </ol>
      <p className="api-guide__more">
        {t('developers.guide.moreSdk')}
        <code>sdk/</code>
        {t('developers.guide.moreCli')}
        <code>{CODE.cli}</code>
        {t('developers.guide.moreList')}
        <a href="/api/openapi.json">/api/openapi.json</a>.
      </p>
    </section>
  );
}
