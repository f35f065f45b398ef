/**
 * Writes `text` into a text box where its cursor is (replacing the selection), as typing would:
 * the new value goes through `setValue` (the form's state), then the cursor is put after the
 * inserted text and the box keeps the focus. Browser-only; no element: `text` is appended.
 */
export function insertAtCursor(
  box: HTMLTextAreaElement | HTMLInputElement | null,
  current: string,
  text: string,
  setValue: (value: string) => void,
): void {
  const start = box?.selectionStart ?? current.length;
  const end = box?.selectionEnd ?? current.length;
  const value = current.slice(0, start) + text + current.slice(end);
  setValue(value);
  if (!box) return;
  const caret = start + text.length;
  // After React has drawn the new value.
  requestAnimationFrame(() => {
    box.focus();
    box.setSelectionRange(caret, caret);
  });
}
