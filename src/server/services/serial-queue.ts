/**
 * A queue of one task at a time, for CPU-heavy work that blocks the event loop while it runs (drawing a preview
 * image takes tens of milliseconds). Many requests at once then cost one drawing after another, with other
 * requests served in between, instead of all of them piling onto the loop together; past `maxWaiting` tasks a
 * new one is refused at once rather than waiting for minutes.
 */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
  }
}

export function serialQueue({ maxWaiting }: { maxWaiting: number }) {
  let tail: Promise<unknown> = Promise.resolve();
  /** Tasks running or waiting. */
  let size = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (size > maxWaiting) return Promise.reject(new QueueFullError());
      size++;
      const result = tail
        // A turn of the event loop before each task, so requests that arrived meanwhile are served first.
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(task);
      const done = () => void size--;
      tail = result.then(done, done);
      return result;
    },
    get size() {
      return size;
    },
  };
}
