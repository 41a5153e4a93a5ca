import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/components/layout';
import { Alert, Button } from '@/components/ui';
import { paths } from '@/config/paths';
import { reportsApi } from '../api/reports';
import { useReportText } from '../lib/report-text';

/**
 * /e/reports/unsubscribe?token=… — where a report mail's unsubscribe link leads a browser (the
 * API's GET redirects here). Nothing changes until the button is pressed: link scanners that
 * open every link unsubscribe nobody. No sign-in: the signed token is the proof.
 */
export function ReportsUnsubscribePage() {
  const { text } = useReportText();
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
    <AuthLayout title={text.unsubscribeTitle} footer={<Link to={paths.reports}>{text.settingsLink}</Link>}>
      {!token ? (
        <Alert tone="error">{text.noToken}</Alert>
      ) : state.kind === 'done' ? (
        <Alert tone="success">{text.unsubscribed}</Alert>
      ) : (
        <>
          <p>{text.unsubscribeIntro}</p>
          {state.kind === 'error' && <Alert tone="error">{state.message}</Alert>}
          <Button block loading={state.kind === 'busy'} onClick={() => void confirm()}>
            {text.unsubscribe}
          </Button>
        </>
      )}
    </AuthLayout>
  );
}
