/**
 * The header's search: while the learner types, the results open right under the box, each saying where it is
 * (chapter and section) and opening the chapter at that section. Arrows move between the box and the results,
 * Enter opens the first one, Escape closes them. The index is loaded only once the box is used.
 */
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import Search from 'lucide-react/icons/search';
import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { searchChanged } from './uiSlice';
import { selectSearch } from './ui-selectors';
import { prepareCourseSearch, useCourseSearch } from './use-course-search';
import { searchTargetPath } from './navigation';

// The results' panel loads with the search index, when the box first gets the focus.
const loadResults = () => import('./SearchResults');
const SearchResults = lazy(() => loadResults().then((m) => ({ default: m.SearchResults })));

const Wrapper = styled.div`
  flex: 1 1 120px;
  min-width: 0;
`;

const SearchBox = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  padding: 0 ${(p) => p.theme.space(3)};
  min-height: 44px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.bg};
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    min-height: 40px;
    outline: none;
  }
  &:focus-within {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 1px;
  }
`;

/** The links of the open panel, in order. */
const linksIn = (panel: HTMLElement | null) => [...(panel?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

export function ChapterSearch() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const query = useAppSelector(selectSearch);
  const [open, setOpen] = useState(false);
  const result = useCourseSearch(open ? query : '');
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLLabelElement>(null);
  const panelId = useId();
  // Escape puts focus back in the box without reopening what it just closed.
  const quietFocus = useRef(false);
  const showing = open && query.trim().length > 0;

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) {
      quietFocus.current = true;
      input.current?.focus();
      quietFocus.current = false;
    }
  };

  const onBoxKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && showing) {
      e.preventDefault();
      linksIn(panel.current)[0]?.focus();
    } else if (e.key === 'Enter') {
      const first = result.status === 'ready' ? result.hits[0] : undefined;
      if (first) {
        e.preventDefault();
        setOpen(false);
        // As a tap on a result does: the box lets go (on a phone it folds back off the header's row) and the
        // chapter's heading takes the focus.
        input.current?.blur();
        navigate(searchTargetPath(first.target));
      }
    } else if (e.key === 'Escape') {
      if (showing) {
        e.preventDefault();
        setOpen(false);
      } else if (query) {
        e.preventDefault();
        dispatch(searchChanged(''));
      }
    }
  };

  const onPanelKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const links = linksIn(panel.current);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      links[Math.min(at + 1, links.length - 1)]?.focus();
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (at <= 0) input.current?.focus();
      else links[at - 1]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    }
  };

  return (
    <Wrapper
      ref={wrapper}
      role="search"
      onBlur={(e) => {
        // Focus went elsewhere on the page (a tap outside, Tab past the last result): the panel closes.
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <SearchBox ref={box}>
        <Search size={18} aria-hidden />
        <span className="visually-hidden">Buscar no curso</span>
        <input
          ref={input}
          type="search"
          role="searchbox"
          placeholder="Buscar"
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={showing ? panelId : undefined}
          value={query}
          onFocus={() => {
            prepareCourseSearch();
            void loadResults();
            if (!quietFocus.current) setOpen(true);
          }}
          onChange={(e) => {
            dispatch(searchChanged(e.target.value));
            setOpen(true);
          }}
          onKeyDown={onBoxKey}
        />
      </SearchBox>
      {showing && (
        <Suspense fallback={null}>
          <SearchResults
            ref={panel}
            id={panelId}
            anchor={box}
            result={result}
            onKeyDown={onPanelKey}
            onChoose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </Wrapper>
  );
}
