import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { AchievementToast } from '../../src/client/features/notifications/AchievementToast';
import { eventRecorded } from '../../src/client/features/sync/sync-actions';
import { emptyProgress } from '../../src/shared/progress';
import { renderApp } from '../support/render';

const event = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'chapter.completed' as const,
  chapterId: '1',
  occurredAt: new Date().toISOString(),
};

describe('the achievement celebration', () => {
  it('announces an achievement unlocked just now, and goes away 6 seconds later even if the state changes again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { store } = renderApp(<AchievementToast />);
      const unlocked = {
        ...emptyProgress(),
        achievements: { 'primeiro-capitulo': new Date().toISOString() },
      };
      const shownAt = Date.now();
      act(
        () =>
          void store.dispatch(eventRecorded({ event, progress: unlocked, outcome: { pointsAwarded: 0 } })),
      );
      await act(() => vi.dynamicImportSettled());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText('Conquista desbloqueada!')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Primeiro Passo');
      // A sync a few seconds later brings the same achievements in a new object: the toast must still leave.
      act(() => vi.advanceTimersByTime(3000));
      act(
        () =>
          void store.dispatch(
            eventRecorded({
              event: { ...event, id: '00000000-0000-4000-8000-000000000002' },
              progress: { ...unlocked, achievements: { ...unlocked.achievements } },
              outcome: { pointsAwarded: 0 },
            }),
          ),
      );
      act(() => vi.advanceTimersByTime(shownAt + 5999 - Date.now()));
      expect(screen.getByText('Conquista desbloqueada!')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Conquista desbloqueada!')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not celebrate achievements that arrive dated long ago (from another device)', async () => {
    const { store } = renderApp(<AchievementToast />);
    const old = { ...emptyProgress(), achievements: { 'primeiro-capitulo': '2026-01-01T12:00:00.000Z' } };
    act(() => void store.dispatch(eventRecorded({ event, progress: old, outcome: { pointsAwarded: 0 } })));
    // Whatever the toast would load has loaded: still nothing to see.
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByText(/desbloqueada/)).not.toBeInTheDocument();
  });
});
