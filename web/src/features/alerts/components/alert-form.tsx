import { useRef, useState, type FormEvent } from 'react';
import {
  ALERT_CONDITION_KINDS,
  ALERT_CONVERSION_HOURS_MAX,
  ALERT_NO_CLICKS_HOURS_MAX,
  ALERT_TARGET_KINDS,
  type AlertConditionKind,
  type AlertTargetKind,
  type CreateAlertInput,
} from '@kisa/shared';
import { Alert, Button, TextField } from '@/components/ui';
import { Switch } from '@/components/ui/switch';
import { useT } from '@/lib/i18n';
import { useAlertCampaigns, useAlertLinks, useAlertMembers, useAlertTags } from '../api/alerts';
import { conditionHint, conditionLabel, draftToBody, emptyDraft, targetLabel, type AlertDraft, type DraftField } from '../lib/alert-text';
import { SelectField } from './select-field';

/**
 * A new alert rule: what to watch (a link, tag or campaign of the team), when to fire, whom to
 * tell (members by mail, the team's webhooks, a Slack incoming webhook), quiet hours in the
 * browser's time zone and a cool-down. Each field's error is tied to it; the server's refusal
 * shows at the top of the form.
 */
export function AlertForm({ me, onCreate }: { me: string; onCreate: (body: CreateAlertInput) => Promise<void> }) {
  const t = useT();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const [d, setD] = useState<AlertDraft>(() => emptyDraft(timeZone, me));
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const links = useAlertLinks(d.targetKind === 'link');
  const tags = useAlertTags(d.targetKind === 'tag');
  const campaigns = useAlertCampaigns(d.targetKind === 'campaign');
  const team = useAlertMembers(true);
  const set = <K extends keyof AlertDraft>(key: K, value: AlertDraft[K], field?: DraftField) => {
    setD((old) => ({ ...old, [key]: value }));
    if (field) setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const targets: (readonly [string, string])[] =
    d.targetKind === 'link'
      ? (links.data?.items ?? []).map((l) => [l.id, `/${l.shortUrl}${l.title ? ` — ${l.title}` : ''}`] as const)
      : d.targetKind === 'tag'
        ? (tags.data?.items ?? []).map((t) => [t.id, t.name] as const)
        : (campaigns.data ?? []).map((c) => [c.id, c.name] as const);
  const loadingTargets = d.targetKind === 'link' ? !links.data : d.targetKind === 'tag' ? !tags.data : !campaigns.data;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const checked = draftToBody(t, d);
    if ('field' in checked) {
      setErrors({ [checked.field]: checked.message });
      if (checked.field === 'name') nameInput.current?.focus();
      return;
    }
    setBusy(true);
    setRefusal('');
    try {
      await onCreate(checked.body);
      setD(emptyDraft(timeZone, me));
      setErrors({});
    } catch (err) {
      setRefusal((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const numberField = (key: 'clicks' | 'factor' | 'hours' | 'usualAbove' | 'percent', label: string, hint: string) => (
    <TextField
      label={label}
      name={key}
      inputMode="decimal"
      value={d[key]}
      onChange={(e) => set(key, e.target.value, 'condition')}
      error={errors.condition ? true : undefined}
      hint={hint}
      disabled={busy}
    />
  );

  return (
    <form className="alert-form" aria-label={t('alerts.createTitle')} onSubmit={(e) => void submit(e)} noValidate>
      {refusal && <Alert tone="error">{refusal}</Alert>}
      <TextField
        ref={nameInput}
        label={t('alerts.form.name')}
        name="name"
        value={d.name}
        maxLength={400}
        placeholder={t('alerts.form.namePlaceholder')}
        error={errors.name}
        onChange={(e) => set('name', e.target.value, 'name')}
        disabled={busy}
      />
      <div className="alert-form__row">
        <SelectField
          label={t('alerts.form.watch')}
          name="targetKind"
          value={d.targetKind}
          onChange={(v) => setD((old) => ({ ...old, targetKind: v as AlertTargetKind, targetId: '' }))}
          options={ALERT_TARGET_KINDS.map((k) => [k, targetLabel(t, k)] as const)}
          disabled={busy}
        />
        <SelectField
          label={targetLabel(t, d.targetKind)}
          name="targetId"
          value={d.targetId}
          onChange={(v) => set('targetId', v, 'target')}
          options={[['', loadingTargets ? t('alerts.loading') : targets.length ? t('alerts.form.choose') : t('alerts.form.none')], ...targets]}
          error={errors.target}
          disabled={busy}
        />
      </div>
      <SelectField
        label={t('alerts.form.when')}
        name="conditionKind"
        value={d.conditionKind}
        onChange={(v) => set('conditionKind', v as AlertConditionKind, 'condition')}
        options={ALERT_CONDITION_KINDS.map((k) => [k, conditionLabel(t, k)] as const)}
        hint={conditionHint(t, d.conditionKind)}
        disabled={busy}
      />
      <div className="alert-form__row">
        {d.conditionKind === 'clicksAbove' && numberField('clicks', t('alerts.form.clicks'), t('alerts.form.clicksHint'))}
        {d.conditionKind === 'clicksAboveUsual' && numberField('factor', t('alerts.form.factor'), t('alerts.form.factorHint'))}
        {(d.conditionKind === 'noClicks' || d.conditionKind === 'conversionDrop') &&
          numberField(
            'hours',
            t('alerts.form.hours'),
            t('alerts.form.hoursHint', { max: d.conditionKind === 'noClicks' ? ALERT_NO_CLICKS_HOURS_MAX : ALERT_CONVERSION_HOURS_MAX }),
          )}
        {d.conditionKind === 'noClicks' && numberField('usualAbove', t('alerts.form.usual'), t('alerts.form.usualHint'))}
        {d.conditionKind === 'conversionDrop' && numberField('percent', t('alerts.form.percent'), t('alerts.form.percentHint'))}
      </div>
      {errors.condition && (
        <p className="field__error" role="alert">
          {errors.condition}
        </p>
      )}
      <fieldset className="alert-form__channels" aria-describedby={errors.channels ? 'alert-channels-error' : undefined}>
        <legend>{t('alerts.form.tell')}</legend>
        {(team.data?.members ?? []).map((m) => (
          <label key={m.id} className="alert-form__check">
            <input
              type="checkbox"
              checked={d.mailTo.includes(m.id)}
              onChange={(e) => set('mailTo', e.target.checked ? [...d.mailTo, m.id] : d.mailTo.filter((id) => id !== m.id), 'channels')}
              disabled={busy}
            />{' '}
            {t('alerts.form.mailMember', { name: m.name, email: m.email })}
          </label>
        ))}
        <label className="alert-form__check">
          <input type="checkbox" checked={d.webhook} onChange={(e) => set('webhook', e.target.checked, 'channels')} disabled={busy} />{' '}
          {t('alerts.form.webhook')}
        </label>
        <TextField
          label={t('alerts.form.slack')}
          name="slackUrl"
          type="url"
          value={d.slackUrl}
          placeholder="https://hooks.slack.com/services/…"
          error={errors.slackUrl}
          onChange={(e) => {
            set('slackUrl', e.target.value, 'slackUrl');
            setErrors((old) => ({ ...old, channels: undefined }));
          }}
          disabled={busy}
        />
        {errors.channels && (
          <p id="alert-channels-error" className="field__error">
            {errors.channels}
          </p>
        )}
      </fieldset>
      <Switch
        checked={d.quiet}
        onChange={(on) => set('quiet', on)}
        label={t('alerts.form.quiet')}
        hint={t('alerts.form.quietHint', { zone: d.timeZone })}
        disabled={busy}
      />
      {d.quiet && (
        <div className="alert-form__row">
          <TextField
            label={t('alerts.form.from')}
            name="quietFrom"
            type="time"
            value={d.quietFrom}
            onChange={(e) => set('quietFrom', e.target.value)}
            disabled={busy}
          />
          <TextField
            label={t('alerts.form.to')}
            name="quietTo"
            type="time"
            value={d.quietTo}
            onChange={(e) => set('quietTo', e.target.value)}
            disabled={busy}
          />
        </div>
      )}
      <TextField
        label={t('alerts.form.cooldown')}
        name="cooldownMinutes"
        inputMode="numeric"
        value={d.cooldownMinutes}
        hint={t('alerts.form.cooldownHint')}
        error={errors.cooldown}
        onChange={(e) => set('cooldownMinutes', e.target.value, 'cooldown')}
        disabled={busy}
      />
      <div className="alert-form__actions">
        <Button type="submit" loading={busy}>
          {t('alerts.form.submit')}
        </Button>
      </div>
    </form>
  );
}
