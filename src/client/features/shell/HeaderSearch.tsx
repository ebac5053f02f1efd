/**
 * Where the chapter search sits in the header. On a desktop it is a box in the row. On a phone it is a 44 px
 * magnifier: the search box itself, see-through, under the finger, so one tap (or Tab) focuses it, and while it
 * has the focus it opens over the whole row; it folds back when the focus leaves, with a dot while a search is
 * active. Escape closes the results, then clears the box (ChapterSearch), then folds it back: the focus stays on
 * the magnifier, ringed, and typing opens it again. The search box is always there, with its role, for keyboards and screen readers.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { ChapterSearch } from './ChapterSearch';
import { selectSearch } from './ui-selectors';

const Slot = styled.div`
  flex: 0 1 300px;
  min-width: 160px;
  display: flex;
  @media (max-width: 899.98px) {
    flex: none;
    min-width: 0;
    width: 44px;
    height: 44px;
    position: relative;
    & label:has([role='searchbox']) {
      position: relative;
      width: 44px;
      height: 44px;
      min-height: 44px;
      flex: none;
      padding: 0;
      justify-content: center;
      overflow: hidden;
    }
    & [role='searchbox'] {
      /* Over the box's border too: the whole 44 px square is the field. */
      position: absolute;
      inset: -1px;
      width: auto;
      min-height: 0;
      opacity: 0;
      cursor: pointer;
    }
    &[data-active='true']::after {
      content: '';
      position: absolute;
      top: 8px;
      right: 8px;
      width: 8px;
      height: 8px;
      border-radius: 50%;
      background: ${(p) => p.theme.color.primary};
      pointer-events: none;
    }
    /* Open: over the header's row (positioned against it), the box at its full width. */
    &:focus-within:not([data-folded='true']) {
      position: static;
    }
    &:focus-within:not([data-folded='true']) label:has([role='searchbox']) {
      position: absolute;
      z-index: 3;
      top: 6px;
      left: 8px;
      right: 8px;
      width: auto;
      padding: 0 12px;
      justify-content: flex-start;
      box-shadow: ${(p) => p.theme.shadow};
    }
    &:focus-within:not([data-folded='true']) [role='searchbox'] {
      position: static;
      opacity: 1;
      cursor: text;
    }
    &:focus-within:not([data-folded='true'])::after {
      display: none;
    }
    /* Folded by Escape with the focus still in it: the magnifier shows where the focus is. */
    &[data-folded='true'] label:has(:focus-visible) {
      outline: 3px solid ${(p) => p.theme.color.focus};
      outline-offset: 2px;
    }
  }
`;

export function HeaderSearch() {
  const search = useAppSelector(selectSearch);
  const [folded, setFolded] = useState(false);
  return (
    <Slot
      data-active={search.trim() !== ''}
      data-folded={folded}
      onKeyDown={(e) => {
        // An Escape the search did not need (nothing open, nothing typed) folds it back, keeping the focus.
        if (e.key === 'Escape' && !e.defaultPrevented) setFolded(true);
        else if (e.key !== 'Tab' && e.key !== 'Shift') setFolded(false);
      }}
      onFocus={() => setFolded(false)}
      onPointerDown={() => setFolded(false)}
    >
      <ChapterSearch />
    </Slot>
  );
}
