/** The chapter's checklist, kept per learner and synced like every other action. */
import styled from 'styled-components';
import PartyPopper from 'lucide-react/icons/party-popper';
import type { Chapter } from '../../../shared/content-schema';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { toggleChecklistItem } from '../progress/progress-thunks';
import { selectChecklistDone } from '../progress/progress-selectors';
import { Banner, Card, ProgressBar } from '../../components/ui';
import { formatPercent } from '../../../shared/format';

const Items = styled.ul`
  list-style: none;
  padding: 0;
  margin: 16px 0 0;
  li {
    margin-bottom: 8px;
  }
  label {
    display: flex;
    gap: 12px;
    padding: 12px 14px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    cursor: pointer;
    background: ${(p) => p.theme.color.surface};
  }
  input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
    flex: none;
    accent-color: ${(p) => p.theme.color.success};
  }
  strong {
    display: block;
  }
  span span {
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.92rem;
  }
`;
const Congrats = styled(Banner)`
  margin-top: ${(p) => p.theme.space(4)};
`;

export function Checklist({ chapter }: { chapter: Chapter }) {
  const dispatch = useAppDispatch();
  const done = useAppSelector((s) => selectChecklistDone(s, chapter.id));
  const count = chapter.checklist.filter((i) => done.includes(i.id)).length;
  const ratio = count / chapter.checklist.length;
  return (
    <Card>
      <p>
        {count} de {chapter.checklist.length} ações feitas ({formatPercent(ratio)})
      </p>
      <ProgressBar value={ratio} label="Progresso do checklist" />
      {ratio === 1 && (
        <Congrats $tone="success" role="status">
          <span>
            <PartyPopper size={18} aria-hidden /> <strong>Parabéns!</strong> Você colocou em prática tudo o
            que este capítulo ensina.
          </span>
        </Congrats>
      )}
      <Items>
        {chapter.checklist.map((item) => (
          <li key={item.id}>
            <label>
              <input
                type="checkbox"
                checked={done.includes(item.id)}
                onChange={() =>
                  void dispatch(toggleChecklistItem({ chapterId: chapter.id, itemId: item.id }))
                }
              />
              <span>
                <strong>{item.task}</strong>
                <span>{item.description}</span>
              </span>
            </label>
          </li>
        ))}
      </Items>
    </Card>
  );
}
