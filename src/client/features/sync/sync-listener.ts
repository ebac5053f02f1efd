/**
 * The one place sync's side effects start from. A listener on the store writes each recorded event to the
 * device's outbox, removes settled ones, tells the other tabs, and triggers a send (after each action, and
 * once the learner has signed in); `startSync` (sync-start.ts, loaded after the first screen) adds the triggers
 * from outside the store (coming online, the app shown again, a timer) and the other tabs' messages. The sender
 * itself loads on the first send (request-sync.ts).
 */
import { createListenerMiddleware, isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { eventRecorded, loggedOut, snapshotAdopted } from './sync-actions';
import { authSucceeded, restoreEnded } from '../auth/authSlice';
import type { AppDispatch, RootState } from '../../app/store';
import type { ThunkExtra } from '../../app/thunk';
import { eventsSettled } from './outboxSlice';
import { requestSync } from './request-sync';

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
      void api.dispatch(requestSync());
    },
  });

  // Signed in (or up, or with a new password), or a session restored: send what the device kept for this
  // learner and take the server's numbers.
  startListening({
    matcher: isAnyOf(authSucceeded, restoreEnded),
    effect: (_, api) => {
      if (api.getState().auth.user) void api.dispatch(requestSync());
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
