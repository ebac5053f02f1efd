/** A chapter's tabs follow its address: each tab has its own, and the content tab is the chapter's. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
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
    const summary = `/capitulos/${chapter.id}?secao=resumo`;
    const { location } = open(summary);
    await user.click(screen.getByRole('button', { name: 'Fazer o quiz' }));
    expect(location.history).toEqual([summary, `/capitulos/${chapter.id}/quiz`]);
    expect(screen.getByRole('tab', { name: /^Quiz/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('moving from one chapter’s quiz to another’s starts that chapter’s own attempt', async () => {
    const { location } = open(`/capitulos/${chapter.id}/quiz`);
    await screen.findByRole('heading', { name: /^Pergunta 1 de 5:/ });
    const other = curriculum.chapters[1]!;
    act(() => location.navigate(`/capitulos/${other.id}/quiz`));
    const heading = await screen.findByRole('heading', { name: /^Pergunta 1 de 5:/ });
    expect(other.quiz.some((q) => heading.textContent!.endsWith(q.question))).toBe(true);
  });

  it('says when the chapter does not exist, with a way to the library', () => {
    open('/capitulos/nao-existe');
    expect(screen.getByRole('heading', { name: 'Capítulo não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os capítulos' })).toHaveAttribute('href', '/aprender');
  });
});

describe('reading a chapter one section at a time', () => {
  const sections = chapter.sections;

  it('shows the first section with where it is, and moves on without filling the history', async () => {
    const user = userEvent.setup();
    const { location, store } = open(`/capitulos/${chapter.id}`);
    expect(screen.getByText(`Seção 1 de ${sections.length}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: sections[0]!.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: sections[1]!.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Seção anterior' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Próxima seção' }));
    const second = screen.getByRole('heading', { level: 2, name: sections[1]!.title });
    expect(second).toHaveFocus();
    expect(screen.getByText(`Seção 2 de ${sections.length}`)).toBeInTheDocument();
    // Replaced, not pushed: the back button leaves the chapter instead of walking back through it.
    expect(location.history).toEqual([`/capitulos/${chapter.id}?secao=${sections[1]!.id}`]);
    // Recorded once the learner stays on it: the first section, left at once, is not.
    await waitFor(() => expect(store.getState().progress.state.sectionAt[chapter.id]).toBe(sections[1]!.id), {
      timeout: 3000,
    });
    expect(store.getState().progress.state.sectionsRead[chapter.id]).toEqual([sections[1]!.id]);
    expect(store.getState().outbox.pending.filter((e) => e.type === 'section.read')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Seção anterior' }));
    expect(screen.getByRole('heading', { level: 2, name: sections[0]!.title })).toHaveFocus();
  });

  it('jumps from the list of sections, and ends on the summary with "Marcar como concluído"', async () => {
    const user = userEvent.setup();
    const { store } = open(`/capitulos/${chapter.id}`);
    await user.click(screen.getByText(/^Seções do capítulo: 0 de \d lidas$/));
    const list = screen.getByRole('navigation', { name: 'Seções do capítulo' });
    await user.click(within(list).getByRole('button', { name: sections[3]!.title }));
    expect(screen.getByRole('heading', { level: 2, name: sections[3]!.title })).toHaveFocus();
    expect(within(list).getByRole('button', { name: sections[3]!.title })).toHaveAttribute(
      'aria-current',
      'step',
    );

    await user.click(within(list).getByRole('button', { name: 'Resumo do capítulo' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Resumo do capítulo' })).toHaveFocus();
    expect(screen.getByText(chapter.keyTakeaways[0]!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Próxima seção|Ir para o resumo/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Marcar como concluído' }));
    expect(screen.getByRole('button', { name: 'Concluído' })).toBeDisabled();
    expect(store.getState().progress.state.completedChapters[chapter.id]).toBeDefined();
    // Focus on what happened, and the next key press reaches the way on.
    expect(screen.getByRole('status')).toHaveTextContent(/^Capítulo concluído!/);
    expect(screen.getByRole('status')).toHaveFocus();
    await user.tab();
    expect(
      screen.getByRole('button', { name: `Ir para o Capítulo ${curriculum.chapters[1]!.id}` }),
    ).toHaveFocus();
  });

  it('a completed chapter reads as done: its bar counts the sections read, the quiz is redone, the next chapter is offered', async () => {
    const user = userEvent.setup();
    const read = [...chapter.sections.map((s) => s.id), 'resumo'];
    const { location } = renderApp(<Route path={paths.chapterPattern} component={ChapterScreen} />, {
      path: `/capitulos/${chapter.id}`,
      progress: {
        completedChapters: { [chapter.id]: '2026-11-20T15:00:00.000Z' },
        sectionsRead: { [chapter.id]: read },
        quizBests: { [chapter.id]: { correct: 4, total: 5, at: '2026-11-20T15:00:00.000Z' } },
      },
    });
    // On its first section, every section read: the bar says what was read, not where the learner is.
    expect(screen.getByText(`Seção 1 de ${chapter.sections.length}`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Seções lidas' })).toHaveAttribute('aria-valuenow', '100');
    const n = chapter.sections.length;
    expect(screen.getByText(`${n} de ${n} lidas`)).toBeVisible();

    await user.click(screen.getByText(/^Seções do capítulo: /));
    const list = screen.getByRole('navigation', { name: 'Seções do capítulo' });
    await user.click(within(list).getByRole('button', { name: 'Resumo do capítulo' }));
    expect(screen.getByRole('button', { name: 'Refazer o quiz' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fazer o quiz' })).not.toBeInTheDocument();
    const next = curriculum.chapters[1]!;
    await user.click(screen.getByRole('button', { name: `Ir para o Capítulo ${next.id}` }));
    expect(location.history.at(-1)).toBe(`/capitulos/${next.id}`);
  });

  it('leaving the chapter at once still records the section it was left from', async () => {
    const user = userEvent.setup();
    const { store, unmount } = open(`/capitulos/${chapter.id}`);
    await user.click(screen.getByRole('button', { name: 'Próxima seção' }));
    unmount();
    await waitFor(() => expect(store.getState().progress.state.sectionAt[chapter.id]).toBe(sections[1]!.id));
    expect(store.getState().outbox.pending.filter((e) => e.type === 'section.read')).toHaveLength(1);
  });

  it('opens the chapter at the section the learner was on, wherever it was recorded', () => {
    open(`/capitulos/${chapter.id}`);
    cleanup();
    renderApp(<Route path={paths.chapterPattern} component={ChapterScreen} />, {
      path: `/capitulos/${chapter.id}`,
      progress: { sectionAt: { [chapter.id]: sections[2]!.id }, lastChapterId: chapter.id },
    });
    expect(screen.getByRole('heading', { level: 2, name: sections[2]!.title })).toBeInTheDocument();
    expect(screen.getByText(`Seção 3 de ${sections.length}`)).toBeInTheDocument();
  });

  it('falls back to the first section for an address naming a section the chapter does not have', () => {
    open(`/capitulos/${chapter.id}?secao=nao-existe`);
    expect(screen.getByRole('heading', { level: 2, name: sections[0]!.title })).toBeInTheDocument();
  });
});
