import { useId, useState } from 'react';
import type { SsoSettings } from '@kisa/shared';
import { CopyButton } from '@/components/ui/copy-button';
import { DropZone } from '@/components/ui/drop-zone';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { formatDate } from '@/lib/format';
import { type MessageKey, useT } from '@/lib/i18n';

/**
 * The SAML part of Settings → Single sign-on: what to give the identity provider (Kisa's
 * metadata URL, or its entity ID and assertion consumer service URL, each with a copy button),
 * then the provider itself — its metadata by URL (read when saved), as a file, or typed in
 * (entity ID, sign-in URL, signing certificate). The page owns the value and sends
 * `samlSettingsInput(value)` as the settings' `saml`.
 */

export type SamlSource = 'url' | 'file' | 'manual';

export interface SamlFieldsValue {
  source: SamlSource;
  metadataUrl: string;
  /** The chosen file's text, and its name to show. */
  metadataXml: string;
  fileName: string;
  entityId: string;
  ssoUrl: string;
  certificate: string;
}

/** Metadata files are small; a bigger one is surely not SAML metadata (the server refuses over 200 kB too). */
const MAX_FILE_BYTES = 200_000;

/** The form's starting value: the saved settings' URL, if they were given by URL, else empty. */
export function samlFieldsValue(saved: SsoSettings['config'] | null | undefined): SamlFieldsValue {
  const saml = saved?.saml;
  return {
    source: saml && !saml.metadataUrl ? 'manual' : 'url',
    metadataUrl: saml?.metadataUrl ?? '',
    metadataXml: '',
    fileName: '',
    entityId: saml?.entityId ?? '',
    ssoUrl: saml?.ssoUrl ?? '',
    certificate: '',
  };
}

/** What the API takes as `saml` (shared samlSettingsInputSchema): only the chosen source's fields. */
export function samlSettingsInput(value: SamlFieldsValue): {
  metadataUrl?: string;
  metadataXml?: string;
  entityId?: string;
  ssoUrl?: string;
  certificates?: string[];
} {
  if (value.source === 'url') return { metadataUrl: value.metadataUrl.trim() };
  if (value.source === 'file') return { metadataXml: value.metadataXml };
  return {
    entityId: value.entityId.trim(),
    ssoUrl: value.ssoUrl.trim(),
    ...(value.certificate.trim() ? { certificates: [value.certificate.trim()] } : {}),
  };
}

const SOURCES: readonly [SamlSource, MessageKey][] = [
  ['url', 'sso.saml.sourceUrl'],
  ['file', 'sso.saml.sourceFile'],
  ['manual', 'sso.saml.sourceManual'],
];

export function SamlSettingsFields({
  value,
  onChange,
  addresses,
  saved,
  error,
  disabled,
}: {
  value: SamlFieldsValue;
  onChange: (value: SamlFieldsValue) => void;
  addresses: Pick<SsoSettings, 'samlAcsUrl' | 'samlEntityId' | 'samlMetadataUrl'>;
  /** The provider as saved (certificate fingerprints and expiry), if any. */
  saved?: NonNullable<SsoSettings['config']>['saml'];
  /** The server's refusal of the SAML settings (bad metadata, unreachable URL, …). */
  error?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [fileError, setFileError] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const set = (patch: Partial<SamlFieldsValue>) => onChange({ ...value, ...patch });

  async function choose(chosen: File | null) {
    setFileError(undefined);
    setFile(chosen);
    if (!chosen) return set({ metadataXml: '', fileName: '' });
    if (chosen.size > MAX_FILE_BYTES) {
      setFileError(t('sso.saml.fileTooBig'));
      return set({ metadataXml: '', fileName: '' });
    }
    set({ metadataXml: await chosen.text(), fileName: chosen.name });
  }

  return (
    <div className="saml-settings">
      <section aria-labelledby={`${id}-sp`}>
        <h3 id={`${id}-sp`}>{t('sso.saml.give')}</h3>
        <p className="field__hint">{t('sso.saml.giveHint')}</p>
        <dl className="saml-settings__addresses">
          {(
            [
              [t('sso.saml.metadataUrl'), addresses.samlMetadataUrl],
              [t('sso.saml.entityIdAudience'), addresses.samlEntityId],
              [t('sso.saml.acsUrl'), addresses.samlAcsUrl],
            ] as const
          ).map(([label, text]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <span className="mono">{text}</span>{' '}
                <CopyButton text={text} label={t('sso.saml.copyOf', { label })} copiedMessage={t('sso.saml.copiedOf', { label })} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <fieldset disabled={disabled}>
        <legend>{t('sso.saml.yourProvider')}</legend>
        {SOURCES.map(([source, label]) => (
          <label key={source} className="import-radio">
            <input type="radio" name={`${id}-source`} value={source} checked={value.source === source} onChange={() => set({ source })} />
            {t(label)}
          </label>
        ))}
        {value.source === 'url' && (
          <TextField
            label={t('sso.saml.metadataUrl')}
            type="url"
            value={value.metadataUrl}
            onChange={(e) => set({ metadataUrl: e.target.value })}
            hint={t('sso.saml.urlHint')}
            placeholder="https://idp.example.com/saml/metadata"
            error={error}
          />
        )}
        {value.source === 'file' && (
          <DropZone
            label={t('sso.saml.sourceFile')}
            hint={t('sso.saml.fileHint')}
            accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
            file={file}
            onFile={(chosen) => void choose(chosen)}
            disabled={disabled}
            error={fileError ?? error}
          />
        )}
        {value.source === 'manual' && (
          <>
            <TextField label={t('sso.saml.entityIdIssuer')} value={value.entityId} onChange={(e) => set({ entityId: e.target.value })} />
            <TextField
              label={t('sso.saml.signInUrl')}
              type="url"
              value={value.ssoUrl}
              onChange={(e) => set({ ssoUrl: e.target.value })}
              placeholder="https://idp.example.com/saml/sso"
            />
            <TextArea
              label={t('sso.saml.certificate')}
              value={value.certificate}
              onChange={(e) => set({ certificate: e.target.value })}
              hint={saved ? t('sso.saml.keepCertificates') : t('sso.saml.certificateHint')}
              rows={6}
              className="mono"
              error={error}
            />
          </>
        )}
      </fieldset>

      {saved && saved.certificates.length > 0 && (
        <section aria-labelledby={`${id}-certs`}>
          <h3 id={`${id}-certs`}>{t('sso.saml.trusted')}</h3>
          <ul className="saml-settings__certificates">
            {saved.certificates.map((c) => (
              <li key={c.fingerprint}>
                <span className="mono">{`SHA-256 ${c.fingerprint}`}</span>
                {c.notAfter && <span>{t('sso.saml.expires', { date: formatDate(c.notAfter) })}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
