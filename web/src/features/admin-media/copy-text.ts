/**
 * Copies text, also where the Clipboard API is missing: it needs a secure context, and a school
 * may open the embedded server at http://192.168.x.x on its own network.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    // Deprecated, yet the only copy that works on plain http.
    if (!document.execCommand('copy')) throw new Error('Copy was refused by the browser.');
  } finally {
    area.remove();
  }
}

/** Image URLs are stored as paths in the embedded home; a copied link must work when pasted anywhere. */
export const absoluteUrl = (url: string): string => new URL(url, window.location.origin).href;
