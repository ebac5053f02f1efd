import { describe, expect, it } from 'vitest';
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
  it('announces an achievement unlocked just now, and goes away by itself even if the state changes again', async () => {
    const { store } = renderApp(<AchievementToast />);
    const unlocked = { ...emptyProgress(), achievements: { 'primeiro-capitulo': new Date().toISOString() } };
    act(
      () => void store.dispatch(eventRecorded({ event, progress: unlocked, outcome: { pointsAwarded: 0 } })),
    );
    expect(await screen.findByText('Conquista desbloqueada!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Primeiro Passo');
    // A sync right after brings the same achievements in a new object: the toast must still leave.
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
    await act(() => new Promise((r) => setTimeout(r, 6200)));
    expect(screen.queryByText('Conquista desbloqueada!')).not.toBeInTheDocument();
  }, 15_000);

  it('does not celebrate achievements that arrive dated long ago (from another device)', async () => {
    const { store } = renderApp(<AchievementToast />);
    const old = { ...emptyProgress(), achievements: { 'primeiro-capitulo': '2026-01-01T12:00:00.000Z' } };
    act(() => void store.dispatch(eventRecorded({ event, progress: old, outcome: { pointsAwarded: 0 } })));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/desbloqueada/)).not.toBeInTheDocument();
  });
});
