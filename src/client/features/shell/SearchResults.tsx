/**
 * The panel under the search box: how many results (announced as they change), each result with where it is,
 * or, when nothing matches, "Nenhum resultado encontrado" and three chapters to try instead.
 */
import { forwardRef, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { selectSearchSuggestions } from '../../app/selectors';
import { paths } from '../../app/paths';
import { counted } from '../../../shared/counts';
import type { CourseSearch } from './use-course-search';
import { searchTargetPath } from './navigation';

/**
 * Fixed under the box, as wide as the screen allows (up to 440 px) even when the box itself is narrow, and never
 * past the screen's edges.
 */
const Panel = styled.div`
  position: fixed;
  z-index: 20;
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
  overflow-wrap: break-word;
  hyphens: auto;
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
  /** The search box the panel hangs from. */
  anchor: RefObject<HTMLElement | null>;
  result: CourseSearch;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
  /** A result was opened: the panel closes. */
  onChoose: () => void;
}

const EDGE = 8;
const MAX_WIDTH = 440;
/** Tall enough for about nine results on a desktop; a phone's screen ends first. */
const MAX_HEIGHT = 640;

/** Where the panel goes: just under the box, within the screen; measured again when the screen changes. */
function usePlaceUnder(anchor: RefObject<HTMLElement | null>) {
  const [place, setPlace] = useState<{ top: number; left: number; width: number; maxHeight: number }>();
  useLayoutEffect(() => {
    const measure = () => {
      const box = anchor.current?.getBoundingClientRect();
      if (!box) return;
      const screenWidth = document.documentElement.clientWidth;
      const width = Math.min(screenWidth - 2 * EDGE, Math.max(box.width, MAX_WIDTH));
      const left = Math.min(Math.max(box.left, EDGE), screenWidth - EDGE - width);
      const top = box.bottom + 4;
      setPlace({ top, left, width, maxHeight: Math.min(window.innerHeight - top - EDGE, MAX_HEIGHT) });
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [anchor]);
  return place;
}

function statusText(result: CourseSearch): string {
  if (result.status === 'failed') return 'A busca não carregou. Verifique sua conexão e tente de novo.';
  if (result.status !== 'ready') return 'Buscando…';
  return result.hits.length === 0 ? 'Nenhum resultado encontrado' : counted('results', result.hits.length);
}

export const SearchResults = forwardRef<HTMLDivElement, Props>(function SearchResults(
  { id, anchor, result, onKeyDown, onChoose },
  ref,
) {
  const place = usePlaceUnder(anchor);
  const suggestions = useAppSelector(selectSearchSuggestions);
  const hits = result.status === 'ready' ? result.hits : [];
  const nothing = result.status === 'ready' && hits.length === 0;
  return (
    <Panel
      ref={ref}
      id={id}
      style={place}
      role="region"
      aria-label="Resultados da busca"
      onKeyDown={onKeyDown}
    >
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
