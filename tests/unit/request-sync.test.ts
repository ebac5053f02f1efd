import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDispatch } from '../../src/client/app/store';

afterEach(() => {
  vi.doUnmock('../../src/client/features/sync/sync-thunks');
  vi.resetModules();
});

describe('requestSync', () => {
  it('resolves without a send when the sender’s code cannot be loaded, so signing out still goes on', async () => {
    vi.resetModules();
    vi.doMock('../../src/client/features/sync/sync-thunks', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { requestSync } = await import('../../src/client/features/sync/request-sync');
    const dispatch = vi.fn();
    await expect(
      requestSync({ evenIfDeferred: true })(dispatch as unknown as AppDispatch),
    ).resolves.toBeUndefined();
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('dispatches the send once the code is there', async () => {
    vi.resetModules();
    const sent = { type: 'progress/updateUserProgress' };
    const updateUserProgress = vi.fn(() => sent);
    vi.doMock('../../src/client/features/sync/sync-thunks', () => ({ updateUserProgress }));
    const { requestSync } = await import('../../src/client/features/sync/request-sync');
    const dispatch = vi.fn((action: unknown) => action);
    await expect(requestSync({ evenIfDeferred: true })(dispatch as unknown as AppDispatch)).resolves.toBe(
      sent,
    );
    expect(updateUserProgress).toHaveBeenCalledWith({ evenIfDeferred: true });
    expect(dispatch).toHaveBeenCalledWith(sent);
  });
});
