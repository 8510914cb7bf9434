export type ShareData = { title: string; text: string; url: string };

export const DEFAULT_SHARE_TITLE = 'Growthwise Blog Post';

/**
 * The device's own share sheet where there is one; otherwise the address goes to the clipboard and the
 * visitor is told so.
 */
export async function sharePage(data: ShareData): Promise<'shared' | 'copied' | 'cancelled'> {
  const payload = { ...data, title: data.title || DEFAULT_SHARE_TITLE };
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(payload);
      return 'shared';
    } catch (error) {
      if ((error as DOMException)?.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(data.url);
  } catch {
    // Without clipboard access the address is still in the address bar; the message stays the same.
  }
  window.alert('Link copied to clipboard!');
  return 'copied';
}

export function socialShareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}
