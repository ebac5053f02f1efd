/** Aprender: the chapters a filter keeps, grouped by the course's modules. */
import { describe, expect, it } from 'vitest';
import { selectLibrary, type LibraryFilter } from '../../src/client/features/chapters/library-selectors';
import { curriculum, learnerState } from '../support/learner-state';

const done = '2026-11-20T15:00:00.000Z';
const summary = (library: ReturnType<typeof selectLibrary>) =>
  library.groups.map(
    (g) => `Módulo ${g.number} · ${g.module.title}: ${g.chapters.map((c) => c.id).join(' ')}`,
  );

describe('the library', () => {
  const [first, second, third] = curriculum.modules;

  it('shows every module in course order, numbered, with its chapters in the module’s order', () => {
    const library = selectLibrary(learnerState(), 'todos');
    expect(summary(library)).toEqual([
      `Módulo 1 · ${first!.title}: ${first!.chapters.join(' ')}`,
      `Módulo 2 · ${second!.title}: ${second!.chapters.join(' ')}`,
      `Módulo 3 · ${third!.title}: ${third!.chapters.join(' ')}`,
    ]);
    expect(library.chapters.map((c) => c.id)).toEqual(curriculum.chapters.map((c) => c.id));
  });

  it('leaves out the modules a filter empties, keeping each module’s number in the course', () => {
    const state = learnerState({ progress: { completedChapters: { [third!.chapters[0]!]: done } } });
    expect(summary(selectLibrary(state, 'concluidos'))).toEqual([
      `Módulo 3 · ${third!.title}: ${third!.chapters[0]}`,
    ]);
  });

  it('keeps the pending chapters, the completed ones or the favourites, by tab', () => {
    const state = learnerState({
      progress: {
        completedChapters: Object.fromEntries(first!.chapters.map((id) => [id, done])),
        // Favourited in another order than the course's: the library keeps the course's.
        favorites: [second!.chapters[1]!, first!.chapters[2]!, second!.chapters[0]!],
      },
    });
    const ids = (filter: LibraryFilter) => selectLibrary(state, filter).chapters.map((c) => c.id);
    expect(ids('concluidos')).toEqual(first!.chapters);
    expect(ids('pendentes')).toEqual([...second!.chapters, ...third!.chapters]);
    expect(ids('favoritos')).toEqual([first!.chapters[2], second!.chapters[0], second!.chapters[1]]);
    expect(summary(selectLibrary(state, 'favoritos'))).toEqual([
      `Módulo 1 · ${first!.title}: ${first!.chapters[2]}`,
      `Módulo 2 · ${second!.title}: ${second!.chapters[0]} ${second!.chapters[1]}`,
    ]);
  });

  it('lists every chapter whatever the search box holds (its results open under the box)', () => {
    const library = selectLibrary(learnerState({ search: 'MIDIA SOCIAL' }), 'todos');
    expect(library.chapters.map((c) => c.id)).toEqual(curriculum.chapters.map((c) => c.id));
  });

  it('follows the order a module lists its chapters in, not the catalogue’s', () => {
    const modules = [
      { id: 'a', title: 'A', description: 'Primeiro módulo.', chapters: ['3', '1'] },
      { id: 'b', title: 'B', description: 'Segundo módulo.', chapters: ['2'] },
    ];
    expect(summary(selectLibrary(learnerState({ modules }), 'todos'))).toEqual([
      'Módulo 1 · A: 3 1',
      'Módulo 2 · B: 2',
    ]);
  });

  it('has no groups when nothing is kept, or when the catalogue has no modules (cached by an older version)', () => {
    const nothing = selectLibrary(learnerState(), 'favoritos');
    expect(nothing).toEqual({ chapters: [], groups: [] });
    const flat = selectLibrary(learnerState({ modules: [] }), 'todos');
    expect(flat.groups).toEqual([]);
    expect(flat.chapters).toHaveLength(curriculum.chapters.length);
  });
});
