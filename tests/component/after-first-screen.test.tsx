/**
 * afterFirstScreen (app/opening.ts): what the first screen does not need starts once it has been drawn (its first
 * content, then a frame), once only, and, if nothing is ever drawn, after the latest moment given.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen } from '../../src/client/app/opening';

describe('afterFirstScreen', () => {
  let root: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    root.remove();
    vi.useRealTimers();
  });
  const settle = async () => {
    await Promise.resolve(); // the mutation observer's callback
    await vi.advanceTimersByTimeAsync(50); // a frame, then the task after it
  };

  it('espera a primeira tela ser desenhada, e roda uma vez só', async () => {
    const work = vi.fn();
    afterFirstScreen(root, work);
    await settle();
    expect(work).not.toHaveBeenCalled();

    root.append(document.createElement('main'));
    await Promise.resolve();
    expect(work).not.toHaveBeenCalled(); // drawn only at the next frame
    await settle();
    expect(work).toHaveBeenCalledTimes(1);

    root.append(document.createElement('nav'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('roda mesmo assim se nada for desenhado até o limite', async () => {
    const work = vi.fn();
    afterFirstScreen(root, work, 4000);
    await vi.advanceTimersByTimeAsync(3999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledTimes(1);
    root.append(document.createElement('main'));
    await settle();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
