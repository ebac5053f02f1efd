/**
 * The one place sync's side effects start from. A listener on the store writes each recorded event to the
 * device's outbox, removes settled ones, tells the other tabs, and triggers a send (after each action, and
 * once the learner has signed in); `startSync` adds the triggers from outside the store (coming online, the app
 * shown again, a timer) and the other tabs' messages.
 */
import { createListenerMiddleware, isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { sameEventId } from '../../../shared/event-id';
import { eventRecorded, loggedOut, outboxMerged, snapshotAdopted } from './sync-actions';
import { authSucceeded, restoreEnded } from '../auth/authSlice';
import type { AppDispatch, AppStore, RootState } from '../../app/store';
import type { ThunkExtra } from '../../app/thunk';
import { eventsSettled, wasSettled } from './outboxSlice';
import { adoptSnapshot, applyHere } from './rebase';
import { ensureRulesFor, loadOutbox, updateUserProgress } from './sync-thunks';
import type { TabMessage } from './tab-channel';

const SYNC_INTERVAL_MS = 60_000;

export function createSyncListener(extra: Pick<ThunkExtra, 'outbox' | 'channel'>): Middleware {
  const listener = createListenerMiddleware();
  const startListening = listener.startListening.withTypes<RootState, AppDispatch>();
  const { outbox, channel } = extra;

  startListening({
    actionCreator: eventRecorded,
    effect: async ({ payload }, api) => {
      if (payload.remote) return;
      const userId = api.getState().auth.user?.id;
      if (!userId) return;
      // Stored before anything is sent: closing the tab now loses nothing.
      await outbox.put(userId, payload.event);
      channel.post({ type: 'recorded', userId, event: payload.event });
      void api.dispatch(updateUserProgress());
    },
  });

  // Signed in (or up, or with a new password), or a session restored: send what the device kept for this
  // learner and take the server's numbers.
  startListening({
    matcher: isAnyOf(authSucceeded, restoreEnded),
    effect: (_, api) => {
      if (api.getState().auth.user) void api.dispatch(updateUserProgress());
    },
  });

  startListening({
    actionCreator: eventsSettled,
    effect: async ({ payload }) => {
      if (payload.remote) return;
      // Told before the snapshot this tab adopts next, so the other tabs never re-apply these on top of it.
      channel.post({ type: 'settled', ids: payload.ids });
      await outbox.remove(payload.ids);
    },
  });

  startListening({
    actionCreator: snapshotAdopted,
    effect: ({ payload }) => {
      if (payload.remote) return;
      channel.post({
        type: 'snapshot',
        snapshot: { user: payload.user, progress: payload.base, rev: payload.rev ?? undefined },
      });
    },
  });

  startListening({
    actionCreator: loggedOut,
    effect: async ({ payload }, api) => {
      if (payload?.remote) return;
      const userId = api.getOriginalState().auth.user?.id;
      if (userId && !payload?.keepOutbox) await outbox.removeLearner(userId);
      channel.post({ type: 'loggedOut', keepOutbox: payload?.keepOutbox });
    },
  });

  return listener.middleware;
}

function onTabMessage(store: AppStore, extra: Pick<ThunkExtra, 'purgePersisted'>, message: TabMessage) {
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
      store.dispatch(loggedOut({ remote: true, keepOutbox: message.keepOutbox }));
      void extra.purgePersisted();
      return;
  }
}

/** Starts sync for the app's lifetime; returns what stops it (tests, hot reload). */
export function startSync(
  store: AppStore,
  extra: Pick<ThunkExtra, 'channel' | 'purgePersisted'>,
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
