import type { Ref } from 'react';
import { Button } from '@/components/ui';
import { CopyButton } from '@/components/ui/copy-button';
import { DropZone } from '@/components/ui/drop-zone';
import { Icon } from '@/components/ui/icon';
import { downloadText } from '@/lib/download';
import { FILE_COLUMNS_TEXT, SAMPLE_CSV } from '../lib/import-text';

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
  return (
    <div className="import-file">
      <DropZone
        label="File (CSV or JSON)"
        accept=".csv,.json,.txt,text/csv,application/json"
        file={file}
        onFile={onFile}
        error={error}
        disabled={disabled}
        inputRef={inputRef}
        hint={
          <>
            Up to 5 MB, UTF-8. A CSV whose first row names its columns (any order), or a JSON array of objects with the same keys. Columns:{' '}
            <code>{FILE_COLUMNS_TEXT}</code>. Each link needs a <code>code</code> and a <code>url</code>.
          </>
        }
      />
      <div className="import-file__sample">
        <span className="muted">A sample file:</span>
        <Button variant="secondary" onClick={() => downloadText(SAMPLE_CSV, 'kisa-import-sample.csv')}>
          <Icon name="download" size={16} />
          Download sample CSV
        </Button>
        <CopyButton text={SAMPLE_CSV} label="Copy the sample CSV" copiedMessage="The sample CSV has been copied." />
      </div>
    </div>
  );
}
