import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Logo, useDocumentTitle } from '@/components/layout';
import { Card } from '@/components/ui';
import { SigninForm } from './signin-form';
import { useT } from '@/lib/i18n';
import { LanguageSelect } from '@/components/layout';

const FEATURES = [
  { title: 'auth.landing.feature1.title', text: 'auth.landing.feature1.text' },
  { title: 'auth.landing.feature2.title', text: 'auth.landing.feature2.text' },
  { title: 'auth.landing.feature3.title', text: 'auth.landing.feature3.text' },
] as const;

/** `/`: the pitch beside the sign-in form. */
export function LandingPage() {
  useDocumentTitle('');
  const t = useT();
  return (
    <div className="landing">
      <header className="landing__header">
        <Logo />
        <nav aria-label={t('auth.landing.account')}>
          <LanguageSelect />
          <Link to={paths.signin} className="btn btn--ghost btn--md">
            {t('common.signIn')}
          </Link>
          <Link to={paths.register} className="btn btn--primary btn--md">
            {t('auth.landing.getStarted')}
          </Link>
        </nav>
      </header>
      <main id="main" className="landing__main">
        <section className="landing__pitch" aria-labelledby="pitch-title">
          <p className="eyebrow">{t('auth.landing.eyebrow')}</p>
          <h1 id="pitch-title" className="landing__title">
            {t('auth.landing.titleBefore')}
            <span className="text-gradient">{t('auth.landing.titleHighlight')}</span>
            {t('auth.landing.titleAfter')}
          </h1>
          <p className="landing__lead">{t('auth.landing.lead')}</p>
          <ul className="landing__features">
            {FEATURES.map((f) => (
              <li key={f.title}>
                <span className="check" aria-hidden="true">
                  ✓
                </span>
                <div>
                  <strong>{t(f.title)}</strong>
                  <p>{t(f.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <Card className="landing__card">
          <h2 className="auth__title">{t('common.signIn')}</h2>
          <p className="auth__subtitle">{t('auth.welcomeBack')}</p>
          <SigninForm autoFocus={false} />
        </Card>
      </main>
      <footer className="landing__footer">© {new Date().getFullYear()} Kisa</footer>
    </div>
  );
}
