/** The chapter's header on its gradient: number, category, title, facts, and the favourite button, and whether it is done. */
import styled from 'styled-components';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Star from 'lucide-react/icons/star';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ChapterSummary } from '../../../shared/content-schema';
import { formatPoints } from '../../../shared/format';
import { Button, Pill } from '../../components/ui';
import { toggleFavorite } from '../progress/progress-thunks';
import { selectChapterCompletedAt, selectIsFavorite } from '../progress/progress-selectors';
import { chapterGradient, type GradientProps } from './chapter-gradient';
import { ChapterDataCost } from './ChapterDataCost';

const Head = styled.header<GradientProps>`
  background: ${chapterGradient};
  border-radius: ${(p) => p.theme.radius.lg};
  color: ${(p) => p.theme.onGradient.text};
  padding: ${(p) => p.theme.space(4)};
  margin: ${(p) => `${p.theme.space(3)} 0 ${p.theme.space(4)}`};
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  h1 {
    font-size: 1.45rem;
    margin: 0;
  }
  p {
    margin: 0;
  }
  svg {
    vertical-align: -2px;
  }
`;
const HeadPills = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(1.5)};
  span {
    background: ${(p) => p.theme.onGradient.pill};
    color: ${(p) => p.theme.onGradient.text};
  }
`;
const HeadActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => p.theme.space(2)};
  button {
    background: ${(p) => p.theme.onGradient.button};
    color: ${(p) => p.theme.onGradient.buttonText};
  }
  button[aria-pressed='true'] {
    background: ${(p) => p.theme.onGradient.buttonPressed};
  }
`;

export function ChapterHeader({ summary }: { summary: ChapterSummary }) {
  const dispatch = useAppDispatch();
  const id = summary.id;
  const completedAt = useAppSelector((s) => selectChapterCompletedAt(s, id));
  const favorite = useAppSelector((s) => selectIsFavorite(s, id));
  return (
    <Head $gradient={summary.gradient}>
      <p>
        Capítulo {summary.number} · {summary.category}
      </p>
      <h1>{summary.title}</h1>
      <p>{summary.description}</p>
      <HeadPills>
        <Pill>{formatPoints(summary.points)}</Pill>
        <Pill>
          <Clock size={14} aria-hidden /> {summary.minutes} min
        </Pill>
        <Pill>{summary.difficulty}</Pill>
        {completedAt && (
          <Pill>
            <CheckCircle2 size={14} aria-hidden /> Concluído
          </Pill>
        )}
      </HeadPills>
      {summary.download && <ChapterDataCost download={summary.download} />}
      <HeadActions>
        <Button
          type="button"
          aria-pressed={favorite}
          onClick={() => void dispatch(toggleFavorite(id))}
          title={favorite ? 'Remover dos favoritos' : 'Adicionar aos favoritos'}
        >
          <Star size={18} aria-hidden fill={favorite ? 'currentColor' : 'none'} /> Favorito
        </Button>
      </HeadActions>
    </Head>
  );
}
