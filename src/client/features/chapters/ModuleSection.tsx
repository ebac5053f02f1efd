/** A module of the course in the library: its number, title and description, then its chapters. */
import styled from 'styled-components';
import { Muted } from '../../components/ui';
import { ChapterGrid } from './ChapterGrid';
import type { LibraryGroup } from './library-selectors';

const Section = styled.section`
  margin-top: ${(p) => p.theme.space(4)};
  h2 {
    margin-bottom: ${(p) => p.theme.space(1)};
  }
`;
const Description = styled(Muted)`
  margin-top: 0;
`;

export function ModuleSection({ group: { module, number, chapters } }: { group: LibraryGroup }) {
  return (
    <Section aria-labelledby={`modulo-${module.id}`}>
      <h2 id={`modulo-${module.id}`}>
        Módulo {number} · {module.title}
      </h2>
      <Description as="p">{module.description}</Description>
      <ChapterGrid chapters={chapters} />
    </Section>
  );
}
