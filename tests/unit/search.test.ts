/** The course's search: what a learner types finds the sections that cover it, however it is spelled. */
import { describe, expect, it } from 'vitest';
import { loadCurriculum } from '../../src/content/load';
import { contentFiles } from '../../src/content/vite-plugin';
import {
  buildSearchIndex,
  loadSearchIndex,
  normalizeForSearch,
  searchCourse,
  searchDocuments,
  type SearchDocument,
} from '../../src/shared/search';

const curriculum = loadCurriculum();
const chapterId = (title: string) => curriculum.chapters.find((c) => c.title === title)!.id;
// The index as the app gets it: the file the build emits, loaded back.
const index = loadSearchIndex(String(contentFiles(curriculum).get('content/search-index.json')));
const chaptersFound = (query: string) =>
  searchCourse(index, query).map((h) =>
    h.target.kind === 'chapter' ? h.target.chapterId : h.target.insightId,
  );

const doc = (id: string, title: string, text: string): SearchDocument => ({
  id,
  title,
  where: 'Cap. 1 · Teste',
  headings: '',
  terms: '',
  text,
  target: { kind: 'chapter', chapterId: '1', sectionId: id },
});

describe('search normalisation', () => {
  it('ignores case and accents: "midia" finds "Mídia"', () => {
    expect(normalizeForSearch('  Mídia SOCIAL ')).toBe('midia social');
    const small = buildSearchIndex([
      doc('a', 'Estratégia de Mídia Social', 'Planejar o conteúdo das redes.'),
      doc('b', 'Marketing de Conteúdo', 'Blog, vídeo e newsletter.'),
    ]);
    expect(searchCourse(small, 'midia').map((h) => h.id)).toEqual(['a']);
    expect(
      searchCourse(small, 'CONTEUDO')
        .map((h) => h.id)
        .sort(),
    ).toEqual(['a', 'b']);
    expect(searchCourse(small, 'xyz')).toEqual([]);
  });

  it('ignores hyphens: "email" and "e-mail" find "e-mail", "pos venda" finds "pós-venda"', () => {
    const small = buildSearchIndex([
      doc('a', 'Régua de e-mail', 'Sequência de boas-vindas.'),
      doc('b', 'Pós-venda', 'Cuidar de quem já comprou.'),
      doc('c', 'Outro assunto', 'Nada a ver.'),
    ]);
    expect(searchCourse(small, 'email').map((h) => h.id)).toEqual(['a']);
    expect(searchCourse(small, 'E-MAIL').map((h) => h.id)).toEqual(['a']);
    expect(searchCourse(small, 'boasvindas').map((h) => h.id)).toEqual(['a']);
    expect(searchCourse(small, 'pos venda').map((h) => h.id)).toEqual(['b']);
    expect(searchCourse(small, 'posvenda').map((h) => h.id)).toEqual(['b']);
  });

  it('needs every word of the query, and finds nothing for words alone too common to tell', () => {
    const small = buildSearchIndex([
      doc('a', 'Redes sociais', 'Instagram e TikTok.'),
      doc('b', 'Redes', 'Wi-fi.'),
    ]);
    expect(searchCourse(small, 'redes sociais').map((h) => h.id)).toEqual(['a']);
    expect(searchCourse(small, 'de o a')).toEqual([]);
    expect(searchCourse(small, '   ')).toEqual([]);
  });
});

describe('the course index', () => {
  it('covers every chapter, section, summary and insight', () => {
    const docs = searchDocuments(curriculum.chapters, curriculum.insights);
    const sections = curriculum.chapters.reduce((n, c) => n + c.sections.length, 0);
    expect(docs).toHaveLength(curriculum.chapters.length * 2 + sections + curriculum.insights.length);
    expect(index.documentCount).toBe(docs.length);
  });

  it('finds the chapters whose sections cover what a learner types', () => {
    const social = chapterId('Estratégia de Mídia Social');
    const email = chapterId('E-mail Marketing');
    const fundamentals = chapterId('Fundamentos do Marketing Digital');
    expect(chaptersFound('instagram')[0]).toBe(social);
    expect(chaptersFound('redes sociais')).toContain(social);
    expect(chaptersFound('roas')[0]).toBe(fundamentals);
    expect(chaptersFound('email')[0]).toBe(email);
    expect(chaptersFound('midia')[0]).toBe(social);
  });

  it('says where each result is and opens the section that covers it', () => {
    const [first] = searchCourse(index, 'instagram');
    const social = curriculum.chapters.find((c) => c.title === 'Estratégia de Mídia Social')!;
    expect(first!.where).toBe(`Cap. ${social.number} · ${social.title}`);
    expect(first!.target).toEqual({
      kind: 'chapter',
      chapterId: social.id,
      sectionId: social.sections[0]!.id,
    });
    expect(first!.title).toBe(social.sections[0]!.title);
  });

  it('searches the key takeaways, opening the chapter summary', () => {
    const chapter = curriculum.chapters[0]!;
    const takeaway = chapter.keyTakeaways[0]!;
    const hits = searchCourse(index, takeaway.split(/\s+/).slice(0, 6).join(' '), 20);
    expect(hits.map((h) => h.target)).toContainEqual({
      kind: 'chapter',
      chapterId: chapter.id,
      sectionId: 'resumo',
    });
  });

  it('finds nothing for words the course never uses', () => {
    expect(searchCourse(index, 'xyzzy quântico')).toEqual([]);
  });
});
