import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Logo, useDocumentTitle } from '@/components/layout';
import { Card } from '@/components/ui';
import { SigninForm } from './signin-form';

const FEATURES = [
  { title: 'Branded short links', text: 'Custom aliases, UTM tags, mobile and deeplink redirects, passwords and expiry.' },
  { title: 'Analytics that count', text: 'Exact unique and total clicks, browsers, devices, countries and a visitor log.' },
  { title: 'QR codes & bulk', text: 'Styled QR codes with your logo, and 100,000 links from one CSV into a campaign.' },
];

/** `/`: the pitch beside the sign-in form. */
export function LandingPage() {
  useDocumentTitle('');
  return (
    <div className="landing">
      <header className="landing__header">
        <Logo />
        <nav aria-label="Account">
          <Link to={paths.signin} className="btn btn--ghost btn--md">
            Sign in
          </Link>
          <Link to={paths.register} className="btn btn--primary btn--md">
            Get started
          </Link>
        </nav>
      </header>
      <main id="main" className="landing__main">
        <section className="landing__pitch" aria-labelledby="pitch-title">
          <p className="eyebrow">Short links · QR codes · Analytics</p>
          <h1 id="pitch-title" className="landing__title">
            Short links that <span className="text-gradient">work as hard</span> as you do.
          </h1>
          <p className="landing__lead">
            Kisa turns long URLs into short, trackable links and QR codes — with campaigns, team workspaces and analytics you can trust.
          </p>
          <ul className="landing__features">
            {FEATURES.map((f) => (
              <li key={f.title}>
                <span className="check" aria-hidden="true">
                  ✓
                </span>
                <div>
                  <strong>{f.title}</strong>
                  <p>{f.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <Card className="landing__card">
          <h2 className="auth__title">Sign in</h2>
          <p className="auth__subtitle">Welcome back. Your links are waiting.</p>
          <SigninForm autoFocus={false} />
        </Card>
      </main>
      <footer className="landing__footer">© {new Date().getFullYear()} Kisa</footer>
    </div>
  );
}
