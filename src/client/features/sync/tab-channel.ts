/**
 * What one tab tells the others of the same learner (BroadcastChannel): an event it recorded, events the server
 * settled, the snapshot it adopted, a logout. Tabs apply these at once, so every window shows the same numbers.
 */
import type { LearnerEvent } from '../../../shared/events';
import type { Snapshot } from '../../../shared/api-schemas';

export type TabMessage =
  | { type: 'recorded'; userId: string; event: LearnerEvent }
  | { type: 'settled'; ids: string[] }
  | { type: 'snapshot'; snapshot: Pick<Snapshot, 'user' | 'progress' | 'rev'> }
  | { type: 'loggedOut'; keepOutbox?: boolean };

export interface TabChannel {
  post(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
}

export function createTabChannel(name = 'hub-sync'): TabChannel {
  if (typeof BroadcastChannel === 'undefined')
    return { post: () => undefined, subscribe: () => () => undefined };
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      const handler = (e: MessageEvent<TabMessage>) => listener(e.data);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}

/** A channel that goes nowhere: the default for tests that have a single tab. */
export const silentChannel: TabChannel = { post: () => undefined, subscribe: () => () => undefined };
