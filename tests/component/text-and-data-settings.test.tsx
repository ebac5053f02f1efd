/**
 * Ajustes' "Tamanho do texto", "Economizar dados" and "Espaço neste aparelho": the size applies to the whole
 * page and is kept for the next start's first paint; the data saver follows the browser until the learner
 * chooses; the space card measures the course and frees only what is not the course nor the progress.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextSizeCard } from '../../src/client/features/settings/TextSizeCard';
import { DataSaverCard } from '../../src/client/features/settings/DataSaverCard';
import { StorageCard } from '../../src/client/features/settings/StorageCard';
import { TEXT_SCALE_STORAGE_KEY } from '../../src/client/features/shell/uiSlice';
import { renderApp } from '../support/render';

afterEach(() => {
  document.documentElement.style.fontSize = '';
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'connection');
  Reflect.deleteProperty(navigator, 'storage');
  Reflect.deleteProperty(globalThis, 'caches');
});

describe('Tamanho do texto', () => {
  it('offers four sizes by name, and sets the root font size of the whole page', async () => {
    const { store } = renderApp(<TextSizeCard />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'Pequeno',
      'Normal',
      'Grande',
      'Muito grande',
    ]);
    expect(screen.getByRole('radio', { name: 'Normal' })).toBeChecked();
    expect(document.documentElement.style.fontSize).toBe('');

    await userEvent.click(screen.getByRole('radio', { name: 'Muito grande' }));
    expect(store.getState().ui.textScale).toBe(1.4);
    expect(document.documentElement.style.fontSize).toBe('140%');
    // Kept where index.html reads it before the first paint.
    expect(localStorage.getItem(TEXT_SCALE_STORAGE_KEY)).toBe('1.4');

    await userEvent.click(screen.getByRole('radio', { name: 'Pequeno' }));
    expect(document.documentElement.style.fontSize).toBe('90%');
    await userEvent.click(screen.getByRole('radio', { name: 'Normal' }));
    expect(document.documentElement.style.fontSize).toBe('');
  });
});

describe('Economizar dados', () => {
  const connection = (values: { saveData: boolean; type: string }) =>
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: Object.assign(new EventTarget(), values),
    });

  it('starts off on Wi-Fi, and the learner turns it on', async () => {
    connection({ saveData: false, type: 'wifi' });
    const { store } = renderApp(<DataSaverCard />);
    const toggle = screen.getByRole('switch', { name: 'Economizar dados' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(store.getState().ui.dataSaver).toBe(true);
  });

  it('starts on where the browser asks to save data, says why, and the learner can turn it off', async () => {
    connection({ saveData: true, type: 'wifi' });
    const { store } = renderApp(<DataSaverCard />);
    const toggle = screen.getByRole('switch', { name: 'Economizar dados' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Ligado porque o navegador pediu economia de dados/);
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(store.getState().ui.dataSaver).toBe(false);
    expect(toggle).not.toHaveAccessibleDescription(/Ligado porque/);
  });

  it('follows a change of network while the learner has not chosen', () => {
    connection({ saveData: false, type: 'wifi' });
    renderApp(<DataSaverCard />);
    const toggle = screen.getByRole('switch', { name: 'Economizar dados' });
    expect(toggle).not.toBeChecked();
    const network = (navigator as unknown as { connection: EventTarget & { type: string } }).connection;
    act(() => {
      network.type = 'cellular';
      network.dispatchEvent(new Event('change'));
    });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Ligado porque você está na rede móvel/);
  });
});

/** Cache Storage as the service worker leaves it: the precache, plus whatever else was kept at run time. */
function fakeCaches(contents: Record<string, number[]>) {
  const store = new Map(Object.entries(contents));
  const open = async (name: string) => ({
    keys: async () => (store.get(name) ?? []).map((_, i) => new Request(`https://hub.test/${name}/${i}`)),
    match: async (request: Request) => {
      const i = Number(new URL(request.url).pathname.split('/').pop());
      return new Response(new Uint8Array(store.get(name)![i]!));
    },
  });
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: {
      keys: async () => [...store.keys()],
      open,
      delete: async (name: string) => store.delete(name),
    },
  });
  return store;
}

function fakeStorage(kept: boolean, usage: number) {
  const asked: string[] = [];
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: {
      persisted: async () => kept,
      persist: async () => {
        asked.push('persist');
        kept = true;
        return true;
      },
      estimate: async () => ({ usage, quota: 1e9 }),
    },
  });
  return asked;
}

describe('Espaço neste aparelho', () => {
  it('says how much the course takes, and frees only caches that are neither the course nor the progress', async () => {
    const caches = fakeCaches({
      'workbox-precache-v2-https://hub.test/': [1_200_000, 400_000],
      'midia-vista': [2_000_000],
    });
    fakeStorage(true, 4_200_000);
    renderApp(<StorageCard />);
    expect(
      await screen.findByText(/O curso ocupa 1,6\sMB neste aparelho, para estudar sem internet/),
    ).toHaveTextContent('No total, com seu progresso, o app usa 4,2 MB.');
    expect(screen.getByText(/O navegador vai manter o curso guardado/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Liberar espaço \(2\sMB\)$/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pronto: 2 MB liberados. Seu progresso e o curso offline continuam aqui.',
    );
    expect([...caches.keys()]).toEqual(['workbox-precache-v2-https://hub.test/']);
    expect(await screen.findByText(/Nada a liberar agora/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Liberar espaço/ })).not.toBeInTheDocument();
  });

  it('asks the browser to keep the course when it has not agreed yet', async () => {
    fakeCaches({ 'workbox-precache-v2-https://hub.test/': [900_000] });
    const asked = fakeStorage(false, 1_000_000);
    renderApp(<StorageCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Manter o curso neste aparelho' }));
    expect(asked).toEqual(['persist']);
    expect(await screen.findByText(/O navegador vai manter o curso guardado/)).toBeInTheDocument();
  });
});
