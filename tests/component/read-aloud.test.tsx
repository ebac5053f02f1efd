/**
 * "Ouvir" with the browser's speechSynthesis faked: shown only with a pt-BR voice (which may arrive late),
 * reads the section sentence by sentence showing the one being read, pauses and continues, changes speed,
 * stops, never starts by itself, and falls silent when the learner leaves the section.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChapterSection } from '../../src/client/features/chapters/ChapterSection';
import { sentencesOf } from '../../src/client/features/chapters/read-aloud';
import { SectionSchema } from '../../src/shared/content-schema';
import { renderApp } from '../support/render';

class FakeUtterance {
  voice: SpeechSynthesisVoice | null = null;
  lang = '';
  rate = 1;
  onend: (() => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  constructor(readonly text: string) {}
}

/** A device's speech engine: it says one utterance at a time, and `finish()` is the end of the one being said. */
class FakeSynth extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  spoken: FakeUtterance[] = [];
  cancels = 0;
  speaking: FakeUtterance | null = null;
  getVoices() {
    return this.voices;
  }
  speak(u: FakeUtterance) {
    this.spoken.push(u);
    this.speaking = u;
  }
  cancel() {
    this.cancels += 1;
    const u = this.speaking;
    this.speaking = null;
    // As Chrome does: a cancelled utterance reports an "interrupted" error.
    u?.onerror?.({ error: 'interrupted' });
  }
  finish() {
    const u = this.speaking;
    this.speaking = null;
    act(() => u?.onend?.());
  }
}

const voice = (lang: string, name: string, localService = true) =>
  ({ lang, name, localService, default: false, voiceURI: name }) as SpeechSynthesisVoice;

const BRAZILIAN = voice('pt-BR', 'Português (Brasil)');
const OTHERS = [voice('en-US', 'English'), voice('pt-PT', 'Português (Portugal)')];

const section = SectionSchema.parse({
  id: 'metricas',
  title: 'As métricas do relatório',
  body:
    'O alcance conta pessoas. As impressões contam exibições, e uma pessoa vê o anúncio mais de uma vez!\n\n' +
    '- O CPM custa R$\u00a012,50 por mil impressões.',
  // No outside facts: the section says so in its sources note, which is not read aloud.
  facts: [],
});

let synth: FakeSynth;
beforeEach(() => {
  synth = new FakeSynth();
  Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: synth });
  Object.defineProperty(globalThis, 'SpeechSynthesisUtterance', { configurable: true, value: FakeUtterance });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(globalThis, 'SpeechSynthesisUtterance');
});

const renderSection = () => renderApp(<ChapterSection section={section} chapterFacts={{}} />);
const nowReading = () => screen.getByText(/^(Lendo agora|Pausado em):$/).parentElement!;

describe('Ouvir', () => {
  it('cuts a text into its sentences, numbers with commas included', () => {
    expect(sentencesOf('O CPM custa R$ 12,50. E o CPC? Depende!').map((s) => s.text)).toEqual([
      'O CPM custa R$ 12,50.',
      'E o CPC?',
      'Depende!',
    ]);
  });

  it('is hidden on a device without a Brazilian Portuguese voice', () => {
    synth.voices = OTHERS;
    renderSection();
    expect(screen.getByRole('heading', { name: 'As métricas do relatório' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ouvir' })).not.toBeInTheDocument();
  });

  it('is hidden where the browser has no speech at all', () => {
    Reflect.deleteProperty(window, 'speechSynthesis');
    renderSection();
    expect(screen.queryByRole('button', { name: 'Ouvir' })).not.toBeInTheDocument();
  });

  it('appears when the voices arrive late, and never starts by itself', () => {
    renderSection();
    expect(screen.queryByRole('button', { name: 'Ouvir' })).not.toBeInTheDocument();
    synth.voices = [...OTHERS, BRAZILIAN];
    act(() => void synth.dispatchEvent(new Event('voiceschanged')));
    expect(screen.getByRole('button', { name: 'Ouvir' })).toBeInTheDocument();
    expect(synth.spoken).toEqual([]);
  });

  it('reads sentence by sentence in pt-BR, showing the one being read', async () => {
    synth.voices = [...OTHERS, BRAZILIAN];
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvir' }));
    expect(synth.spoken).toHaveLength(1);
    expect(synth.spoken[0]).toMatchObject({
      text: 'As métricas do relatório',
      voice: BRAZILIAN,
      lang: 'pt-BR',
    });
    expect(nowReading()).toHaveTextContent('Lendo agora: As métricas do relatório');

    synth.finish();
    expect(synth.spoken.at(-1)!.text).toBe('O alcance conta pessoas.');
    expect(nowReading()).toHaveTextContent('Lendo agora: O alcance conta pessoas.');
    synth.finish();
    expect(synth.spoken.at(-1)!.text).toBe(
      'As impressões contam exibições, e uma pessoa vê o anúncio mais de uma vez!',
    );
    synth.finish();
    expect(synth.spoken.at(-1)!.text).toBe('O CPM custa R$\u00a012,50 por mil impressões.');
    // The last one ends: back to the start, nothing more said.
    synth.finish();
    expect(synth.spoken).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Ouvir' })).toBeInTheDocument();
    expect(screen.queryByText('Lendo agora:')).not.toBeInTheDocument();
  });

  it('pauses, and continues from the sentence it was reading', async () => {
    synth.voices = [BRAZILIAN];
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvir' }));
    synth.finish();
    await userEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(synth.speaking).toBeNull();
    expect(nowReading()).toHaveTextContent('Pausado em: O alcance conta pessoas.');
    const said = synth.spoken.length;

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(synth.spoken).toHaveLength(said + 1);
    expect(synth.speaking!.text).toBe('O alcance conta pessoas.');
    expect(nowReading()).toHaveTextContent('Lendo agora: O alcance conta pessoas.');
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
  });

  it('changes speed from the sentence being read on', async () => {
    synth.voices = [BRAZILIAN];
    renderSection();
    const speed = screen.getByRole('combobox', { name: 'Velocidade' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['0,8×', '1×', '1,25×', '1,5×']);
    await userEvent.click(screen.getByRole('button', { name: 'Ouvir' }));
    expect(synth.speaking!.rate).toBe(1);
    await userEvent.selectOptions(speed, '1,5×');
    expect(synth.speaking).toMatchObject({ text: 'As métricas do relatório', rate: 1.5 });
    synth.finish();
    expect(synth.speaking).toMatchObject({ text: 'O alcance conta pessoas.', rate: 1.5 });
    await userEvent.selectOptions(speed, '0,8×');
    expect(synth.speaking!.rate).toBe(0.8);
  });

  it('stops on "Parar", and a late end of the cancelled sentence starts nothing', async () => {
    synth.voices = [BRAZILIAN];
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvir' }));
    const first = synth.speaking!;
    await userEvent.click(screen.getByRole('button', { name: 'Parar' }));
    expect(synth.speaking).toBeNull();
    act(() => first.onend?.());
    expect(synth.spoken).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Ouvir' })).toBeInTheDocument();
  });

  it('falls silent when the learner leaves the section', async () => {
    synth.voices = [BRAZILIAN];
    const { unmount } = renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvir' }));
    const reading = synth.speaking!;
    const cancels = synth.cancels;
    unmount();
    expect(synth.cancels).toBe(cancels + 1);
    expect(synth.speaking).toBeNull();
    act(() => reading.onend?.());
    expect(synth.spoken).toHaveLength(1);
  });

  it('does not read its own controls nor the section’s sources', async () => {
    synth.voices = [BRAZILIAN];
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Ouvir' }));
    expect(screen.getByText(/Fontes: esta parte não usa dados/)).toBeInTheDocument();
    for (let i = 0; i < 6; i++) synth.finish();
    const said = synth.spoken.map((u) => u.text).join(' ');
    expect(said).not.toMatch(/Velocidade|Ouvir|Pausar|Fontes/);
  });
});
