/** Perfil: the full name, the name other learners see, the time zone that decides study days, the ranking. */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectTimeZone, selectUser } from '../../app/selectors';
import { defaultDisplayName } from '../../../shared/display-name';
import { Button, Muted } from '../../components/ui';
import { saveProfile } from './account-thunks';
import { draftFrom, type ProfileDraft } from './profile-form';
import { TimeZoneField } from './TimeZoneField';
import { CommunitySwitch } from './CommunitySwitch';
import { Actions, Field, Outcome, SettingsCard } from './settings-ui';

type Result = { ok?: string; error?: string };

export function ProfileCard() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const inForce = useAppSelector(selectTimeZone);
  // null while the learner has not touched the form: it then follows the profile (a sync may change it).
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<Result>({});
  if (!user) return null;
  const form = draft ?? draftFrom(user, inForce);

  const edit = (field: keyof ProfileDraft) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setDraft({ ...form, [field]: e.target.value });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    setResult({});
    const res = await dispatch(saveProfile(form));
    setSaving(false);
    if (saveProfile.rejected.match(res)) {
      setResult({ error: res.payload ?? 'Não foi possível salvar o perfil.' });
      return;
    }
    setDraft(null);
    setResult({
      ok:
        res.payload === 'unchanged'
          ? 'Nada mudou no perfil.'
          : 'Perfil salvo. Seus outros aparelhos recebem a mudança na próxima sincronização.',
    });
  };

  return (
    <SettingsCard id="ajustes-perfil" title="Perfil">
      <Muted as="p">E-mail da conta: {user.email}</Muted>
      <form onSubmit={save} noValidate>
        <Field>
          <label htmlFor="perfil-nome">Nome completo</label>
          <input
            id="perfil-nome"
            autoComplete="name"
            maxLength={80}
            value={form.name}
            onChange={edit('name')}
          />
          <small>Aparece só para você e no seu certificado.</small>
        </Field>
        <Field>
          <label htmlFor="perfil-nome-exibido">Nome exibido na comunidade</label>
          <input
            id="perfil-nome-exibido"
            aria-describedby="perfil-nome-exibido-dica"
            autoComplete="nickname"
            maxLength={40}
            value={form.displayName}
            onChange={edit('displayName')}
          />
          <small id="perfil-nome-exibido-dica">
            É o que os outros aprendizes veem no ranking. Em branco, fica “{defaultDisplayName(form.name)}”.
          </small>
        </Field>
        <TimeZoneField
          user={user}
          value={form.timeZone}
          onChange={(timeZone) => setDraft({ ...form, timeZone })}
          onResult={setResult}
        />
        <Outcome ok={result.ok} error={result.error} />
        <Actions>
          <Button type="submit" disabled={saving}>
            {saving ? 'Salvando…' : 'Salvar perfil'}
          </Button>
        </Actions>
      </form>
      <CommunitySwitch />
    </SettingsCard>
  );
}
