/** One section of a chapter: its title, "Ouvir", media, text, figure and sources. */
import { useRef } from 'react';
import styled from 'styled-components';
import type { Chapter, ChapterDownload } from '../../../shared/content-schema';
import { SectionMedia } from './SectionMedia';
import { SectionFigure } from './SectionFigure';
import { Markdown } from './Markdown';
import { ReadAloud } from './ReadAloud';
import { HIGHLIGHT_SELECTOR } from './read-aloud';
import { Sources, factsOf } from './Sources';

const Article = styled.article`
  margin-bottom: ${(p) => p.theme.space(6)};
  h2 {
    font-size: 1.25rem;
  }
  figure {
    margin: ${(p) => p.theme.space(4)} 0;
  }
  figure img {
    /* Drawn for a phone: on a wide screen it stays at a size that fits in one view. */
    display: block;
    width: 100%;
    max-width: 480px;
    margin: 0 auto;
    height: auto;
    border-radius: ${(p) => p.theme.radius.md};
  }
  figcaption {
    font-size: 0.9rem;
    color: ${(p) => p.theme.color.textMuted};
    margin-top: ${(p) => p.theme.space(1)};
  }
  /* The sentence "Ouvir" is reading. */
  ${HIGHLIGHT_SELECTOR} {
    background-color: ${(p) => p.theme.color.primarySoft};
    color: ${(p) => p.theme.color.text};
  }
`;

export function ChapterSection({
  section,
  chapterFacts,
  download,
}: {
  section: Chapter['sections'][number];
  chapterFacts: Chapter['facts'];
  /** The chapter's sizes from the build (the figure's decides whether it waits when saving data). */
  download?: ChapterDownload | undefined;
}) {
  const article = useRef<HTMLElement>(null);
  return (
    <Article aria-labelledby={`s-${section.id}`} ref={article}>
      {/* Focused when the learner moves to this section, so reading starts at its title. */}
      <h2 id={`s-${section.id}`} tabIndex={-1}>
        {section.title}
      </h2>
      <ReadAloud key={section.id} section={article} />
      <SectionMedia section={section} />
      <Markdown>{section.body}</Markdown>
      {section.figure && (
        <SectionFigure figure={section.figure} bytes={download?.figures[section.figure.src]} />
      )}
      <div data-no-read>
        <Sources facts={factsOf(section.facts, chapterFacts)} declared={section.facts !== undefined} />
      </div>
    </Article>
  );
}
