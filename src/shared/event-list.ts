/**
 * The one loop that applies a list of learner events, in order, with the shared rules: the server's batch,
 * its audit replay, the phone's re-application of unsent events on the server's snapshot, a tab's own action
 * and the one another tab heard of. Each event is answered on its own: an event the content cannot accept is
 * rejected with its reason and costs the others nothing.
 */
import { effectiveEventTime } from './event-time.js';
import { normaliseEventId } from './event-id.js';
import type { LearnerEvent } from './events.js';
import { applyLearnerEvent, RuleError } from './progress.js';
import type { ContentRules, EventOutcome, ProgressState } from './progress-state.js';
import type { EventTimeZone } from './time-zone-at.js';

interface EventListOptions {
  /** The zone of each event's day: the learner's, or the one in force at the event's instant (timeZoneAt). */
  timeZone: EventTimeZone;
  now: Date;
  /** No event counts before this instant (the server's bound: the session's start or its last sync). */
  notBefore?: string | null;
  /** Whether that bound follows the events: each applied event's instant becomes the floor of the next. */
  notBeforeMoves?: boolean;
  /** Ids already applied (stored on the server): their events are duplicates, not applied again. */
  alreadyApplied?: Iterable<string>;
  /** Events replayed at the instant they counted at (the audit): each one's `occurredAt` is that instant. */
  replay?: boolean;
  /** Stop at the first rejection (a replay that cannot go on); the events after it get no result. */
  stopAtRejection?: boolean;
}

type EventListResult =
  | { status: 'applied'; event: LearnerEvent; outcome: EventOutcome; countedAt: string }
  | { status: 'duplicate'; event: LearnerEvent }
  | { status: 'rejected'; event: LearnerEvent; error: RuleError };

interface EventListOutcome {
  state: ProgressState;
  /** One result per event, in the list's order. */
  results: EventListResult[];
  applied: Extract<EventListResult, { status: 'applied' }>[];
  rejected: Extract<EventListResult, { status: 'rejected' }>[];
  /** The bound after the last applied event (moved only with `notBeforeMoves`). */
  notBefore: string | null;
}

/**
 * Applies the events one by one, each id at most once. Throws only what is not a RuleError (a bug, not an
 * event the content refuses).
 */
export function applyEventList(
  initial: ProgressState,
  events: readonly LearnerEvent[],
  rules: ContentRules,
  options: EventListOptions,
): EventListOutcome {
  const { timeZone, notBeforeMoves, replay, stopAtRejection } = options;
  let notBefore = options.notBefore ?? null;
  const seen = new Set<string>();
  for (const id of options.alreadyApplied ?? []) seen.add(normaliseEventId(id));
  let state = initial;
  const results: EventListResult[] = [];
  for (const event of events) {
    const id = normaliseEventId(event.id);
    if (seen.has(id)) {
      results.push({ status: 'duplicate', event });
      continue;
    }
    // A replayed event's own instant is its "now": no bound can move it (effectiveEventTime caps at now).
    const now = replay ? new Date(event.occurredAt) : options.now;
    try {
      const next = applyLearnerEvent(state, event, rules, { timeZone, now, notBefore });
      const countedAt = effectiveEventTime(event.occurredAt, { now, notBefore }).toISOString();
      state = next.state;
      seen.add(id);
      if (notBeforeMoves) notBefore = countedAt;
      results.push({ status: 'applied', event, outcome: next.outcome, countedAt });
    } catch (err) {
      if (!(err instanceof RuleError)) throw err;
      results.push({ status: 'rejected', event, error: err });
      if (stopAtRejection) break;
    }
  }
  return {
    state,
    results,
    applied: results.filter((r) => r.status === 'applied'),
    rejected: results.filter((r) => r.status === 'rejected'),
    notBefore,
  };
}
