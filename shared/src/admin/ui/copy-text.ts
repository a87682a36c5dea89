/**
 * Puts text on the clipboard, whichever way this host allows: the platform's own method (the
 * desktop app's main process), the asynchronous Clipboard API, or, where that is missing or
 * refused (an insecure origin, a denied permission), a selected hidden field and the old copy
 * command. Focus goes back where it was.
 */
export async function copyText(
  text: string,
  platformCopy: ((text: string) => Promise<void>) | undefined,
): Promise<void> {
  if (platformCopy) return platformCopy(text);
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // Refused: try the fallback below.
  }
  const active = document.activeElement as HTMLElement | null;
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  field.style.pointerEvents = 'none';
  document.body.append(field);
  try {
    field.select();
    // Deprecated but the only synchronous way left where the Clipboard API is unavailable.
    if (!document.execCommand('copy')) throw new Error('Copy is not available here');
  } finally {
    field.remove();
    active?.focus();
  }
}
