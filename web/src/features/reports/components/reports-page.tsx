import { useEffect, useId, useState, type FormEvent } from 'react';
import { REPORT_FREQUENCIES, type ReportSubscription } from '@kisa/shared';
import { PageHeader, SettingsTabs } from '@/components/layout';
import { Alert, Button, Card, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useTeamTags } from '@/components/tags/use-team-tags';
import { apiKey } from '@/lib/api-calls';
import { useApi } from '@/lib/use-api';
import { reportsApi, useReportSubscription } from '../api/reports';
import { checkReportForm, inputOf, valuesOf, type ReportFormValues } from '../lib/report-form';
import { INTL_LOCALES } from '@kisa/shared/i18n';
import { useI18n, useLocalize, useT } from '@/lib/i18n';
import './reports.css';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * /e/reports (Settings → Reports): the member's own e-mail report in this team — none, weekly or
 * monthly; for the whole team, one campaign or links with some tags — in their browser's time zone.
 * Every member chooses their own (viewers too: they read analytics).
 */
export function ReportsPage() {
  const t = useT();
  const subscription = useReportSubscription();
  return (
    <div className="page">
      <PageHeader title={t('reports.title')} description={t('reports.description')} />
      <SettingsTabs />
      {subscription.data ? (
        <ReportForm saved={subscription.data} onSaved={(sub) => void subscription.mutate(sub, { revalidate: false })} />
      ) : subscription.error ? (
        <LoadError title={t('reports.loadError')} source={subscription} />
      ) : (
        <Card>
          <SkeletonRows label={t('reports.title')} columns={[1]} rows={3} />
        </Card>
      )}
    </div>
  );
}

function ReportForm({ saved, onSaved }: { saved: ReportSubscription; onSaved: (sub: ReportSubscription) => void }) {
  const { t, locale } = useI18n();
  const localize = useLocalize();
  const toast = useToast();
  const [values, setValues] = useState<ReportFormValues>(() => valuesOf(saved));
  const [problem, setProblem] = useState<{ field?: 'campaignId' | 'tagIds'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const tz = browserTimeZone();
  const ids = { frequency: useId(), scope: useId(), campaign: useId(), tags: useId(), error: useId(), tz: useId() };
  const campaigns = useApi(values.frequency !== 'none' && values.scope === 'campaign' ? apiKey('/api/campaigns') : null);
  const tags = useTeamTags(values.frequency !== 'none' && values.scope === 'tags');
  useEffect(() => setValues(valuesOf(saved)), [saved]);

  const change = (patch: Partial<ReportFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setProblem(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const wrong = checkReportForm(values);
    if (wrong) {
      setProblem(wrong);
      document.getElementById(wrong.field === 'campaignId' ? ids.campaign : ids.tags)?.focus();
      return;
    }
    setBusy(true);
    try {
      const sub = await reportsApi.save(inputOf(values, tz));
      onSaved(sub);
      toast(t('reports.saved'));
    } catch (error) {
      setProblem({ message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const day = (d: string) => new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`));
  const at = (iso: string) =>
    new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: saved.tz }).format(new Date(iso));
  const fieldError = (field: 'campaignId' | 'tagIds') => (problem?.field === field ? ids.error : undefined);

  return (
    <Card>
      <form className="reports-form" onSubmit={(e) => void submit(e)} noValidate aria-describedby={problem && !problem.field ? ids.error : undefined}>
        <fieldset className="reports-form__group" aria-describedby={ids.tz}>
          <legend className="field__label">{t('reports.frequency')}</legend>
          {REPORT_FREQUENCIES.map((f) => (
            <label key={f} className="reports-form__choice">
              <input type="radio" name={ids.frequency} value={f} checked={values.frequency === f} onChange={() => change({ frequency: f })} />
              {t(`reports.frequency.${f}`)}
            </label>
          ))}
          <p id={ids.tz} className="field__hint">
            {t('reports.timeZone', { tz })}
          </p>
        </fieldset>

        {values.frequency !== 'none' && (
          <fieldset className="reports-form__group">
            <legend className="field__label">{t('reports.scope')}</legend>
            {(['team', 'campaign', 'tags'] as const).map((kind) => (
              <label key={kind} className="reports-form__choice">
                <input type="radio" name={ids.scope} value={kind} checked={values.scope === kind} onChange={() => change({ scope: kind })} />
                {t(`reports.scope.${kind}`)}
              </label>
            ))}

            {values.scope === 'campaign' && (
              <div className={`field${fieldError('campaignId') ? ' field--invalid' : ''}`}>
                <label className="field__label" htmlFor={ids.campaign}>
                  {t('reports.campaignLabel')}
                </label>
                <select
                  id={ids.campaign}
                  className="input"
                  value={values.campaignId}
                  aria-invalid={fieldError('campaignId') ? true : undefined}
                  aria-describedby={fieldError('campaignId')}
                  onChange={(e) => change({ campaignId: e.target.value })}
                >
                  <option value="">{t('reports.chooseCampaign')}</option>
                  {(campaigns.data ?? []).map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
                {campaigns.data?.length === 0 && <p className="field__hint">{t('reports.noCampaigns')}</p>}
              </div>
            )}

            {values.scope === 'tags' && (
              <fieldset
                id={ids.tags}
                tabIndex={-1}
                className={`reports-form__tags${fieldError('tagIds') ? ' field--invalid' : ''}`}
                aria-invalid={fieldError('tagIds') ? true : undefined}
                aria-describedby={fieldError('tagIds')}
              >
                <legend className="sr-only">{t('reports.scope.tags')}</legend>
                {tags.data?.items.length === 0 && <p className="field__hint">{t('reports.noTags')}</p>}
                {(tags.data?.items ?? []).map((tag) => (
                  <label key={tag.id} className="reports-form__choice">
                    <input
                      type="checkbox"
                      checked={values.tagIds.includes(tag.id)}
                      onChange={(e) => change({ tagIds: e.target.checked ? [...values.tagIds, tag.id] : values.tagIds.filter((id) => id !== tag.id) })}
                    />
                    {tag.name}
                  </label>
                ))}
              </fieldset>
            )}
          </fieldset>
        )}

        {problem && (
          <p id={ids.error} className="field__error" role="alert">
            {localize(problem.message)}
          </p>
        )}
        <div className="reports-form__actions">
          <Button type="submit" loading={busy}>
            {t('reports.save')}
          </Button>
        </div>
      </form>
      <Alert tone="info">
        {saved.nextReport
          ? t('reports.next', { from: day(saved.nextReport.from), to: day(saved.nextReport.to), at: at(saved.nextReport.sendAfter) })
          : t('reports.off')}
      </Alert>
    </Card>
  );
}
