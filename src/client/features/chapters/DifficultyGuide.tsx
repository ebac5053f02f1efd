/** What each chapter's level means: what it asks of the learner, not where it sits in the course. */
import styled from 'styled-components';
import type { Difficulty } from '../../../shared/content-schema';

export const DIFFICULTY_MEANING: Record<Difficulty, string> = {
  Iniciante: 'conceitos e exemplos, contas de um passo; dá para estudar sem conta em nenhuma ferramenta.',
  Intermediário:
    'prática numa ferramenta de verdade (Meta, Google, WhatsApp Business) e contas com mais de um passo.',
  Avançado:
    'configuração técnica (GA4, DNS do domínio, expressões regulares) e análises que usam capítulos anteriores.',
};

const Guide = styled.details`
  margin: 0 0 ${(p) => p.theme.space(4)};
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: 6px;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::before {
    content: '▸';
  }
  &[open] summary::before {
    content: '▾';
  }
  summary {
    font-weight: 600;
    color: ${(p) => p.theme.color.primary};
  }
  dl {
    margin: ${(p) => p.theme.space(2)} 0 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0 0 ${(p) => p.theme.space(2)};
  }
`;

export function DifficultyGuide() {
  return (
    <Guide>
      <summary>O que significam os níveis dos capítulos</summary>
      <dl>
        {(Object.keys(DIFFICULTY_MEANING) as Difficulty[]).map((level) => (
          <div key={level}>
            <dt>{level}</dt>
            <dd>{DIFFICULTY_MEANING[level]}</dd>
          </div>
        ))}
      </dl>
    </Guide>
  );
}
