/** One section of a chapter: its title, media, text, figure and sources. */
import styled from 'styled-components';
import type { Chapter } from '../../../shared/content-schema';
import { contentImage } from '../../lib/content';
import { SectionMedia } from './SectionMedia';
import { Markdown } from './Markdown';
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
`;

export function ChapterSection({
  section,
  chapterFacts,
}: {
  section: Chapter['sections'][number];
  chapterFacts: Chapter['facts'];
}) {
  return (
    <Article aria-labelledby={`s-${section.id}`}>
      {/* Focused when the learner moves to this section, so reading starts at its title. */}
      <h2 id={`s-${section.id}`} tabIndex={-1}>
        {section.title}
      </h2>
      <SectionMedia section={section} />
      <Markdown>{section.body}</Markdown>
      {section.figure && (
        <figure>
          <img src={contentImage(section.figure.src)} alt={section.figure.alt} loading="lazy" />
          {section.figure.caption && <figcaption>{section.figure.caption}</figcaption>}
        </figure>
      )}
      <Sources facts={factsOf(section.facts, chapterFacts)} declared={section.facts !== undefined} />
    </Article>
  );
}
