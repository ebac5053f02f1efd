/** The readable summary beside the JSON export: folded, so Ajustes stays short until the learner opens it. */
import styled from 'styled-components';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useAppSelector } from '../../app/hooks';
import { selectDataSummary } from './data-summary';
import { Fold } from '../../components/Fold';

const SummaryFold = styled(Fold)`
  margin-top: 12px;
  dl {
    margin: 8px 0 0;
  }
  dt {
    font-weight: 600;
    margin-top: 12px;
  }
  dd {
    margin: 2px 0 0;
  }
  ul {
    margin: 4px 0 0;
    padding-left: 1.2em;
  }
`;

export function DataSummary() {
  const items = useAppSelector(selectDataSummary);
  return (
    <SummaryFold>
      <summary>
        <ChevronRight size={18} aria-hidden />
        Ver o resumo dos seus dados
      </summary>
      <dl>
        {items.map((item) => (
          <div key={item.term}>
            <dt>{item.term}</dt>
            <dd>
              {item.value}
              {item.list && item.list.length > 0 && (
                <ul>
                  {item.list.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </SummaryFold>
  );
}
