/**
 * The installed app's shortcuts open `/?atalho=…`: each lands where the home button of the same name leads.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { HomeScreen } from '../../src/client/features/home/HomeScreen';
import { selectTodaysInsight } from '../../src/client/features/chapters/chapters-selectors';
import { renderApp } from '../support/render';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const done = '2026-11-20T10:00:00Z';
const best = (correct: number) => ({ correct, total: 5, at: done });

async function landsOn(path: string, progress = {}) {
  const { location, store } = renderApp(<HomeScreen />, { path, progress });
  await waitFor(() => expect(location.history?.at(-1)).not.toBe(path));
  return { to: location.history?.at(-1), state: store.getState(), history: location.history };
}

describe('manifest shortcuts', () => {
  it('"Continuar" opens the chapter last opened while it is not completed', async () => {
    const { to } = await landsOn('/?atalho=continuar', {
      lastChapterId: '4',
      completedChapters: { '1': done },
    });
    expect(to).toBe('/capitulos/4');
  });

  it('"Continuar" opens the first chapter not completed once the last one opened is done', async () => {
    const { to } = await landsOn('/?atalho=continuar', {
      lastChapterId: '3',
      completedChapters: { '1': done, '3': done },
    });
    expect(to).toBe('/capitulos/2');
  });

  it('"Quiz" opens the first quiz never taken, then the first without every answer right', async () => {
    expect((await landsOn('/?atalho=quiz', { quizBests: { '1': best(5) } })).to).toBe('/capitulos/2/quiz');
  });

  it('"Quiz" opens a quiz not yet perfect once every quiz was taken', async () => {
    const all = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [String(i + 1), best(5)]));
    const { to } = await landsOn('/?atalho=quiz', { quizBests: { ...all, '7': best(3) } });
    expect(to).toBe('/capitulos/7/quiz');
  });

  it('"Insight do dia" opens today’s insight', async () => {
    const { to, state } = await landsOn('/?atalho=insight');
    expect(to).toBe(`/insights/${selectTodaysInsight(state)!.id}`);
  });

  it('replaces the shortcut address, so Back leaves the app instead of bouncing', async () => {
    const { history } = await landsOn('/?atalho=insight');
    expect(history).toHaveLength(1);
  });

  it('an unknown shortcut just shows the home screen', async () => {
    const { to } = await landsOn('/?atalho=desconhecido');
    expect(to).toBe('/');
  });
});
