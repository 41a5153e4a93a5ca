/**
 * Puts `text` on the clipboard: the Clipboard API, else (no permission, not a secure context)
 * a selected, hidden textarea and execCommand('copy'). Throws when neither works.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused: fall through to the selection copy.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  // Selecting the textarea takes the focus: give it back, or keyboard users land on <body>.
  const focused = document.activeElement as HTMLElement | null;
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  focused?.focus({ preventScroll: true });
  if (!ok) throw new Error('copy failed');
}
