/** Ajustes: theme, the account, data export and deletion (LGPD), sync state. */
import { useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { themeChosen, type ThemePreference } from '../shell/uiSlice';
import { PendingActions } from '../sync/PendingActions';
import { deleteAccount } from '../auth/auth-thunks';
import { Banner, Button, Card, Muted, Page } from '../../components/ui';

const Radios = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 10px 14px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: 12px;
    min-height: 44px;
    cursor: pointer;
  }
`;
const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 12px 0;
  font-weight: 600;
  input {
    min-height: 44px;
    padding: 8px 12px;
    border-radius: 12px;
    border: 1px solid ${(p) => p.theme.color.border};
    background: ${(p) => p.theme.color.bg};
    font-weight: 400;
  }
`;

export default function SettingsScreen() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const user = useAppSelector((s) => s.auth.user);
  const theme = useAppSelector((s) => s.ui.theme);
  const [password, setPassword] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const remove = async (e: React.FormEvent) => {
    e.preventDefault();
    setDeleteError(null);
    const result = await dispatch(deleteAccount(password));
    if (deleteAccount.rejected.match(result))
      setDeleteError(result.payload ?? 'Não foi possível excluir a conta.');
    else navigate('/entrar', { replace: true });
  };

  return (
    <Page>
      <h1>Ajustes</h1>
      <Card>
        <h2>Aparência</h2>
        <Radios>
          <legend className="visually-hidden">Tema</legend>
          {(
            [
              ['system', 'Seguir o sistema'],
              ['light', 'Claro'],
              ['dark', 'Escuro'],
            ] as [ThemePreference, string][]
          ).map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name="tema"
                value={value}
                checked={theme === value}
                onChange={() => dispatch(themeChosen(value))}
              />
              {label}
            </label>
          ))}
        </Radios>
      </Card>
      <Card style={{ marginTop: 16 }}>
        <h2>Conta</h2>
        <p>
          {user?.name}
          <br />
          <Muted>{user?.email}</Muted>
        </p>
        <PendingActions />
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
          <Button as="a" $variant="secondary" href="/api/me/export" download="meus-dados-hub.json">
            Baixar meus dados
          </Button>
        </div>
      </Card>
      <Card style={{ marginTop: 16 }}>
        <h2>Excluir conta</h2>
        <p>Apaga sua conta e todo o seu progresso do servidor. Não dá para desfazer.</p>
        <form onSubmit={remove}>
          <Field>
            Confirme com sua senha
            <input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          {deleteError && (
            <Banner $tone="danger" role="alert">
              {deleteError}
            </Banner>
          )}
          <Button type="submit" $variant="danger" disabled={!password}>
            Excluir minha conta
          </Button>
        </form>
      </Card>
    </Page>
  );
}
