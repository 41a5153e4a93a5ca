import { useId, useRef, useState, type FormEvent } from 'react';
import { IMPORT_SOURCE_INFO, MSG, type ImportJob } from '@kisa/shared';
import { Alert, Button, TextField } from '@/components/ui';
import { DisclosureButton } from '@/components/ui/disclosure';
import { DomainField } from '@/components/ui/domain-field';
import { ApiError } from '@/lib/api-client';
import { chosenDomain, domainChoices, domainText } from '@/lib/link-domains';
import { useLinkDomains } from '@/lib/use-link-domains';
import { useFormError } from '@/lib/use-form';
import { localizeMessage, useT } from '@/lib/i18n';
import { importsApi } from '../api/imports';
import { checkImportForm, fileProblem, importBody, needsApiUrl, problemsByField, type ImportField, type ImportFormValues } from '../lib/import-form';
import { sourceName, tokenLabel, TOKEN_WHERE } from '../lib/import-text';
import { FileFields } from './file-fields';
import { SourcePicker } from './source-picker';

export interface NewImportState {
  values: ImportFormValues;
  file: File | null;
}

export const NEW_IMPORT: NewImportState = {
  values: { source: 'bitly', token: '', apiUrl: '', file: null, domain: undefined, history: true },
  file: null,
};

const ORDER: readonly ImportField[] = ['source', 'token', 'apiUrl', 'file', 'domain'];

/**
 * Steps 1 and 2: the source, its token and API URL (or the file), where links on the source's
 * shared domains go, and whether click history comes; "Preview import" creates the import.
 * The state lives in the page, so "Start again" finds what was entered (the token too, until the
 * page is left). Errors stand under their fields, the server's too (`errors[].pointer`).
 */
export function NewImportForm({
  state,
  onChange,
  onCreated,
}: {
  state: NewImportState;
  onChange: (next: NewImportState) => void;
  onCreated: (job: ImportJob) => void;
}) {
  const id = useId();
  const t = useT();
  const { values, file } = state;
  const info = IMPORT_SOURCE_INFO[values.source];
  const name = sourceName(values.source);
  const { errors: said, formError: formSaid, show, clear, fieldChanged } = useFormError<ImportField>();
  // The form's and the API's problems, in the language shown.
  const errors = Object.fromEntries(Object.entries(said).map(([field, text]) => [field, text && localizeMessage(text)])) as typeof said;
  const formError = formSaid && localizeMessage(formSaid);
  const [busy, setBusy] = useState(false);
  // Open when it holds a URL (the form found again after Start again).
  const [advanced, setAdvanced] = useState(() => values.apiUrl.trim() !== '');
  const refs = useRef<Partial<Record<ImportField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const { data: domains } = useLinkDomains();
  const choices = domainChoices(domains);
  const domain = chosenDomain(choices, values.domain);
  const isFile = values.source === 'file';
  const apiUrlRequired = needsApiUrl(values.source);

  const set = (patch: Partial<ImportFormValues>, field?: ImportField) => {
    onChange({ ...state, values: { ...values, ...patch } });
    fieldChanged(field);
  };

  function chooseFile(next: File | null) {
    onChange({ values: { ...values, file: next && { name: next.name, size: next.size } }, file: next });
    fieldChanged('file');
    const problem = next ? fileProblem(next) : null;
    if (problem) show({ file: problem });
  }

  function focusFirst(fields: Partial<Record<ImportField, string>>) {
    const first = ORDER.find((f) => fields[f]);
    if (first === 'apiUrl' && !apiUrlRequired) setAdvanced(true);
    if (first) setTimeout(() => refs.current[first]?.focus(), 0);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const wrong = checkImportForm(values);
    if (Object.keys(wrong).length > 0) {
      show(wrong);
      focusFirst(wrong);
      return;
    }
    clear();
    setBusy(true);
    try {
      const text = isFile && file ? await file.text() : undefined;
      onCreated(await importsApi.create(importBody({ ...values, domain }, text)));
    } catch (err) {
      const apiError = err instanceof ApiError ? err : new ApiError(MSG.unknownError, 0);
      const said = problemsByField(apiError.message, apiError.errors);
      // A refused file is about the file, whatever pointer it came with.
      if (isFile && apiError.status === 400 && Object.keys(said.fields).length === 0) said.fields.file = apiError.message;
      show(said.fields, Object.keys(said.fields).length ? said.form : apiError.message);
      focusFirst(said.fields);
    } finally {
      setBusy(false);
    }
  }

  const apiUrlField = (
    <TextField
      ref={(el) => {
        refs.current.apiUrl = el;
      }}
      label={t('imports.form.apiUrl')}
      value={values.apiUrl}
      onChange={(e) => set({ apiUrl: e.target.value }, 'apiUrl')}
      placeholder={info.apiUrl ?? (values.source === 'yourls' ? 'https://sho.rt/yourls-api.php' : 'https://s.example.com')}
      hint={
        apiUrlRequired
          ? t(values.source === 'yourls' ? 'imports.form.apiUrlServerYourls' : 'imports.form.apiUrlServer', { source: name })
          : t('imports.form.apiUrlPublic', { source: name, url: info.apiUrl ?? '' })
      }
      error={errors.apiUrl}
      required={apiUrlRequired}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      inputMode="url"
      disabled={busy}
    />
  );

  return (
    <form className="form import-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('imports.form.label')}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <SourcePicker
        value={values.source}
        onChange={(source) => set({ source }, 'source')}
        disabled={busy}
        firstRef={(el) => {
          refs.current.source = el;
        }}
      />

      {isFile ? (
        <FileFields
          file={file}
          onFile={chooseFile}
          error={errors.file}
          disabled={busy}
          inputRef={(el) => {
            refs.current.file = el;
          }}
        />
      ) : (
        <>
          <TextField
            ref={(el) => {
              refs.current.token = el;
            }}
            label={tokenLabel(values.source)}
            type="password"
            value={values.token}
            onChange={(e) => set({ token: e.target.value }, 'token')}
            hint={t('imports.form.tokenHint', { where: TOKEN_WHERE[values.source as keyof typeof TOKEN_WHERE] })}
            error={errors.token}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            disabled={busy}
          />
          {apiUrlRequired ? (
            apiUrlField
          ) : (
            <div className="disclosure import-form__advanced">
              <DisclosureButton open={advanced} controls={`${id}-advanced`} onToggle={() => setAdvanced(!advanced)}>
                {t('imports.form.advanced')}
              </DisclosureButton>
              <div id={`${id}-advanced`} hidden={!advanced} className="disclosure__panel">
                {apiUrlField}
              </div>
            </div>
          )}
        </>
      )}

      {choices.shown ? (
        <DomainField
          ref={(el) => {
            refs.current.domain = el;
          }}
          choices={choices}
          value={domain ?? null}
          onChange={(host) => set({ domain: host }, 'domain')}
          disabled={busy}
          invalid={!!errors.domain}
          hint={
            isFile
              ? t('imports.form.domainHintFile')
              : info.sharedHosts.length
                ? t('imports.form.domainHintShared', { hosts: info.sharedHosts.join(', ') })
                : t('imports.form.domainHintOther')
          }
        />
      ) : (
        domains && (
          <p className="muted import-form__note">
            {isFile
              ? t('imports.form.noteFile', { host: domainText(domains.platformHost) })
              : info.sharedHosts.length
                ? t('imports.form.noteShared', { hosts: info.sharedHosts.join(', '), host: domainText(domains.platformHost) })
                : t('imports.form.noteOwn', { host: domainText(domains.platformHost) })}
          </p>
        )
      )}
      {errors.domain && <p className="field__error">{errors.domain}</p>}

      <div className="import-form__check">
        <input
          id={`${id}-history`}
          type="checkbox"
          checked={values.history && info.history !== 'none'}
          disabled={busy || info.history === 'none'}
          onChange={(e) => set({ history: e.target.checked })}
          aria-describedby={`${id}-history-hint`}
        />
        <div>
          <label htmlFor={`${id}-history`} className="import-form__check-label">
            {t('imports.form.history')}
          </label>
          <p id={`${id}-history-hint`} className="field__hint">
            {info.history === 'none' ? t('imports.form.historyNone', { source: name }) : t('imports.form.historyDaily')}
          </p>
        </div>
      </div>

      <div className="form__row-end">
        <Button type="submit" loading={busy}>
          {t('imports.form.preview')}
        </Button>
      </div>
    </form>
  );
}
