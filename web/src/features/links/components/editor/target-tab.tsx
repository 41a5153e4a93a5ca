import { useRef, useState } from 'react';
import { displayUrl, normalizeUrl, type Link } from '@kisa/shared';
import { checkLinkTarget } from '@/lib/short-links';
import { TextField } from '@/components/ui';
import { EditorForm } from './editor-form';
import { useLinkSave } from './use-link-save';

/** Target tab: where the short link points ('URL contains invalid characters'). */
export function TargetTab({ link }: { link: Link }) {
  const [target, setTarget] = useState(() => displayUrl(link.longUrl));
  const s = useLinkSave<'longUrl'>(link);
  const ref = useRef<HTMLInputElement>(null);

  function submit() {
    // The one URL rule: `www.…` and bare domains get https://, as in the create modal and bulk.
    // Stored serialized (punycode, percent-encoded), shown as people read it.
    const value = normalizeUrl(target);
    const shown = displayUrl(value);
    if (shown !== target) setTarget(shown);
    const message = checkLinkTarget(value);
    if (message) {
      s.reject(message, ['longUrl']);
      ref.current?.focus();
      return;
    }
    void s.save({ longUrl: value }, () => ['longUrl']);
  }

  return (
    <EditorForm
      title="Change your target URL"
      intro="Visitors of the short link and its QR codes go here. Printed QR codes keep working."
      {...s.panel}
      onSubmit={submit}
    >
      <TextField
        ref={ref}
        label="Target URL"
        name="longUrl"
        type="text"
        inputMode="url"
        spellCheck={false}
        autoComplete="off"
        value={target}
        autoFocus
        placeholder="https://example.com/page"
        onBlur={() => setTarget((v) => displayUrl(normalizeUrl(v)))}
        {...s.field('longUrl', setTarget)}
      />
    </EditorForm>
  );
}
