/** Share an insight: the device's share sheet where there is one, else the clipboard. */
import type { Insight } from '../../../shared/content-schema';

const SIGNATURE = 'Aprenda mais no Hub de Marketing Digital';

/**
 * The insight's public address. The server answers it with a page anyone can read, with the preview tags
 * WhatsApp and other apps show, and with the app for a signed-in learner. The app is served from its public
 * address, so this page's origin is that address.
 */
export function insightUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/insights/${id}`;
}

/** What goes with the link: the title and the summary; the link's preview and page carry the full text. */
function shareText(insight: Pick<Insight, 'title' | 'summary'>): string {
  return `${insight.title}\n\n${insight.summary}\n\n— ${SIGNATURE}`;
}

/** The text with the link, for pasting where there is no share sheet. */
function clipboardText(insight: Pick<Insight, 'title' | 'summary'>, url: string): string {
  return `${shareText(insight)}: ${url}`;
}

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareInsight(insight: Insight, url: string): Promise<ShareResult> {
  if (typeof navigator.share === 'function') {
    try {
      // The share target adds the link itself (WhatsApp then shows its preview).
      await navigator.share({ title: insight.title, text: shareText(insight), url });
      return 'shared';
    } catch (err) {
      if ((err as DOMException).name === 'AbortError') return 'cancelled';
      // fall through to the clipboard
    }
  }
  try {
    await navigator.clipboard.writeText(clipboardText(insight, url));
    return 'copied';
  } catch {
    return 'failed';
  }
}
