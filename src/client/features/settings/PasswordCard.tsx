/** Senha: a new password, confirmed with the current one; the other devices are signed out. */
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/selectors';
import { Button } from '../../components/ui';
import { PasswordField } from '../auth/PasswordField';
import { changePassword } from './account-thunks';
import { Actions, Outcome, SettingsCard } from './settings-ui';

export function PasswordCard() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ ok?: string; error?: string }>({});

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setResult({});
    const res = await dispatch(changePassword({ currentPassword, newPassword }));
    setSaving(false);
    if (changePassword.rejected.match(res)) {
      setResult({ error: res.payload ?? 'Não foi possível trocar a senha.' });
      return;
    }
    setCurrent('');
    setNew('');
    setResult({ ok: 'Senha alterada. Os outros aparelhos foram desconectados.' });
  };

  return (
    <SettingsCard id="ajustes-senha" title="Senha">
      <form onSubmit={save}>
        <PasswordField
          id="senha-atual"
          label="Senha atual"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <PasswordField
          id="nova-senha"
          label="Nova senha"
          autoComplete="new-password"
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          hint="Pelo menos 8 caracteres. Ao salvar, os outros aparelhos saem da conta."
          personal={user ? { name: user.name, email: user.email } : undefined}
        />
        <Outcome ok={result.ok} error={result.error} />
        <Actions>
          <Button type="submit" disabled={saving || !currentPassword || !newPassword}>
            {saving ? 'Salvando…' : 'Salvar'}
          </Button>
        </Actions>
      </form>
    </SettingsCard>
  );
}
