/**
 * The header on every signed-in screen, in one row even on a phone: the app's mark, the learner (avatar with
 * the level, name, level and points), search, the bell, theme and sign-out; then the tabs (at the bottom on a
 * phone, under this row on a wider screen).
 */
import styled from 'styled-components';
import { Link } from 'wouter';
import LogOut from 'lucide-react/icons/log-out';
import { paths } from '../../app/paths';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { IconButton } from './IconButton';
import { ThemeToggle } from './ThemeToggle';
import { LearnerBadge } from './LearnerBadge';
import { HeaderSearch } from './HeaderSearch';
import { TabBar } from './TabBar';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${(p) => p.theme.color.surface};
  border-bottom: 1px solid ${(p) => p.theme.color.border};
`;
const HeaderRow = styled.div`
  /* The search box opens over this row on a phone. */
  position: relative;
  max-width: 1040px;
  margin: 0 auto;
  padding: 6px 8px;
  display: flex;
  align-items: center;
  gap: 4px;
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    padding: 8px 16px;
    gap: 8px;
  }
`;
const Brand = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-width: 44px;
  min-height: 44px;
  border-radius: ${(p) => p.theme.radius.md};
  font-weight: 800;
  color: ${(p) => p.theme.color.text};
  text-decoration: none;
  font-size: 1.05rem;
  white-space: nowrap;
  img {
    display: block;
  }
  /* On a phone the mark alone: the name is read out, not shown. */
  @media (max-width: 899.98px) {
    .nome {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

export function AppHeader({ onSignOut, signingOut }: { onSignOut: () => void; signingOut: boolean }) {
  return (
    <Header>
      <HeaderRow>
        <Brand href={paths.home}>
          <img src="/favicon.svg" alt="" width={30} height={30} />
          <span className="nome">Hub de Marketing</span>
        </Brand>
        <LearnerBadge />
        <HeaderSearch />
        <NotificationsBell />
        <ThemeToggle />
        <IconButton type="button" onClick={onSignOut} disabled={signingOut}>
          <LogOut size={18} aria-hidden />
          <span className="rotulo">Sair</span>
        </IconButton>
      </HeaderRow>
      <TabBar />
    </Header>
  );
}
