/** The queue that CPU-heavy work (drawing preview images) waits in: one task at a time, a bounded wait. */
import { describe, expect, it } from 'vitest';
import { QueueFullError, serialQueue } from '../../src/server/services/serial-queue';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('serialQueue', () => {
  it('runs one task at a time, in the order they came', async () => {
    const queue = serialQueue({ maxWaiting: 10 });
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      for (let i = 0; i < 3; i++) await tick();
      order.push(n);
      running--;
      return n * 10;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => queue.run(task(n))));
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(1);
    expect(queue.size).toBe(0);
  });

  it('lets other work run between two tasks', async () => {
    const queue = serialQueue({ maxWaiting: 10 });
    const seen: string[] = [];
    const first = queue.run(async () => void seen.push('first'));
    const second = queue.run(async () => void seen.push('second'));
    setImmediate(() => seen.push('other'));
    await Promise.all([first, second]);
    expect(seen.indexOf('other')).toBeLessThan(seen.indexOf('second'));
  });

  it('fails only the caller of a failing task; the next one runs', async () => {
    const queue = serialQueue({ maxWaiting: 10 });
    const failing = queue.run(async () => {
      throw new Error('desenho falhou');
    });
    const next = queue.run(async () => 'ok');
    await expect(failing).rejects.toThrow('desenho falhou');
    await expect(next).resolves.toBe('ok');
  });

  it('refuses a task at once when too many are waiting, and takes them again once it drains', async () => {
    const queue = serialQueue({ maxWaiting: 2 });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = queue.run(() => gate);
    const waiting = [queue.run(async () => 1), queue.run(async () => 2)];
    expect(queue.size).toBe(3);
    await expect(queue.run(async () => 3)).rejects.toBeInstanceOf(QueueFullError);
    release();
    await running;
    expect(await Promise.all(waiting)).toEqual([1, 2]);
    await expect(queue.run(async () => 4)).resolves.toBe(4);
  });
});
