/** The frame around every signed-in screen: header with the learner's numbers, search, theme, sign-out, and the tabs. */
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'wouter';
import {
  BookOpen,
  House,
  LogOut,
  Moon,
  Settings,
  Sun,
  TrendingUp,
  Users,
  Search,
  CloudOff,
  RefreshCw,
} from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLevel, selectPendingCount, selectUser } from '../../app/selectors';
import { formatPoints, formatCount } from '../../../shared/format';
import { searchChanged, themeChosen } from './uiSlice';
import { useEffectiveTheme } from './theme';
import { logout, signInAgain } from '../auth/auth-thunks';
import { noticeDismissed } from '../sync/outboxSlice';
import { useOnline } from './useOnline';
import { Banner, Button } from '../../components/ui';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { IconButton } from './IconButton';
import { AchievementToast } from '../notifications/AchievementToast';

/** "Ana Souza" → "AS"; one name → its first letter. */
function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1]![0]! : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}

/** The learner's initials with the level as a badge (the level is read out by "Seu progresso" beside it). */
const Avatar = styled.span`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.primary};
  color: ${(p) => p.theme.color.primaryText};
  font-weight: 700;
  font-size: 0.95rem;
  .nivel {
    position: absolute;
    right: -4px;
    bottom: -4px;
    min-width: 20px;
    height: 20px;
    padding: 0 4px;
    border-radius: 10px;
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    border: 2px solid ${(p) => p.theme.color.primary};
    font-size: 0.72rem;
    line-height: 16px;
    text-align: center;
  }
`;

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
  padding: 8px 16px;
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;
const Brand = styled(Link)`
  font-weight: 800;
  flex: 1 0 auto;
  color: ${(p) => p.theme.color.text};
  text-decoration: none;
  font-size: 1.05rem;
`;
const Who = styled.div`
  flex: 0 1 auto;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  line-height: 1.2;
  font-size: 0.85rem;
  strong {
    font-size: 0.95rem;
  }
`;
const SearchBox = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 12px;
  min-height: 44px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.bg};
  input {
    flex: 1;
    border: 0;
    background: transparent;
    min-height: 40px;
    outline: none;
  }
  &:focus-within {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 1px;
  }
  flex: 1 1 120px;
  min-width: 0;
  input {
    min-width: 0;
  }
`;
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
    gap: 8px;
    padding: 0 16px;
  }
`;
const TabLink = styled(Link)`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: 8px 2px;
  min-height: 56px;
  font-size: 0.75rem;
  font-weight: 600;
  text-decoration: none;
  color: ${(p) => p.theme.color.textMuted};
  &[aria-selected='true'] {
    color: ${(p) => p.theme.color.primary};
  }
  @media (min-width: ${(p) => p.theme.breakpoint.desktop}) {
    flex: 0 0 auto;
    flex-direction: row;
    gap: 8px;
    font-size: 0.95rem;
    padding: 12px 14px;
    min-height: 48px;
    &[aria-selected='true'] {
      box-shadow: inset 0 -3px 0 ${(p) => p.theme.color.primary};
    }
  }
`;

const TABS = [
  { path: '/', label: 'Início', icon: House, match: (l: string) => l === '/' },
  {
    path: '/aprender',
    label: 'Aprender',
    icon: BookOpen,
    match: (l: string) => l.startsWith('/aprender') || l.startsWith('/capitulos'),
  },
  {
    path: '/progresso',
    label: 'Progresso',
    icon: TrendingUp,
    match: (l: string) => l.startsWith('/progresso'),
  },
  {
    path: '/comunidade',
    label: 'Comunidade',
    icon: Users,
    match: (l: string) => l.startsWith('/comunidade') || l.startsWith('/insights'),
  },
  { path: '/ajustes', label: 'Ajustes', icon: Settings, match: (l: string) => l.startsWith('/ajustes') },
] as const;

export function Shell({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const [location, navigate] = useLocation();
  const user = useAppSelector(selectUser);
  const points = useAppSelector((s) => s.progress.state.points);
  const level = useAppSelector(selectLevel);
  const search = useAppSelector((s) => s.ui.search);
  const pending = useAppSelector(selectPendingCount);
  const syncing = useAppSelector((s) => s.outbox.syncing);
  const notice = useAppSelector((s) => s.outbox.notice);
  const expired = useAppSelector((s) => s.auth.sessionExpired);
  const theme = useEffectiveTheme();
  const online = useOnline();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const doLogout = async () => {
    setLeaving(true);
    await dispatch(logout());
    navigate('/entrar', { replace: true });
  };

  return (
    <>
      <a className="visually-hidden" href="#conteudo">
        Pular para o conteúdo
      </a>
      <Header>
        <HeaderRow>
          <Brand href="/">Hub de Marketing</Brand>
          <NotificationsBell />
          <IconButton
            type="button"
            onClick={() => dispatch(themeChosen(theme === 'dark' ? 'light' : 'dark'))}
            aria-label={theme === 'dark' ? 'Ativar modo claro' : 'Ativar modo escuro'}
            title={theme === 'dark' ? 'Ativar modo claro' : 'Ativar modo escuro'}
          >
            {theme === 'dark' ? <Sun size={20} aria-hidden /> : <Moon size={20} aria-hidden />}
          </IconButton>
          <IconButton
            type="button"
            onClick={() => (pending > 0 ? setConfirmLogout(true) : void doLogout())}
            disabled={leaving}
          >
            <LogOut size={18} aria-hidden />
            <span className="rotulo">Sair</span>
          </IconButton>
          <Avatar aria-hidden>
            {initials(user?.name ?? '')}
            <span className="nivel">{level}</span>
          </Avatar>
          <Who role="group" aria-label="Seu progresso">
            <strong>{user?.name}</strong>
            <span>
              Nível {level} · {formatPoints(points)}
            </span>
          </Who>
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
                if (location !== '/' && location !== '/aprender') navigate('/aprender');
              }}
            />
          </SearchBox>
        </HeaderRow>
        <Nav aria-label="Principal">
          <TabList role="tablist" aria-label="Seções do app">
            {TABS.map(({ path, label, icon: Icon, match }) => (
              <TabLink key={path} href={path} role="tab" aria-selected={match(location)}>
                <Icon size={20} aria-hidden />
                {label}
              </TabLink>
            ))}
          </TabList>
        </Nav>
      </Header>
      <main id="conteudo" tabIndex={-1}>
        <div style={{ maxWidth: 1040, margin: '0 auto', padding: '12px 16px 0' }} aria-live="polite">
          {expired && (
            <Banner $tone="warning" role="status">
              Sua sessão expirou. Seu progresso está guardado neste aparelho e será enviado quando você entrar
              de novo.
              <Button
                $variant="secondary"
                onClick={() =>
                  void dispatch(signInAgain()).then(() => navigate('/entrar', { replace: true }))
                }
              >
                Entrar de novo
              </Button>
            </Banner>
          )}
          {!online && (
            <Banner $tone="info" role="status">
              <span>
                <CloudOff size={16} aria-hidden /> Você está offline. Pode continuar estudando: tudo fica
                salvo neste aparelho.
              </span>
            </Banner>
          )}
          {pending > 0 && (
            <Banner $tone="warning" role="status" data-testid="sync-status">
              <span>
                <RefreshCw size={16} aria-hidden />{' '}
                {formatCount(pending, 'ação aguardando', 'ações aguardando')} sincronização
                {syncing ? '…' : '.'}
              </span>
            </Banner>
          )}
          {notice && (
            <Banner $tone="danger" role="alert">
              {notice}
              <Button $variant="ghost" onClick={() => dispatch(noticeDismissed())} aria-label="Fechar aviso">
                ✕
              </Button>
            </Banner>
          )}
        </div>
        {children}
      </main>
      <AchievementToast />
      <ConfirmDialog
        open={confirmLogout}
        title="Sair com progresso não sincronizado?"
        confirmLabel="Sair mesmo assim"
        cancelLabel="Continuar aqui"
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => {
          setConfirmLogout(false);
          void doLogout();
        }}
      >
        {formatCount(pending, 'ação ainda não chegou', 'ações ainda não chegaram')} ao servidor. Se sair
        agora, sem conexão, {pending === 1 ? 'ela será perdida' : 'elas serão perdidas'}. Conecte-se à
        internet e espere a sincronização para não perder nada.
      </ConfirmDialog>
    </>
  );
}
