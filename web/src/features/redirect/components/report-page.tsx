import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { checkReportForm, displayUrl, MSG, REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '@kisa/shared';
import { AuthLayout } from '@/components/layout';
import { Alert, Button, TextField } from '@/components/ui';
import { Field } from '@/components/ui/field';
import { TextArea } from '@/components/ui/text-area';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { useFormError } from '@/lib/use-form';
import { useLocalize, useT } from '@/lib/i18n';
import { reportLink } from '../api/report';
import { prefilledLink, reportFieldOf, type ReportField } from '../lib/report-form';
import './report-page.css';

type Values = Record<ReportField, string>;

/**
 * /report — anyone reports a short link; no sign-in. The redirect's 404, 410 and
 * warning pages lead here (the warning page with `?link=<code>`, prefilled). The link (or its
 * code), a reason from the API's fixed list, optional details and a contact e-mail go to
 * `POST /api/public/reports`; its answer — thanks, "Link not found" (the link field marked),
 * or the rate limit's "try again in N minutes" — is said in the form. A bare code that is on
 * several domains is answered with its short links: the reporter picks the one received (it
 * becomes the link) and sends again.
 */
export function ReportPage() {
  const t = useT();
  const localize = useLocalize();
  const { search } = useLocation();
  const [values, setValues] = useState<Values>(() => ({ link: prefilledLink(search), reason: '', details: '', contact: '' }));
  const { error, invalid, fail, clear, fieldChanged } = useFormError<ReportField>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [choices, setChoices] = useState<{ message: string; links: string[] } | null>(null);
  const refs = useRef<Partial<Record<ReportField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});
  const done = useRef<HTMLDivElement>(null);
  const errorId = 'report-error';

  const set = (field: ReportField) => (e: { target: { value: string } }) => {
    const v = e.target.value;
    setValues((prev) => ({ ...prev, [field]: v }));
    fieldChanged(field);
    if (field === 'link') setChoices(null);
  };
  const control = (field: ReportField) => ({
    name: field,
    value: values[field],
    onChange: set(field),
    error: invalid.includes(field),
    'aria-describedby': invalid.includes(field) && error ? errorId : undefined,
  });

  function failOn(message: string) {
    const field = reportFieldOf(message);
    fail(message, field ? [field] : []);
    if (field) refs.current[field]?.focus();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = checkReportForm(values);
    if (problem) return failOn(problem);
    clear();
    setBusy(true);
    try {
      const details = values.details.trim();
      const contact = values.contact.trim();
      const { message, candidates } = await reportLink({
        link: values.link.trim(),
        reason: values.reason as ReportReason,
        ...(details ? { details } : {}),
        ...(contact ? { contact } : {}),
      });
      if (candidates) {
        setChoices({ message, links: candidates });
        return;
      }
      setChoices(null);
      setSent(message || MSG.reportThanks);
      // The form gives way to the thanks: the focus goes to it, so it is read out and not lost.
      requestAnimationFrame(() => done.current?.focus());
    } catch (err) {
      failOn(err instanceof ApiError ? err.message : MSG.unknownError);
    } finally {
      setBusy(false);
    }
  }

  function another() {
    setSent(null);
    setChoices(null);
    setValues({ link: '', reason: '', details: '', contact: '' });
    clear();
    requestAnimationFrame(() => refs.current.link?.focus());
  }

  const detailsLength = values.details.trim().length;
  return (
    <AuthLayout
      title={t('visitor.report.title')}
      subtitle={t('visitor.report.subtitle')}
      footer={
        <Link to={paths.home} className="link">
          {t('visitor.report.home')}
        </Link>
      }
    >
      {sent ? (
        <div ref={done} tabIndex={-1} className="report__done">
          <Alert tone="success" title={t('visitor.report.sent')}>
            {sent}
          </Alert>
          <Button variant="secondary" block onClick={another}>
            {t('visitor.report.another')}
          </Button>
        </div>
      ) : (
        <form className="form" onSubmit={onSubmit} noValidate aria-label={t('visitor.report.title')}>
          {error && (
            <Alert id={errorId} tone="error">
              {error}
            </Alert>
          )}
          <TextField
            label={t('visitor.report.link')}
            hint={t('visitor.report.linkHint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={400}
            autoFocus={!values.link}
            placeholder="kisa.link/abc123"
            {...control('link')}
            ref={(el) => {
              refs.current.link = el;
            }}
          />
          {choices && (
            <fieldset className="report__choices">
              <legend>{localize(choices.message)}</legend>
              {choices.links.map((link) => (
                <label key={link} className="report__choice">
                  <input
                    type="radio"
                    name="report-choice"
                    value={link}
                    checked={values.link === link}
                    onChange={() => setValues((prev) => ({ ...prev, link }))}
                  />
                  <span dir="ltr">{displayUrl(link)}</span>
                </label>
              ))}
            </fieldset>
          )}
          <Field
            label={t('visitor.report.reason')}
            error={invalid.includes('reason')}
            aria-describedby={invalid.includes('reason') && error ? errorId : undefined}
          >
            {(c) => (
              <select
                className="field__input"
                name="reason"
                value={values.reason}
                onChange={set('reason')}
                ref={(el) => {
                  refs.current.reason = el;
                }}
                {...c}
                // biome-ignore lint/a11y/noAutofocus: a single-purpose page arrived at with the link filled in: the reason is the one thing left to choose
                autoFocus={!!values.link}
              >
                <option value="">{t('visitor.report.chooseReason')}</option>
                {REPORT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(`common.reportReason.${r}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextArea
            label={t('visitor.report.details')}
            hint={t('visitor.report.detailsHint', { count: formatCount(detailsLength), max: formatCount(REPORT_DETAILS_MAX) })}
            rows={4}
            maxLength={REPORT_DETAILS_MAX + 200}
            {...control('details')}
            ref={(el) => {
              refs.current.details = el;
            }}
          />
          <TextField
            label={t('visitor.report.contact')}
            hint={t('visitor.report.contactHint')}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...control('contact')}
            ref={(el) => {
              refs.current.contact = el;
            }}
          />
          <Button type="submit" size="lg" block loading={busy}>
            {t('visitor.report.send')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
