import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layout';
import { Alert, Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { reportsApi } from '../api/reports';
import { useLocalize, useT } from '@/lib/i18n';

/**
 * /e/reports/unsubscribe?token=… — where a report mail's unsubscribe link leads a browser (the
 * API's GET redirects here). Nothing changes until the button is pressed: link scanners that
 * open every link unsubscribe nobody. No sign-in: the signed token is the proof.
 */
export function ReportsUnsubscribePage() {
  const t = useT();
  const localize = useLocalize();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; message: string }>({ kind: 'idle' });

  const confirm = async () => {
    setState({ kind: 'busy' });
    try {
      await reportsApi.unsubscribe(token);
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message });
    }
  };

  return (
    <AuthLayout title={t('reports.unsubscribeTitle')} footer={<Link to={paths.reports}>{t('reports.settingsLink')}</Link>}>
      {!token ? (
        <Alert tone="error">{t('reports.noToken')}</Alert>
      ) : state.kind === 'done' ? (
        <Alert tone="success">{t('reports.unsubscribed')}</Alert>
      ) : (
        <>
          <p>{t('reports.unsubscribeIntro')}</p>
          {state.kind === 'error' && <Alert tone="error">{localize(state.message)}</Alert>}
          <Button block loading={state.kind === 'busy'} onClick={() => void confirm()}>
            {t('reports.unsubscribe')}
          </Button>
        </>
      )}
    </AuthLayout>
  );
}
