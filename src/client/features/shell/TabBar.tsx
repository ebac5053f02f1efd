/** The app's sections: at the bottom on a phone, under the header on a wider screen. */
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import { APP_TABS } from './navigation';

const Nav = styled.nav`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  z-index: 10;
  background: ${(p) => p.theme.color.surface};
  border-top: 1px solid ${(p) => p.theme.color.border};
  padding-bottom: env(safe-area-inset-bottom);
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    position: static;
    border-top: 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
`;
const TabList = styled.div`
  max-width: 1040px;
  margin: 0 auto;
  display: flex;
  justify-content: space-around;
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    justify-content: flex-start;
    gap: ${(p) => p.theme.space(2)};
    padding: 0 ${(p) => p.theme.space(4)};
  }
`;
const TabLink = styled(Link)`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: ${(p) => p.theme.space(2)} 2px;
  min-height: 56px;
  /* Grows with "Tamanho do texto" only as far as five labels fit side by side on the phone's width. */
  font-size: min(0.75rem, 3.3vw);
  font-weight: 600;
  text-decoration: none;
  color: ${(p) => p.theme.color.textMuted};
  &[aria-selected='true'] {
    color: ${(p) => p.theme.color.primary};
  }
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    flex: 0 0 auto;
    flex-direction: row;
    gap: ${(p) => p.theme.space(2)};
    font-size: 0.95rem;
    padding: ${(p) => p.theme.space(3)} 14px;
    min-height: 48px;
    &[aria-selected='true'] {
      box-shadow: inset 0 -3px 0 ${(p) => p.theme.color.primary};
    }
  }
`;

export function TabBar() {
  const [location] = useLocation();
  return (
    <Nav aria-label="Principal">
      <TabList role="tablist" aria-label="Seções do app">
        {APP_TABS.map(({ path, label, icon: Icon, covers }) => (
          <TabLink key={path} href={path} role="tab" aria-selected={covers(location)}>
            <Icon size={20} aria-hidden />
            {label}
          </TabLink>
        ))}
      </TabList>
    </Nav>
  );
}
