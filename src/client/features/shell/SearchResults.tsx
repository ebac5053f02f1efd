/**
 * The panel under the search box: how many results (announced as they change), each result with where it is,
 * or, when nothing matches, "Nenhum resultado encontrado" and three chapters to try instead.
 */
import { forwardRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { selectSearchSuggestions } from '../../app/selectors';
import { paths } from '../../app/paths';
import { counted } from '../../../shared/counts';
import type { CourseSearch } from './use-course-search';
import { searchTargetPath } from './navigation';

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 20;
  max-height: min(60vh, 440px);
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.floatingShadow};
  padding: ${(p) => p.theme.space(1)} 0;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Status = styled.p`
  margin: 0;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  font-size: 0.875rem;
  color: ${(p) => p.theme.color.textMuted};
`;

const Result = styled(Link)`
  display: flex;
  flex-direction: column;
  justify-content: center;
  min-height: 48px;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(3)};
  color: ${(p) => p.theme.color.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover,
  &:focus-visible {
    background: ${(p) => p.theme.color.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: -3px;
  }
  strong {
    font-weight: 600;
  }
  span {
    font-size: 0.8125rem;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

interface Props {
  id: string;
  result: CourseSearch;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  /** A result was opened: the panel closes. */
  onChoose: () => void;
}

function statusText(result: CourseSearch): string {
  if (result.status === 'failed') return 'A busca não carregou. Verifique sua conexão e tente de novo.';
  if (result.status !== 'ready') return 'Buscando…';
  return result.hits.length === 0 ? 'Nenhum resultado encontrado' : counted('results', result.hits.length);
}

export const SearchResults = forwardRef<HTMLDivElement, Props>(function SearchResults(
  { id, result, onKeyDown, onChoose },
  ref,
) {
  const suggestions = useAppSelector(selectSearchSuggestions);
  const hits = result.status === 'ready' ? result.hits : [];
  const nothing = result.status === 'ready' && hits.length === 0;
  return (
    <Panel ref={ref} id={id} role="region" aria-label="Resultados da busca" onKeyDown={onKeyDown}>
      <Status role="status">{statusText(result)}</Status>
      {hits.length > 0 && (
        <ul>
          {hits.map((hit) => (
            <li key={hit.id}>
              <Result href={searchTargetPath(hit.target)} onClick={onChoose}>
                <strong>{hit.title}</strong>
                <span>{hit.where}</span>
              </Result>
            </li>
          ))}
        </ul>
      )}
      {nothing && suggestions.length > 0 && (
        <>
          <Status id={`${id}-sugestoes`}>Que tal um destes capítulos?</Status>
          <ul aria-labelledby={`${id}-sugestoes`}>
            {suggestions.map((c) => (
              <li key={c.id}>
                <Result href={paths.chapter(c.id)} onClick={onChoose}>
                  <strong>{c.title}</strong>
                  <span>Capítulo {c.number}</span>
                </Result>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
});
