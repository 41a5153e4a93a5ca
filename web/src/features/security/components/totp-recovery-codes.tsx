import { Alert, Button } from '@/components/ui';
import { CopyButton } from '@/components/ui/copy-button';
import { downloadText } from '@/lib/download';

/** Recovery codes, shown once: copy or download them (.txt), then say they are saved. */
export function TotpRecoveryCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const text = `Kisa recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  return (
    <div className="totp-codes">
      <Alert tone="warning">Save these recovery codes somewhere safe. Each signs you in once if you lose your phone. They are shown only now.</Alert>
      <ol className="totp-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="totp-card__actions">
        <CopyButton text={codes.join('\n')} label="Copy the recovery codes" copiedMessage="Recovery codes copied." />
        <Button variant="secondary" onClick={() => downloadText(text, 'kisa-recovery-codes.txt', 'text/plain;charset=utf-8')}>
          Download (.txt)
        </Button>
        <Button onClick={onSaved}>I have saved them</Button>
      </div>
    </div>
  );
}
