/** "Aparecer no ranking da comunidade": applies at once; out of it, nobody else sees the learner at all. */
import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/selectors';
import { Muted } from '../../components/ui';
import { setCommunityVisible } from './account-thunks';
import { Outcome, SwitchLabel } from './settings-ui';

const Box = styled.div`
  margin-top: 16px;
  padding-top: 12px;
  border-top: 1px solid ${(p) => p.theme.color.border};
`;

export function CommunitySwitch() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ok, setOk] = useState<string | null>(null);
  if (!user) return null;
  const visible = !user.communityHidden;

  const toggle = async () => {
    setSaving(true);
    setError(null);
    setOk(null);
    const res = await dispatch(setCommunityVisible(!visible));
    setSaving(false);
    if (setCommunityVisible.rejected.match(res)) setError(res.payload ?? 'Não foi possível salvar.');
    else
      setOk(
        visible
          ? 'Você saiu do ranking. Ninguém mais vê seu nome nem seus pontos.'
          : 'Você voltou ao ranking da comunidade.',
      );
  };

  return (
    <Box>
      <SwitchLabel>
        <input
          type="checkbox"
          role="switch"
          checked={visible}
          disabled={saving}
          aria-describedby="ranking-dica"
          onChange={() => void toggle()}
        />
        Aparecer no ranking da comunidade
      </SwitchLabel>
      <Muted as="p" id="ranking-dica">
        {visible
          ? `Na liga semanal, o seu grupo vê “${user.displayName}” e seus pontos da semana. Nunca seu e-mail ou sobrenome.`
          : 'Você está fora do ranking e da liga semanal: ninguém vê seu nome nem seus pontos.'}
      </Muted>
      <Outcome ok={ok} error={error} />
    </Box>
  );
}
