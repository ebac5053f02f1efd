/**
 * Learner events not yet settled by the server, as this tab knows them. The device's copy lives in IndexedDB,
 * one entry per event (outbox-storage.ts), which every tab merges in before it sends.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LearnerEvent } from '../../../shared/events';
import { normaliseEventId, sameEventId } from '../../../shared/event-id';
import { eventRecorded, loggedOut, outboxMerged, snapshotAdopted } from './sync-actions';

export interface OutboxState {
  /** Whose events these are: never sent under another learner's session. */
  userId: string | null;
  pending: LearnerEvent[];
  syncing: boolean;
  /** A message for the learner about events the server refused. */
  notice: string | null;
  /** Why the last send failed, while events are still waiting. */
  lastError: string | null;
  /**
   * No send before this instant (ms since the epoch): the server asked to wait (429) or has no room for the
   * learner's events (413). Forgotten on restart: one send then finds out again.
   */
  retryAt: number | null;
  /** Refusals in a row, for waiting longer after each one that gives no time. */
  deferrals: number;
  /**
   * Ids (lower case) the server settled lately, here or in another tab. Tabs hear of each other's events
   * asynchronously: one that learns of an event after it was settled must not queue it again.
   */
  settledIds: string[];
}

/** Enough for several full batches; older ids can no longer arrive late. */
const SETTLED_MEMORY = 500;

const initialState: OutboxState = {
  userId: null,
  pending: [],
  syncing: false,
  notice: null,
  lastError: null,
  retryAt: null,
  deferrals: 0,
  settledIds: [],
};

/** What the learner reads when the server keeps their events out for now. */
export const KEPT_ON_DEVICE = 'Suas ações continuam guardadas neste aparelho.';

/**
 * Whether the server already settled this event: its effect is in the snapshot, so it must be neither applied
 * nor queued again. Checked where an event from elsewhere comes in (another tab's message, the device's store).
 */
export const wasSettled = (s: OutboxState, id: string) => (s.settledIds ?? []).includes(normaliseEventId(id));

const outboxSlice = createSlice({
  name: 'outbox',
  initialState,
  reducers: {
    syncStarted: (s) => void (s.syncing = true),
    syncFailed(s, a: PayloadAction<string>) {
      s.syncing = false;
      s.lastError = a.payload;
    },
    syncFinished(s) {
      s.syncing = false;
      // The wait the server asked for is over and everything went: its notice no longer holds.
      if (s.retryAt !== null && s.pending.length === 0 && s.notice?.endsWith(KEPT_ON_DEVICE)) s.notice = null;
      s.retryAt = null;
      s.deferrals = 0;
    },
    /** The server refused the batch for now (413, 429): keep everything, say why, wait until `retryAt`. */
    syncDeferred(s, a: PayloadAction<{ message: string; retryAt: number }>) {
      s.syncing = false;
      s.lastError = a.payload.message;
      s.notice = `${a.payload.message} ${KEPT_ON_DEVICE}`;
      s.retryAt = a.payload.retryAt;
      s.deferrals += 1;
    },
    /** The server applied, recognised or refused these: they leave the outbox, and only they. */
    eventsSettled(s, a: PayloadAction<{ ids: string[]; notice?: string; remote?: boolean }>) {
      const done = a.payload.ids.map(normaliseEventId);
      s.pending = s.pending.filter((e) => !done.includes(normaliseEventId(e.id)));
      s.settledIds = [...(s.settledIds ?? []), ...done].slice(-SETTLED_MEMORY);
      if (!a.payload.remote) s.lastError = null;
      if (a.payload.notice) s.notice = a.payload.notice;
    },
    noticeDismissed: (s) => void (s.notice = null),
  },
  extraReducers: (b) => {
    b.addCase(eventRecorded, (s, a) => {
      if (!s.pending.some((e) => sameEventId(e.id, a.payload.event.id))) s.pending.push(a.payload.event);
    });
    b.addCase(outboxMerged, (s, a) => {
      for (const event of a.payload.events) {
        if (!s.pending.some((e) => sameEventId(e.id, event.id))) s.pending.push(event);
      }
    });
    b.addCase(snapshotAdopted, (s, a) => {
      if (s.userId !== a.payload.user.id) s.pending = [];
      s.userId = a.payload.user.id;
    });
    b.addCase(loggedOut, () => initialState);
  },
});

export const { syncStarted, syncFailed, syncFinished, syncDeferred, eventsSettled, noticeDismissed } =
  outboxSlice.actions;

/** Whether sends wait, at `now`, for the time the server gave. */
export const isDeferred = (s: OutboxState, now = Date.now()) => now < (s.retryAt ?? 0);
export default outboxSlice.reducer;
