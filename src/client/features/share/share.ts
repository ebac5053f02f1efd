/**
 * Sharing, made for WhatsApp: an image card through the device's share sheet where the browser can share files
 * (Android's Chrome, Safari), the text alone through the share sheet, or a `wa.me` link that opens WhatsApp with
 * the text and the link already written. Every share in the app goes through here; the screens only say what to
 * share (shared-texts.ts writes the words).
 */

/** What a share says: `text` is the message without the link, `url` a public address anyone can open. */
export interface ShareMessage {
  title: string;
  text: string;
  url: string;
}

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The message as it is written in a chat: the text, then the link on its own line (WhatsApp previews it). */
export function messageText(message: ShareMessage): string {
  return `${message.text}\n\n${message.url}`;
}

/** The `wa.me` address that opens WhatsApp (the app on a phone, WhatsApp Web elsewhere) with the message typed. */
export function whatsAppLink(message: ShareMessage): string {
  return `https://wa.me/?text=${encodeURIComponent(messageText(message))}`;
}

/** The app's public address: it is served from there, so this page's origin is that address. */
export function appUrl(origin: string = window.location.origin): string {
  return `${origin}/`;
}

/**
 * Whether this browser shares files through the share sheet. Asked with a tiny stand-in, so a browser that
 * cannot never has to draw the card first.
 */
export function canShareFiles(): boolean {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({
      files: [new File([new Uint8Array(1)], 'cartao.png', { type: 'image/png' })],
    });
  } catch {
    return false;
  }
}

/** Whether this browser has a share sheet at all (for text). */
export function canShareText(): boolean {
  return typeof navigator.share === 'function';
}

const cancelled = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * The image card with the message through the share sheet. The link goes inside the text: with a file, several
 * share targets (WhatsApp among them) drop the `url` field and keep the text as the image's caption.
 */
export async function shareImage(message: ShareMessage, file: File): Promise<ShareResult> {
  const data: ShareData = { title: message.title, text: messageText(message), files: [file] };
  if (!navigator.canShare?.(data)) return 'failed';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (err) {
    return cancelled(err) ? 'cancelled' : 'failed';
  }
}

/**
 * The message through the share sheet; where there is none (or it fails), copied to the clipboard when
 * `fallback` is 'clipboard'.
 */
export async function shareMessage(
  message: ShareMessage,
  fallback: 'clipboard' | 'none' = 'none',
): Promise<ShareResult> {
  if (canShareText()) {
    try {
      // The share target adds the link itself (WhatsApp then shows its preview).
      await navigator.share({ title: message.title, text: message.text, url: message.url });
      return 'shared';
    } catch (err) {
      if (cancelled(err)) return 'cancelled';
      if (fallback === 'none') return 'failed';
    }
  }
  if (fallback === 'none') return 'failed';
  try {
    await navigator.clipboard.writeText(messageText(message));
    return 'copied';
  } catch {
    return 'failed';
  }
}
