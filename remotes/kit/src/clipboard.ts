/** Copies a link; true when the clipboard took it (it is unavailable on plain http outside localhost). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
