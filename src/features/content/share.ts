export type ShareData = { title: string; text: string; url: string };

export const DEFAULT_SHARE_TITLE = 'Growthwise Blog Post';

/**
 * The device's own share sheet where there is one; otherwise the address goes to the clipboard and the
 * visitor is told so, or, where nothing could be copied, is shown the address to copy by hand.
 */
export async function sharePage(data: ShareData): Promise<'shared' | 'copied' | 'shown' | 'cancelled'> {
  const payload = { ...data, title: data.title || DEFAULT_SHARE_TITLE };
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(payload);
      return 'shared';
    } catch (error) {
      if ((error as DOMException)?.name === 'AbortError') return 'cancelled';
    }
  }
  if (await copyText(data.url)) {
    window.alert('Link copied to clipboard!');
    return 'copied';
  }
  window.prompt('Copy this link:', data.url);
  return 'shown';
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API (a page over plain http, an older in-app browser) or no permission for it: the older
    // command still copies a selection while the tap's activation lasts (docs/product.md, "States and the
    // texts they show").
    return copySelection(text);
  }
}

function copySelection(text: string): boolean {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const field = document.createElement('textarea');
  field.value = text;
  // Read-only and at 16 px: no on-screen keyboard, and no zoom on iOS; fixed at the top, so nothing scrolls.
  field.readOnly = true;
  field.style.cssText = 'position:fixed;top:0;left:0;font-size:16px;opacity:0';
  document.body.append(field);
  field.focus({ preventScroll: true });
  field.select();
  let copied: boolean;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  // The reader's place: a keyboard user stays on Share.
  focused?.focus({ preventScroll: true });
  return copied;
}

export function socialShareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}
