import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { config as zodConfig } from 'zod';
import { paths } from '@/config/paths';
import { Logo } from '@/components/layout/logo';
import { useDocumentTitle } from '@/components/layout/page';
import { Spinner } from '@/components/ui';
import { useT } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { FirstRequestGuide } from './first-request-guide';
import '../api-docs.css';

// Scalar, Vue and their CSS load only with this page, after the guide has shown. Scalar builds
// zod object schemas as its modules load, and zod then probes `new Function` for a faster
// parser: the CSP has no 'unsafe-eval', so the probe is refused and reported. jitless (set
// before those modules load) parses the same way without probing.
const ScalarReference = lazy(() => {
  zodConfig({ jitless: true });
  return import('./scalar-reference');
});

/**
 * /e/api-reference: the first-request guide, then every operation of the served OpenAPI
 * document. Public, as the document is: nothing on it is a team's, and a developer can read it
 * (or be sent a link to it) before having an account; the guide leads to Settings → API keys.
 * Its links into the app load a new document (reloadDocument): this page's CSP allows inline
 * styles, which no other screen should run under (shared/src/security-headers.ts).
 */
export function ApiReferencePage() {
  const t = useT();
  useDocumentTitle(t('developers.title'));
  const signedIn = useUser() !== null;
  return (
    <div className="api-reference">
      <header className="api-reference__bar">
        <Logo to={signedIn ? paths.dashboard : paths.home} reloadDocument />
        <nav aria-label={t('developers.account')}>
          {signedIn ? (
            <Link to={paths.settings} reloadDocument>
              {t('developers.settingsKeys')}
            </Link>
          ) : (
            <Link to={paths.signin} reloadDocument>
              {t('developers.signIn')}
            </Link>
          )}
        </nav>
      </header>
      {/* Not a <main>: Scalar renders the page's main landmark (its reference) itself. */}
      <section className="api-reference__intro" aria-labelledby="api-reference-title">
        <h1 id="api-reference-title" className="page-title">
          {t('developers.title')}
        </h1>
        <p className="page-description">{t('developers.description')}</p>
        <FirstRequestGuide appUrl={window.location.origin} signedIn={signedIn} />
      </section>
      <Suspense
        fallback={
          <div className="page-loader">
            <Spinner size="lg" label={t('developers.loading')} />
          </div>
        }
      >
        <ScalarReference />
      </Suspense>
    </div>
  );
}
