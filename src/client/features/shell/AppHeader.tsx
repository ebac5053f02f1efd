/** The header on every signed-in screen: the name of the app, the bell, theme, sign-out, the learner, search, tabs. */
import styled from 'styled-components';
import { Link } from 'wouter';
import { LogOut } from 'lucide-react';
import { paths } from '../../app/paths';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { IconButton } from './IconButton';
import { ThemeToggle } from './ThemeToggle';
import { LearnerBadge } from './LearnerBadge';
import { ChapterSearch } from './ChapterSearch';
import { TabBar } from './TabBar';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${(p) => p.theme.color.surface};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;
const HeaderRow = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  padding: ${(p) => p.theme.space(2)} ${(p) => p.theme.space(4)};
  display: flex;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  flex-wrap: wrap;
`;
const Brand = styled(Link)`
  font-weight: 800;
  flex: 1 0 auto;
  color: ${(p) => p.theme.color.text};
  text-decoration: none;
  font-size: 1.05rem;
`;

export function AppHeader({ onSignOut, signingOut }: { onSignOut: () => void; signingOut: boolean }) {
  return (
    <Header>
      <HeaderRow>
        <Brand href={paths.home}>Hub de Marketing</Brand>
        <NotificationsBell />
        <ThemeToggle />
        <IconButton type="button" onClick={onSignOut} disabled={signingOut}>
          <LogOut size={18} aria-hidden />
          <span className="rotulo">Sair</span>
        </IconButton>
        <LearnerBadge />
        <ChapterSearch />
      </HeaderRow>
      <TabBar />
    </Header>
  );
}
