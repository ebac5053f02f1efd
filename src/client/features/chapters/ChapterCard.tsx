/** A chapter in the grid: thumbnail on its gradient, title, facts and the learner's state. */
import styled from 'styled-components';
import { Link } from 'wouter';
import BookOpen from 'lucide-react/icons/book-open';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Download from 'lucide-react/icons/download';
import Star from 'lucide-react/icons/star';
import type { ChapterSummary } from '../../../shared/content-schema';
import { contentImage } from '../../lib/content';
import { formatPoints } from '../../../shared/format';
import { Pill } from '../../components/ui';
import { paths } from '../../app/paths';
import { chapterGradient, type GradientProps } from './chapter-gradient';
import { chapterSizeLabel } from './ChapterDataCost';
import { useNearScreen } from '../../lib/use-near-screen';

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  text-decoration: none;
  color: inherit;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  overflow: hidden;
  box-shadow: ${(p) => p.theme.shadow};
  &:hover h3 {
    text-decoration: underline;
  }
`;
const Thumb = styled.div<GradientProps>`
  background: ${chapterGradient};
  aspect-ratio: 16 / 9;
  display: grid;
  place-items: center;
  position: relative;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
const Badge = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  background: ${(p) => p.theme.onGradient.badge};
  color: ${(p) => p.theme.onGradient.text};
  font-size: 0.8rem;
  font-weight: 700;
  padding: 2px 8px;
  border-radius: ${(p) => p.theme.radius.pill};
`;
const Body = styled.div`
  padding: 12px 14px 14px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  flex: 1;
  h3 {
    font-size: 1.05rem;
    margin: 0;
  }
  p {
    margin: 0;
    font-size: 0.9rem;
    color: ${(p) => p.theme.color.textMuted};
  }
`;
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: auto;
  padding-top: 6px;
  font-size: 0.85rem;
`;

/** Pictures already asked for in this visit. */
const picturesShown = new Set<string>();

export function ChapterCard({
  chapter,
  completed,
  favorite,
  sectionsRead,
}: {
  chapter: ChapterSummary;
  completed: boolean;
  favorite: boolean;
  /** Sections of the chapter the learner has opened (the summary step not counted). */
  sectionsRead: number;
}) {
  // The picture once the card comes near the screen; its gradient, of the same size, holds the place. One shown
  // before (back on Início, or on Aprender after it) shows at once, without a frame of bare gradient.
  const picture = contentImage(chapter.thumbnail);
  const [thumb, near] = useNearScreen<HTMLDivElement>(undefined, picturesShown.has(picture));
  if (near) picturesShown.add(picture);
  return (
    <CardLink href={paths.chapter(chapter.id)}>
      <Thumb ref={thumb} $gradient={chapter.gradient}>
        {near && <img src={picture} alt="" width={320} height={180} decoding="async" />}
        <Badge>Capítulo {chapter.id}</Badge>
      </Thumb>
      <Body>
        <h3>{chapter.title}</h3>
        <p>{chapter.description}</p>
        <Meta>
          <Pill>{chapter.difficulty}</Pill>
          <Pill>
            <Clock size={14} aria-hidden /> {chapter.minutes} min
          </Pill>
          <Pill $tone="primary">{formatPoints(chapter.points)}</Pill>
          {chapter.download && (
            <Pill>
              <Download size={14} aria-hidden />
              <span className="visually-hidden">Tamanho para baixar:</span>{' '}
              {chapterSizeLabel(chapter.download)}
            </Pill>
          )}
          {completed && (
            <Pill $tone="success">
              <CheckCircle2 size={14} aria-hidden /> Concluído
            </Pill>
          )}
          {sectionsRead > 0 && !completed && (
            <Pill>
              <BookOpen size={14} aria-hidden /> {sectionsRead} de {chapter.sectionCount} seções lidas
            </Pill>
          )}
          {favorite && (
            <Pill $tone="warning">
              <Star size={14} aria-hidden /> Favorito
            </Pill>
          )}
        </Meta>
      </Body>
    </CardLink>
  );
}
