/**
 * Clipboard: copy a text (the share widget's Copy link). Resolves when copied, rejects when the
 * platform refused. Variants: this file (H5 and jest: navigator.clipboard.writeText, falling back
 * to a hidden textarea and document.execCommand('copy') where the API is missing or refused, e.g.
 * plain http or older WebViews) and `clipboard.weapp.ts` (Taro.setClipboardData).
 */

function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined' || !document.body) return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    document.body.removeChild(area);
  }
}

export async function copyText(text: string): Promise<void> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return;
    } catch {
      /* permission refused or insecure context: try the fallback */
    }
  }
  if (!copyWithTextarea(text)) throw new Error('Copying is not supported here');
}
