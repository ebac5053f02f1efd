/**
 * Sync's triggers from outside the store: coming online, the app shown again, every minute, the end of a wait
 * the server asked for, and the other tabs' messages. Loaded and started once the first screen has shown.
 */
import { sameEventId } from '../../../shared/event-id';
import { eventRecorded, loggedOut, outboxMerged } from './sync-actions';
import type { AppStore } from '../../app/store';
import type { ThunkExtra } from '../../app/thunk';
import { eventsSettled, wasSettled } from './outboxSlice';
import { adoptSnapshot, applyHere } from './rebase';
import { ensureRulesFor, loadOutbox, updateUserProgress } from './sync-thunks';
import type { TabMessage } from './tab-channel';

const SYNC_INTERVAL_MS = 60_000;

function onTabMessage(store: AppStore, extra: Pick<ThunkExtra, 'forgetStoredLearner'>, message: TabMessage) {
  const state = store.getState();
  const user = state.auth.user;
  switch (message.type) {
    case 'recorded': {
      if (!user || user.id !== message.userId) return;
      void store.dispatch(ensureRulesFor([message.event])).then(() => {
        const now = store.getState();
        // Already here, or heard of only after the server settled it (its effect is in the snapshot).
        if (now.outbox.pending.some((e) => sameEventId(e.id, message.event.id))) return;
        if (wasSettled(now.outbox, message.event.id)) return;
        const { state: progress, applied } = applyHere(now, [message.event]);
        if (applied[0]) {
          const { outcome } = applied[0];
          store.dispatch(eventRecorded({ event: message.event, progress, outcome, remote: true }));
        } else {
          // Not applicable here; it still waits in this tab's outbox for the server to say why.
          store.dispatch(outboxMerged({ events: [message.event], progress: now.progress.state }));
        }
      });
      return;
    }
    case 'settled':
      store.dispatch(eventsSettled({ ids: message.ids, remote: true }));
      return;
    case 'snapshot':
      // Another tab signed in, or heard from the server: adopt its numbers with this tab's events on top.
      adoptSnapshot(message.snapshot, store.dispatch, store.getState, { remote: true });
      return;
    case 'loggedOut':
      if (!user) return;
      void extra.forgetStoredLearner(() =>
        store.dispatch(loggedOut({ remote: true, keepOutbox: message.keepOutbox })),
      );
      return;
  }
}

/** Starts sync for the app's lifetime; returns what stops it (tests, hot reload). */
export function startSync(
  store: AppStore,
  extra: Pick<ThunkExtra, 'channel' | 'forgetStoredLearner'>,
): () => void {
  const sync = () => void store.dispatch(updateUserProgress());
  const onVisible = () => document.visibilityState === 'visible' && sync();
  const unsubscribe = extra.channel.subscribe((m) => onTabMessage(store, extra, m));
  window.addEventListener('online', sync);
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(sync, SYNC_INTERVAL_MS);
  // When the server asked to wait, send again once the wait is over, not at the next minute's tick (a little
  // after: a timer may fire before the wall clock reaches the instant).
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryAt: number | null = null;
  const unsubscribeStore = store.subscribe(() => {
    const next = store.getState().outbox.retryAt;
    if (next === retryAt) return;
    retryAt = next;
    clearTimeout(retryTimer);
    if (next) retryTimer = setTimeout(sync, next - Date.now() + 100);
  });
  // After a restart: merge what other tabs left on the device, then send it.
  void store.dispatch(loadOutbox()).then(sync);
  return () => {
    unsubscribe();
    unsubscribeStore();
    clearTimeout(retryTimer);
    window.removeEventListener('online', sync);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
  };
}
