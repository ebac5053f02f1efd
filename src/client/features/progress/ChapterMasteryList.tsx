/** Capítulos: each chapter's state, best quiz, checklist and daily-review strength. */
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { Muted, Pill } from '../../components/ui';
import { counted } from '../../../shared/counts';
import { formatNumber } from '../../../shared/format';
import { selectChapterMastery } from './report-selectors';

const Chapters = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${(p) => p.theme.space(2)};
  li {
    min-width: 0;
    padding: ${(p) => p.theme.space(3)};
    border-radius: ${(p) => p.theme.radius.md};
    border: 1px solid ${(p) => p.theme.color.border};
    background: ${(p) => p.theme.color.surface};
    overflow-wrap: anywhere;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${(p) => `${p.theme.space(1)} ${p.theme.space(4)}`};
    margin: ${(p) => p.theme.space(1.5)} 0 0;
    font-size: 0.9rem;
  }
  dt {
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0 0 0 ${(p) => p.theme.space(1)};
    font-weight: 600;
  }
  dl div {
    display: flex;
  }
`;

export function ChapterMasteryList() {
  const chapters = useAppSelector(selectChapterMastery);
  return (
    <>
      <Muted as="p">
        Uma questão fica fixada quando você a acerta no quiz diário e ela só volta a aparecer daqui a dois
        dias ou mais.
      </Muted>
      <Chapters>
        {chapters.map((c) => (
          <li key={c.id}>
            <strong>
              {c.number ?? ''}. {c.title}
            </strong>{' '}
            {c.completed ? <Pill $tone="success">Concluído</Pill> : <Pill>Pendente</Pill>}
            <dl>
              <div>
                <dt>Melhor quiz:</dt>
                <dd>{c.bestQuizPercent === null ? '—' : `${c.bestQuizPercent}%`}</dd>
              </div>
              <div>
                <dt>Checklist:</dt>
                <dd>
                  {c.checklistDone}/{c.checklistCount}
                </dd>
              </div>
              <div>
                <dt>Quiz diário:</dt>
                <dd>
                  {c.review === null
                    ? 'ainda não revisado'
                    : `${formatNumber(c.review.firm)} de ${counted('fixedQuestions', c.review.questions)}`}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </Chapters>
    </>
  );
}
