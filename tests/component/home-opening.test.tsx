/**
 * As the app opens on Início, the learner's numbers are drawn first and what lies below the fold on a phone (the
 * counters, the chapters) in the frame after: on a slow phone the numbers show that much sooner. Any later visit
 * to Início draws it whole at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { HomeScreen } from '../../src/client/features/home/HomeScreen';
import { markOpening } from '../../src/client/app/opening';
import { renderApp } from '../support/render';

afterEach(() => vi.useRealTimers());

describe('Início as the app opens', () => {
  it('draws the numbers first and the rest in the next frame; later visits draw it whole', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    markOpening();
    const { unmount } = renderApp(<HomeScreen />, { progress: { points: 1250 } });
    expect(screen.getByRole('heading', { name: /Olá/ })).toBeInTheDocument();
    expect(screen.getByText('Pontos').nextElementSibling).toHaveTextContent('1.250');
    expect(screen.queryByRole('heading', { name: 'Capítulos' })).not.toBeInTheDocument();
    expect(screen.queryByText('Capítulos concluídos')).not.toBeInTheDocument();

    // The frame that shows the numbers, then the task after it (and React's own, for the transition).
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('heading', { name: 'Capítulos' })).toBeInTheDocument();
    expect(screen.getByText('Capítulos concluídos')).toBeInTheDocument();
    unmount();

    // Back on Início later: everything at once.
    renderApp(<HomeScreen />, { progress: { points: 1250 } });
    expect(screen.getByRole('heading', { name: 'Capítulos' })).toBeInTheDocument();
    expect(screen.getByText('Capítulos concluídos')).toBeInTheDocument();
  });

  it('draws Início whole when the app did not open on it (a test, or a screen opened later)', () => {
    renderApp(<HomeScreen />);
    expect(screen.getByRole('heading', { name: 'Capítulos' })).toBeInTheDocument();
  });
});
