import { Alert, Button } from '@/components/ui';
import { CopyButton } from '@/components/ui/copy-button';
import { downloadText } from '@/lib/download';
import { useT } from '@/lib/i18n';

/** Recovery codes, shown once: copy or download them (.txt), then say they are saved. */
export function TotpRecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const t = useT();
  const text = `${t('security.codes.fileHeading')}\n\n${codes.join('\n')}\n`;
  return (
    <div className="totp-codes">
      <Alert tone="warning">{t('security.codes.warning')}</Alert>
      <ol className="totp-codes__list" aria-label={t('security.codes.list')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="totp-card__actions">
        <CopyButton text={codes.join('\n')} label={t('security.codes.copy')} copiedMessage={t('security.codes.copied')} />
        <Button variant="secondary" onClick={() => downloadText(text, 'kisa-recovery-codes.txt', 'text/plain;charset=utf-8')}>
          {t('security.codes.download')}
        </Button>
        <Button onClick={onSaved}>{t('security.codes.saved')}</Button>
      </div>
    </div>
  );
}
