/**
 * This device and Web Push: whether it can receive reminders (and why not), and turning them on or off. Only a
 * tap calls requestPermission()/subscribe(); nothing here runs on load. subscribe() can hang on some browsers,
 * so every wait has a timeout with a message the learner can act on.
 */
import { api, ApiError } from '../../lib/api';
import type { Reminders } from '../../../shared/reminders';

/** What this device can do about reminders. */
export type PushSupport =
  /** Push works here; permission not refused. */
  | 'available'
  /** An iPhone or iPad with the app open in Safari: push needs the app on the home screen first. */
  | 'ios-needs-install'
  /** This browser has no Web Push. */
  | 'unsupported'
  /** The learner (or the browser) refused notifications for this site. */
  | 'denied';

interface Environment {
  navigator: Navigator & { standalone?: boolean };
  window: Window;
}

const browser = (): Environment => ({ navigator, window });

export function isIosDevice({ navigator }: Pick<Environment, 'navigator'>): boolean {
  // iPadOS presents itself as a Mac; its touch screen gives it away.
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}

function isInstalled({ navigator, window }: Environment): boolean {
  return navigator.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function pushSupport(env: Environment = browser()): PushSupport {
  const { navigator, window } = env;
  if (isIosDevice(env) && !isInstalled(env)) return 'ios-needs-install';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/** A failure the learner can read. */
export class ReminderError extends Error {
  constructor(
    readonly kind: 'denied' | 'timeout' | 'unsupported' | 'server',
    message: string,
  ) {
    super(message);
  }
}

export const SUBSCRIBE_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ReminderError('timeout', message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

const DENIED_MESSAGE =
  'As notificações foram bloqueadas para este site. Para receber lembretes, libere as notificações nas configurações do navegador. Os avisos continuam no sininho do app.';
const TIMEOUT_MESSAGE =
  'O navegador não respondeu ao pedido de notificações. Verifique sua conexão e tente de novo; se continuar, este navegador pode não aceitar lembretes.';

function serviceWorkerReady(): Promise<ServiceWorkerRegistration> {
  return withTimeout(navigator.serviceWorker.ready, SUBSCRIBE_TIMEOUT_MS, TIMEOUT_MESSAGE);
}

/** This device's subscription at the browser, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'available' && pushSupport() !== 'denied') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function asBody(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** Asks the browser (after a tap), subscribes this device and tells the server. */
export async function turnOnReminders(): Promise<Reminders> {
  if (pushSupport() === 'unsupported' || pushSupport() === 'ios-needs-install') {
    throw new ReminderError(
      'unsupported',
      'Este navegador não recebe lembretes. Os avisos continuam no sininho do app.',
    );
  }
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new ReminderError('denied', DENIED_MESSAGE);
  try {
    const [{ publicKey }, registration] = await Promise.all([api.pushPublicKey(), serviceWorkerReady()]);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made with another key (the server's keys changed) cannot be used.
    const key = subscription?.options.applicationServerKey;
    if (subscription && key && btoaUrl(key) !== publicKey) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await withTimeout(
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }),
      SUBSCRIBE_TIMEOUT_MS,
      TIMEOUT_MESSAGE,
    );
    return await api.savePushSubscription(asBody(subscription));
  } catch (err) {
    if (err instanceof ReminderError || err instanceof ApiError) throw err;
    throw new ReminderError(
      'server',
      'Não foi possível ativar os lembretes neste navegador. Tente de novo; os avisos continuam no sininho do app.',
    );
  }
}

/** This device stops receiving reminders, at the browser and on the server. */
export async function turnOffReminders(): Promise<Reminders> {
  const subscription = await currentSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
  return api.removePushSubscription();
}

function btoaUrl(buffer: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
