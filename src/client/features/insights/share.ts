/** Share an insight: the device's share sheet where there is one, else the clipboard. */
import type { Insight } from '../../../shared/content-schema';

export const SIGNATURE = 'Aprenda mais no Hub de Marketing Digital';

export function shareText(insight: Insight, url: string): string {
  return `${insight.title}\n\n${insight.summary}\n\n${insight.content.trim()}\n\n— ${SIGNATURE}: ${url}`;
}

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareInsight(insight: Insight, url: string): Promise<ShareResult> {
  const text = shareText(insight, url);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: insight.title, text, url });
      return 'shared';
    } catch (err) {
      if ((err as DOMException).name === 'AbortError') return 'cancelled';
      // fall through to the clipboard
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
