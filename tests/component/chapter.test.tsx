/** A chapter's tabs follow its address: each tab has its own, and the content tab is the chapter's. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import ChapterScreen from '../../src/client/features/chapters/ChapterScreen';
import { paths } from '../../src/client/app/paths';
import { curriculum, renderApp } from '../support/render';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const chapter = curriculum.chapters[0]!;
const open = (path: string) =>
  renderApp(<Route path={paths.chapterPattern} component={ChapterScreen} />, { path });

describe('a chapter’s tabs', () => {
  it('opens the tab its address names', () => {
    open(`/capitulos/${chapter.id}/checklist`);
    expect(screen.getByRole('tab', { name: /^Checklist/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to the content for an address naming no tab', () => {
    open(`/capitulos/${chapter.id}/outra-coisa`);
    expect(screen.getByRole('tab', { name: /^Conteúdo/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: chapter.sections[0]!.title })).toBeInTheDocument();
  });

  it('changes the address in place when the learner switches tabs', async () => {
    const user = userEvent.setup();
    const { location } = open(`/capitulos/${chapter.id}`);
    await user.click(screen.getByRole('tab', { name: /^Quiz/ }));
    expect(location.history).toEqual([`/capitulos/${chapter.id}/quiz`]);
    await user.click(screen.getByRole('tab', { name: /^Conteúdo/ }));
    expect(location.history).toEqual([`/capitulos/${chapter.id}`]);
  });

  it('"Fazer o quiz" moves to the quiz as a new step, so back returns to the text', async () => {
    const user = userEvent.setup();
    const { location } = open(`/capitulos/${chapter.id}`);
    await user.click(screen.getByRole('button', { name: 'Fazer o quiz' }));
    expect(location.history).toEqual([`/capitulos/${chapter.id}`, `/capitulos/${chapter.id}/quiz`]);
    expect(screen.getByRole('tab', { name: /^Quiz/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when the chapter does not exist, with a way to the library', () => {
    open('/capitulos/nao-existe');
    expect(screen.getByRole('heading', { name: 'Capítulo não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os capítulos' })).toHaveAttribute('href', '/aprender');
  });
});
