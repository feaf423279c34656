/** Whether a key pressed on `target` is text typed into a field, not a command for the page. */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)) return true;
  return (
    el.isContentEditable ||
    !!el.closest?.('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]')
  );
}
