/** The header's search: results under the box while typing, by keyboard and by finger. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChapterSearch } from '../../src/client/features/shell/ChapterSearch';
import { HeaderSearch } from '../../src/client/features/shell/HeaderSearch';
import { curriculum, renderApp } from '../support/render';
import { answerSearchIndex, searchIndexJson } from '../support/search-index';

const social = curriculum.chapters.find((c) => c.title === 'Estratégia de Mídia Social')!;
const results = () => screen.findByRole('region', { name: 'Resultados da busca' });

beforeAll(() => void searchIndexJson(), 30_000);
beforeEach(() => vi.stubGlobal('fetch', answerSearchIndex()));
afterEach(() => vi.unstubAllGlobals());

describe('the search box', () => {
  it('keeps the role searchbox and opens nothing before the learner types', async () => {
    const user = userEvent.setup();
    renderApp(<ChapterSearch />);
    await user.click(screen.getByRole('searchbox'));
    expect(screen.queryByRole('region', { name: 'Resultados da busca' })).not.toBeInTheDocument();
  });

  it('shows the results under the box with their count, each saying where it is', async () => {
    const user = userEvent.setup();
    renderApp(<ChapterSearch />);
    await user.type(screen.getByRole('searchbox'), 'instagram');
    const panel = await results();
    const status = within(panel).getByRole('status');
    expect(await within(status).findByText(/^\d+ resultados?$/)).toBeInTheDocument();
    const first = within(panel).getAllByRole('link')[0]!;
    expect(first).toHaveTextContent(social.sections[0]!.title);
    expect(first).toHaveTextContent(`Cap. ${social.number} · ${social.title}`);
    expect(first).toHaveAttribute('href', `/capitulos/${social.id}?secao=${social.sections[0]!.id}`);
  });

  it('moves with the arrows, opens with Enter and closes with Escape', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(<ChapterSearch />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'instagram');
    const links = await within(await results()).findAllByRole('link');
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveFocus();

    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Resultados da busca' })).not.toBeInTheDocument();
    expect(box).toHaveValue('instagram');

    // typing again reopens; Enter on the box opens the best result
    await user.type(box, ' ');
    await within(await results()).findAllByRole('link');
    await user.keyboard('{Enter}');
    expect(location.history.at(-1)).toBe(`/capitulos/${social.id}?secao=${social.sections[0]!.id}`);
    expect(screen.queryByRole('region', { name: 'Resultados da busca' })).not.toBeInTheDocument();
    // The box lets go, as after a tap on a result: on a phone it no longer covers the header's row.
    expect(box).not.toHaveFocus();
  });

  it('in the header, Escape closes the results and then clears the box, the focus staying in it', async () => {
    const user = userEvent.setup();
    renderApp(<HeaderSearch />);
    const box = screen.getByRole('searchbox');
    await user.type(box, 'midia');
    await within(await results()).findAllByRole('link');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('region', { name: 'Resultados da busca' })).not.toBeInTheDocument();
    expect(box).toHaveFocus();
    expect(box).toHaveValue('midia');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('opens a result tapped, and closes the panel', async () => {
    const user = userEvent.setup();
    const { location } = renderApp(<ChapterSearch />);
    await user.type(screen.getByRole('searchbox'), 'email');
    const [first] = await within(await results()).findAllByRole('link');
    await user.click(first!);
    expect(location.history.at(-1)).toMatch(/^\/capitulos\/\d+/);
    expect(screen.queryByRole('region', { name: 'Resultados da busca' })).not.toBeInTheDocument();
  });

  it('says when nothing matches and suggests three chapters', async () => {
    const user = userEvent.setup();
    renderApp(<ChapterSearch />, { progress: { completedChapters: { '1': '2026-11-20T10:00:00Z' } } });
    await user.type(screen.getByRole('searchbox'), 'xyzzy quântico');
    const panel = await results();
    expect(await within(panel).findByText('Nenhum resultado encontrado')).toBeInTheDocument();
    const list = within(panel).getByRole('list', { name: 'Que tal um destes capítulos?' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    // chapter 1 is done: the suggestions are chapters still to study
    expect(links.map((l) => l.getAttribute('href'))).not.toContain('/capitulos/1');
  });

  it('says so when the index cannot be loaded (offline before it was saved)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    // A fresh app, whose index was never loaded.
    vi.resetModules();
    const { ChapterSearch } = await import('../../src/client/features/shell/ChapterSearch');
    const user = userEvent.setup();
    renderApp(<ChapterSearch />);
    await user.type(screen.getByRole('searchbox'), 'roas');
    expect(await within(await results()).findByText(/A busca não carregou/)).toBeInTheDocument();
  });
});
