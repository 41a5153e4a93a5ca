import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert, Button } from '@/components/ui';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/use-can';

/**
 * One editor tab: heading, intro, the server/client error in red (role=alert), the success
 * message (role=status) after a save — the form stays open with what was saved — the fields and
 * a Save button.
 */
export function EditorForm({
  title,
  intro,
  error,
  errorId,
  success,
  busy,
  onSubmit,
  children,
  actions,
  submitLabel,
}: {
  title: string;
  intro?: ReactNode;
  error: string | null;
  errorId: string;
  success: string | null;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
  actions?: ReactNode;
  submitLabel?: string;
}) {
  const t = useT();
  const headingId = useId();
  // A viewer reads every tab: the fields stay, disabled, and nothing can be saved.
  const canWrite = useCan('links:write');
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (success) successRef.current?.focus();
  }, [success]);
  return (
    <form
      className="card card--padded editor-panel"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={headingId} className="editor-panel__title">
        {title}
      </h2>
      {intro && <p className="editor-panel__intro">{intro}</p>}
      {error && (
        <Alert id={errorId} tone="error">
          {error}
        </Alert>
      )}
      {success && (
        <div ref={successRef} tabIndex={-1} className="editor-success">
          <Alert tone="success">{success}</Alert>
        </div>
      )}
      <fieldset className="editor-fields" disabled={!canWrite}>
        {children}
      </fieldset>
      {canWrite && (
        <div className="editor-actions">
          <Button type="submit" loading={busy}>
            {submitLabel ?? t('editor.save')}
          </Button>
          {actions}
        </div>
      )}
    </form>
  );
}

/** ids + props wiring one field to the form's error. */
export function useErrorId() {
  return useId();
}
