/** The readable summary beside the JSON export: folded, so Ajustes stays short until the learner opens it. */
import styled from 'styled-components';
import { ChevronRight } from 'lucide-react';
import { useAppSelector } from '../../app/hooks';
import { selectDataSummary } from './data-summary';

const Fold = styled.details`
  margin-top: 12px;
  summary {
    display: flex;
    align-items: center;
    gap: 4px;
    min-height: 44px;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary > svg {
    flex: none;
    transition: transform 0.2s;
  }
  &[open] summary > svg {
    transform: rotate(90deg);
  }
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
    <Fold>
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
    </Fold>
  );
}
