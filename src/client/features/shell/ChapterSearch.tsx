/** The header's search: filters the chapters, shown on Início and Aprender. */
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { Search } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { searchChanged } from './uiSlice';
import { selectSearch } from './ui-selectors';
import { searchResultsPath } from './navigation';

const SearchBox = styled.label`
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  padding: 0 ${(p) => p.theme.space(3)};
  min-height: 44px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.bg};
  flex: 1 1 120px;
  min-width: 0;
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

export function ChapterSearch() {
  const dispatch = useAppDispatch();
  const [location, navigate] = useLocation();
  const search = useAppSelector(selectSearch);
  return (
    <SearchBox>
      <Search size={18} aria-hidden />
      <span className="visually-hidden">Buscar capítulos</span>
      <input
        type="search"
        role="searchbox"
        placeholder="Buscar capítulos"
        value={search}
        onChange={(e) => {
          dispatch(searchChanged(e.target.value));
          const resultsPath = searchResultsPath(location);
          if (resultsPath) navigate(resultsPath);
        }}
      />
    </SearchBox>
  );
}
