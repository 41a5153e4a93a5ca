import type { Ref } from 'react';
import { Button } from '@/components/ui';
import { CopyButton } from '@/components/ui/copy-button';
import { DropZone } from '@/components/ui/drop-zone';
import { Icon } from '@/components/ui/icon';
import { downloadText } from '@/lib/download';
import { useT } from '@/lib/i18n';
import { fileColumnsText, SAMPLE_CSV } from '../lib/import-text';

/** The column naming each link's code: the file's word, never translated. */
const CODE_COLUMN = 'code';

/**
 * The file source's fields: the file (CSV or JSON, 5 MB at most), the columns it may have and a
 * sample to download or copy.
 */
export function FileFields({
  file,
  onFile,
  error,
  disabled,
  inputRef,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  return (
    <div className="import-file">
      <DropZone
        label={t('imports.file.label')}
        accept=".csv,.json,.txt,text/csv,application/json"
        file={file}
        onFile={onFile}
        error={error}
        disabled={disabled}
        inputRef={inputRef}
        hint={
          <>
            {t('imports.file.hintStart')} <code>{fileColumnsText()}</code>. {t('imports.file.hintNeeds')} <code>{CODE_COLUMN}</code> {t('imports.file.hintAnd')}{' '}
            <code>url</code>
            {t('imports.file.hintEnd')}
          </>
        }
      />
      <div className="import-file__sample">
        <span className="muted">{t('imports.file.sample')}</span>
        <Button variant="secondary" onClick={() => downloadText(SAMPLE_CSV, 'kisa-import-sample.csv')}>
          <Icon name="download" size={16} />
          {t('imports.file.download')}
        </Button>
        <CopyButton text={SAMPLE_CSV} label={t('imports.file.copy')} copiedMessage={t('imports.file.copied')} />
      </div>
    </div>
  );
}
