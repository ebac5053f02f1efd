/** The shell's tabs, search and avatar: which tab each screen belongs to, where a search result opens. */
import { describe, expect, it } from 'vitest';
import { APP_TABS, initials, searchTargetPath } from '../../src/client/features/shell/navigation';
import { paths } from '../../src/client/app/paths';

const selectedTabs = (location: string) => APP_TABS.filter((t) => t.covers(location)).map((t) => t.label);

describe('the tab bar', () => {
  it('lists the five sections in order, each opening its own screen', () => {
    expect(APP_TABS.map((t) => [t.label, t.path])).toEqual([
      ['Início', paths.home],
      ['Aprender', paths.library],
      ['Progresso', paths.progress],
      ['Comunidade', paths.community],
      ['Ajustes', paths.settings],
    ]);
  });

  it.each([
    [paths.home, 'Início'],
    [paths.library, 'Aprender'],
    [paths.chapter('3'), 'Aprender'],
    [paths.chapter('3', 'quiz'), 'Aprender'],
    [paths.progress, 'Progresso'],
    [paths.community, 'Comunidade'],
    [paths.insight('funil-de-vendas'), 'Comunidade'],
    [paths.settings, 'Ajustes'],
  ])('selects only the right tab on %s', (location, tab) => {
    expect(selectedTabs(location)).toEqual([tab]);
  });

  it.each([paths.dailyQuiz, paths.capstone, paths.capstonePrint, paths.privacy])(
    'selects no tab on %s, which belongs to none',
    (location) => {
      expect(selectedTabs(location)).toEqual([]);
    },
  );
});

describe('the search', () => {
  it('opens a section where it is, in the chapter address', () => {
    expect(searchTargetPath({ kind: 'chapter', chapterId: '3', sectionId: 'escolher-plataformas' })).toBe(
      '/capitulos/3?secao=escolher-plataformas',
    );
    expect(searchTargetPath({ kind: 'chapter', chapterId: '5', sectionId: 'resumo' })).toBe(
      '/capitulos/5?secao=resumo',
    );
  });

  it('opens a chapter at its start, and an insight on its page', () => {
    expect(searchTargetPath({ kind: 'chapter', chapterId: '2' })).toBe(paths.chapter('2'));
    expect(searchTargetPath({ kind: 'insight', insightId: 'cookies' })).toBe(paths.insight('cookies'));
  });
});

describe('the avatar', () => {
  it('shows the initials of the first and last names, in capitals', () => {
    expect(initials('Maria da Silva')).toBe('MS');
    expect(initials('  ana   souza ')).toBe('AS');
    expect(initials('élio')).toBe('É');
    expect(initials('')).toBe('');
  });
});
