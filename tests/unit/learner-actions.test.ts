// @vitest-environment jsdom
/** Actions from the bell and Ajustes: each becomes one event, applied here and queued for the server. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markNotificationsRead } from '../../src/client/features/notifications/notifications-thunks';
import { setDailyGoal } from '../../src/client/features/progress/progress-thunks';
import { LearnerEventSchema } from '../../src/shared/events';
import { DAILY_GOALS } from '../../src/shared/goal';
import { learnerStore } from '../support/learner-store';

beforeEach(() => {
  // Nothing reaches a server here: what matters is what is applied and queued.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('marking notifications read', () => {
  it('records the ones not read yet, in one event, and every device will see them read', async () => {
    const store = learnerStore({ progress: { notificationsRead: ['level:2'] } });
    await store.dispatch(markNotificationsRead(['level:2', 'level:3', 'goal:2026-11-05']));
    const { pending } = store.getState().outbox;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ type: 'notifications.read', ids: ['level:3', 'goal:2026-11-05'] });
    expect(store.getState().progress.state.notificationsRead).toEqual(
      expect.arrayContaining(['level:2', 'level:3', 'goal:2026-11-05']),
    );
  });

  it('records nothing when every one was read already', async () => {
    const store = learnerStore({ progress: { notificationsRead: ['level:2', 'level:3'] } });
    await store.dispatch(markNotificationsRead(['level:3', 'level:2']));
    expect(store.getState().outbox.pending).toEqual([]);
  });

  it('marks as many at once as one event may carry; the rest stay unread until the next time', async () => {
    const store = learnerStore();
    const unread = Array.from({ length: 80 }, (_, i) => `achievement:a${i}`);
    await store.dispatch(markNotificationsRead(unread));
    const [event] = store.getState().outbox.pending;
    expect(event?.type).toBe('notifications.read');
    const marked = event!.type === 'notifications.read' ? event!.ids : [];
    expect(marked).toEqual(unread.slice(0, marked.length));
    // Exactly the server's limit: the event is accepted, and one more id would not be.
    expect(LearnerEventSchema.safeParse(event).success).toBe(true);
    expect(LearnerEventSchema.safeParse({ ...event, ids: unread.slice(0, marked.length + 1) }).success).toBe(
      false,
    );
  });
});

describe('the daily goal', () => {
  it('is set from Ajustes to any of the goals offered, as an event the server accepts', async () => {
    for (const goal of DAILY_GOALS) {
      const store = learnerStore();
      await store.dispatch(setDailyGoal(goal));
      expect(store.getState().progress.state.dailyGoal).toBe(goal);
      const [event] = store.getState().outbox.pending;
      expect(event).toMatchObject({ type: 'goal.set', dailyGoal: goal });
      expect(LearnerEventSchema.safeParse(event).success).toBe(true);
    }
  });
});
