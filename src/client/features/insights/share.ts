/** Sharing an insight: its public address and what goes with the link (the mechanism is features/share). */
import type { Insight } from '../../../shared/content-schema';
import { ORGANIZATION_NAME } from '../../../shared/certificate';
import type { ShareMessage } from '../share/share';

/**
 * The insight's public address. The server answers it with a page anyone can read, with the preview tags
 * WhatsApp and other apps show, and with the app for a signed-in learner. The app is served from its public
 * address, so this page's origin is that address.
 */
export function insightUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/insights/${id}`;
}

/** The title and the summary; the link's preview and page carry the full text. */
export function insightMessage(insight: Pick<Insight, 'title' | 'summary'>, url: string): ShareMessage {
  return {
    title: insight.title,
    text: `${insight.title}\n\n${insight.summary}\n\n— Aprenda mais no ${ORGANIZATION_NAME}:`,
    url,
  };
}
