/**
 * The async Clipboard API where the page may use it (HTTPS or localhost),
 * else the old copy command, which also works on a plain-HTTP intranet.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, insecure context): try the fallback below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  area.select();
  const copied = document.execCommand?.('copy') ?? false;
  area.remove();
  previous?.focus();
  if (!copied) throw new Error('Copy is not available');
}
