/**
 * The reminders of the signed-in learner as Ajustes and the offer card use them: what the server keeps, what
 * this device can do, and the actions (turn on/off here, send a test, change the choices) with their outcome.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import type { ReminderSettings, Reminders } from '../../../shared/reminders';
import {
  pushSupport,
  turnOffReminders,
  turnOnReminders,
  ReminderError,
  type PushSupport,
} from './push-client';

export interface RemindersState {
  reminders: Reminders | null;
  support: PushSupport;
  busy: boolean;
  ok: string | null;
  error: string | null;
}

const messageOf = (err: unknown) =>
  err instanceof ReminderError || err instanceof ApiError
    ? err.message
    : 'Não foi possível concluir agora. Tente de novo em instantes.';

export function useReminders({ load = true }: { load?: boolean } = {}) {
  const [state, setState] = useState<RemindersState>(() => ({
    reminders: null,
    support: pushSupport(),
    busy: false,
    ok: null,
    error: null,
  }));

  useEffect(() => {
    if (!load) return;
    let live = true;
    api.reminders().then(
      (reminders) => live && setState((s) => ({ ...s, reminders })),
      (err: unknown) => live && setState((s) => ({ ...s, error: messageOf(err) })),
    );
    return () => {
      live = false;
    };
  }, [load]);

  const run = useCallback(async (action: () => Promise<Reminders | string>, ok: string | null) => {
    setState((s) => ({ ...s, busy: true, ok: null, error: null }));
    try {
      const result = await action();
      setState((s) => ({
        ...s,
        busy: false,
        support: pushSupport(),
        reminders: typeof result === 'string' ? s.reminders : result,
        ok: typeof result === 'string' ? result : ok,
      }));
      return true;
    } catch (err) {
      setState((s) => ({ ...s, busy: false, support: pushSupport(), error: messageOf(err) }));
      return false;
    }
  }, []);

  return {
    ...state,
    turnOn: () => run(turnOnReminders, 'Pronto: este aparelho vai receber os lembretes.'),
    turnOff: () => run(turnOffReminders, 'Este aparelho não vai mais receber lembretes.'),
    sendTest: () => run(async () => (await api.sendTestPush()).message, null),
    save: (settings: ReminderSettings) => {
      // The switch moves at once; the server's answer (or the choices before, on failure) follows.
      const before = state.reminders;
      if (before) setState((s) => ({ ...s, reminders: { ...before, settings } }));
      return run(() => api.saveReminderSettings(settings), 'Lembretes atualizados.').then((ok) => {
        if (!ok && before) setState((s) => ({ ...s, reminders: before }));
        return ok;
      });
    },
  };
}

/** Why this device cannot receive reminders, in words for the learner; null when it can. */
export function unavailableReason(support: PushSupport): string | null {
  switch (support) {
    case 'ios-needs-install':
      return 'No iPhone e no iPad, os lembretes só chegam com o app na tela de início: toque em Compartilhar e depois em “Adicionar à Tela de Início”, abra o Hub por lá e ative os lembretes.';
    case 'unsupported':
      return 'Este navegador não recebe lembretes fora do app. Os avisos continuam no sininho do app.';
    case 'denied':
      return 'As notificações estão bloqueadas para este site. Para receber lembretes, libere as notificações nas configurações do navegador. Os avisos continuam no sininho do app.';
    default:
      return null;
  }
}
