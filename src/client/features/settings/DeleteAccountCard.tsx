/** Excluir conta: everything about the learner leaves the server, confirmed with the password. */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useAppDispatch } from '../../app/hooks';
import { deleteAccount } from '../auth/auth-thunks';
import { Button } from '../../components/ui';
import { Field, Outcome, SettingsCard } from './settings-ui';
import { paths } from '../../app/paths';

export function DeleteAccountCard() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const remove = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const result = await dispatch(deleteAccount(password));
    if (deleteAccount.rejected.match(result)) setError(result.payload ?? 'Não foi possível excluir a conta.');
    else navigate(paths.signIn, { replace: true });
  };

  return (
    <SettingsCard id="ajustes-excluir" title="Excluir conta">
      <p>
        Apaga sua conta e tudo o que guardamos sobre você: progresso, atividades, aparelhos e certificado. Não
        dá para desfazer.
      </p>
      <form onSubmit={remove}>
        <Field>
          <label htmlFor="excluir-senha">Confirme com sua senha</label>
          <input
            id="excluir-senha"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <Outcome error={error} />
        <Button type="submit" $variant="danger" disabled={!password}>
          Excluir minha conta
        </Button>
      </form>
    </SettingsCard>
  );
}
