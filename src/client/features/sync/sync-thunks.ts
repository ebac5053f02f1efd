/**
 * Learner actions become events: applied at once with the shared rules (works offline), stored in the device's
 * outbox, and sent to the server, whose snapshot then replaces the local numbers.
 */
import type { LearnerEvent } from '../../../shared/events';
import { normaliseEventId } from '../../../shared/event-id';
import type { EventOutcome } from '../../../shared/progress-state';
import { createAppAsyncThunk, loadApi } from '../../app/thunk';
import { eventRecorded, outboxMerged } from './sync-actions';
import { selectTimeZones } from '../auth/auth-selectors';
import { loadPlanCheck, loadScheduler, selectRules } from './rules';
import { sessionExpired } from '../auth/authSlice';
import { loadCatalogue, loadChapter } from '../chapters/chaptersSlice';
import { adoptSnapshot, answeredSnapshot, applyHere, rebase } from './rebase';
import { byOccurredAt } from './outbox-storage';
import {
  eventsSettled,
  isDeferred,
  syncDeferred,
  syncFailed,
  syncFinished,
  syncStarted,
  wasSettled,
} from './outboxSlice';
import { counted } from '../../../shared/counts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type LearnerAction = DistributiveOmit<LearnerEvent, 'id' | 'occurredAt'>;

const BATCH_SIZE = 100;
const SYNC_LOCK = 'hub-sync';

/** One tab sends at a time (Web Locks where the browser has them); the others wait, then find less to send. */
function exclusively<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request(SYNC_LOCK, run) as Promise<T>) : run();
}

/**
 * Brings in the events this device holds for the learner that this tab does not know yet (recorded by another
 * tab, or left by one that was closed), applying them on top of what the learner sees.
 */
export const loadOutbox = createAppAsyncThunk(
  'sync/loadOutbox',
  async (_: void, { getState, dispatch, extra }) => {
    const { auth, outbox } = getState();
    if (!auth.user) return;
    const userId = auth.user.id;
    // Events kept by an older version of the app inside the persisted state move to the device's outbox.
    for (const event of outbox.pending) await extra.outbox.put(userId, event);
    const stored = await extra.outbox.eventsOf(userId);
    const known = new Set(getState().outbox.pending.map((e) => normaliseEventId(e.id)));
    // An event settled a moment ago may still be on its way out of the store: it is not waiting any more.
    const missing = stored.filter(
      (e) => !known.has(normaliseEventId(e.id)) && !wasSettled(getState().outbox, e.id),
    );
    if (missing.length === 0) return;
    const all = [...getState().outbox.pending, ...missing].sort(byOccurredAt);
    await dispatch(ensureRulesFor(all));
    const state = getState();
    if (state.chapters.status !== 'ready') {
      // Without the course at hand the events cannot be applied here: keep them, show the numbers as they are.
      dispatch(outboxMerged({ events: missing, progress: state.progress.state }));
      return;
    }
    const rules = selectRules(state);
    const zones = selectTimeZones(state);
    // With the server's numbers at hand, rebuild from them; otherwise apply only what is new.
    const base = state.progress.base;
    const progress = base
      ? rebase(base, all, rules, zones)
      : rebase(state.progress.state, missing, rules, zones);
    dispatch(outboxMerged({ events: missing, progress }));
  },
);

/** Re-applying events needs the course: the catalogue, and the answer key of each quiz among them. */
export const ensureRulesFor = createAppAsyncThunk(
  'sync/ensureRulesFor',
  async (events: readonly LearnerEvent[], { dispatch }) => {
    await dispatch(loadCatalogue());
    const graded = new Set(
      events.flatMap((e) =>
        e.type === 'quiz.submitted' || e.type === 'daily.answered' ? [e.chapterId] : [],
      ),
    );
    await Promise.all([
      ...[...graded].map((id) => dispatch(loadChapter(id))),
      // The review scheduler is loaded only when a daily answer needs applying.
      ...(events.some((e) => e.type === 'daily.answered') ? [loadScheduler()] : []),
      ...(events.some((e) => e.type === 'plan.completed') ? [loadPlanCheck()] : []),
    ]);
  },
);

function rejectionNotice(rejected: { error?: { message: string } }[]): string | undefined {
  if (rejected.length === 0) return undefined;
  const lead = counted('actionsNotSaved', rejected.length);
  return `${lead}: ${rejected[0]!.error?.message ?? ''}`;
}

/**
 * Sends what the outbox holds. An event leaves the outbox only when the server applied it, recognised it as a
 * duplicate or refused it with a reason; anything else (no network, server error, a batch refused as a whole)
 * keeps every event for the next try.
 */
export const updateUserProgress = createAppAsyncThunk(
  'progress/updateUserProgress',
  // `evenIfDeferred`: one last try before signing out, whatever wait the server asked for.
  async (_options: { evenIfDeferred?: boolean } | void, { getState, dispatch }) => {
    dispatch(syncStarted());
    const { api, ApiError, retryAtAfter, eventsThatFit } = await loadApi();
    // Every event this run saw waiting: one recorded after that found this run busy and was not sent by it.
    const seen = new Set<string>();
    try {
      await exclusively(async () => {
        for (;;) {
          await dispatch(loadOutbox());
          getState().outbox.pending.forEach((e) => seen.add(e.id));
          const batch = eventsThatFit([...getState().outbox.pending].sort(byOccurredAt).slice(0, BATCH_SIZE));
          if (batch.length === 0) {
            // Asked with the tag of the numbers held here: unchanged, the server sends nothing and they stay.
            const { base, baseRev, baseTag } = getState().progress;
            const user = getState().auth.user;
            const answer = await api.meIfChanged(base && user ? baseTag : null);
            if (answer) adoptSnapshot(answer.snapshot, dispatch, getState, { tag: answer.tag });
            else if (base && user)
              adoptSnapshot({ user, progress: base, rev: baseRev ?? undefined }, dispatch, getState, {
                tag: baseTag,
              });
            return;
          }
          // The revision of the server's numbers held here: the answer then carries only what changed.
          const { base, baseRev } = getState().progress;
          const response = await api.sendEvents(batch, base ? (baseRev ?? undefined) : undefined);
          dispatch(
            eventsSettled({
              ids: response.results.map((r) => r.id),
              notice: rejectionNotice(response.results.filter((r) => r.status === 'rejected')),
            }),
          );
          adoptSnapshot(answeredSnapshot(response, base), dispatch, getState);
          const sentIds = new Set(batch.map((e) => e.id));
          const stillWaiting = getState().outbox.pending;
          // Stop when nothing new is waiting, or when the server left part of this batch unanswered.
          if (stillWaiting.length === 0 || stillWaiting.some((e) => sentIds.has(e.id))) return;
        }
      });
      dispatch(syncFinished());
      // A send asked for while this one ran was skipped (one sync at a time): run again for what it brought.
      if (getState().outbox.pending.some((e) => !seen.has(e.id))) void dispatch(updateUserProgress());
    } catch (err) {
      // Too many sends, the day's cap or the account's quota: the events stay, and asking again at once would
      // only be refused again, so every trigger waits for the time the server gave (or a growing back-off).
      const retryAt = retryAtAfter(err, getState().outbox.deferrals);
      if (retryAt) {
        dispatch(syncDeferred({ message: (err as Error).message, retryAt }));
        return;
      }
      if (err instanceof ApiError && err.status === 401) dispatch(sessionExpired());
      dispatch(syncFailed(err instanceof Error ? err.message : 'Falha ao sincronizar.'));
    }
  },
  {
    condition: (options, { getState }) => {
      const { outbox, auth } = getState();
      return (
        Boolean(auth.user) &&
        !auth.sessionExpired &&
        !outbox.syncing &&
        (!isDeferred(outbox) || Boolean(options?.evenIfDeferred)) &&
        navigator.onLine !== false
      );
    },
  },
);

/** Apply one learner action locally and queue it; the sync listener stores it and sends it. */
export const recordAction = createAppAsyncThunk(
  'progress/recordAction',
  async (
    action: LearnerAction,
    { getState, dispatch, rejectWithValue },
  ): Promise<EventOutcome | ReturnType<typeof rejectWithValue>> => {
    if (action.type === 'quiz.submitted') await dispatch(loadChapter(action.chapterId));
    if (action.type === 'plan.completed') await loadPlanCheck();
    if (action.type === 'daily.answered')
      await Promise.all([dispatch(loadChapter(action.chapterId)), loadScheduler()]);
    const event = {
      ...action,
      id: crypto.randomUUID(),
      occurredAt: new Date().toISOString(),
    } as LearnerEvent;
    const { state: progress, applied, rejected } = applyHere(getState(), [event]);
    if (rejected[0]) return rejectWithValue(rejected[0].error.message);
    const { outcome } = applied[0]!;
    dispatch(eventRecorded({ event, progress, outcome }));
    return outcome;
  },
);
