/** The content tab: the chapter's sections, its key points and tips, and the way to its quiz. */
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import type { Chapter } from '../../../shared/content-schema';
import { Button, Card, SectionTitle } from '../../components/ui';
import { ChapterSection } from './ChapterSection';

const PointsCard = styled(Card)`
  & + & {
    margin-top: ${(p) => p.theme.space(4)};
  }
  h2 {
    margin-top: 0;
  }
`;
const List = styled.ul`
  padding-left: 1.2em;
  li {
    margin-bottom: ${(p) => p.theme.space(2)};
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${(p) => p.theme.space(2)};
  flex-wrap: wrap;
  margin-top: ${(p) => p.theme.space(4)};
`;

export function ChapterContent({ chapter }: { chapter: Chapter }) {
  const [, navigate] = useLocation();
  return (
    <>
      {chapter.sections.map((section) => (
        <ChapterSection key={section.id} section={section} chapterFacts={chapter.facts} />
      ))}
      <PointsCard>
        <SectionTitle as="h2">Pontos-chave</SectionTitle>
        <List>
          {chapter.keyTakeaways.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </List>
      </PointsCard>
      <PointsCard>
        <SectionTitle as="h2">Dicas práticas para esta semana</SectionTitle>
        <List>
          {chapter.tips.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </List>
      </PointsCard>
      <Actions>
        <Button onClick={() => navigate(paths.chapter(chapter.id, 'quiz'))}>Fazer o quiz</Button>
      </Actions>
    </>
  );
}
