/**
 * "Ouvir" on a section: the device's pt-BR voice reads it sentence by sentence, with pause, stop and speed, and
 * the sentence being read shown under the controls and marked on the page. It starts only on a tap, stops when
 * the learner leaves the section, and is not shown on a device without a Brazilian Portuguese voice.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import Square from 'lucide-react/icons/square';
import Volume2 from 'lucide-react/icons/volume-2';
import { Button } from '../../components/ui';
import {
  SentenceReader,
  brazilianVoice,
  highlightSentence,
  sectionSentences,
  type SpokenSentence,
} from './read-aloud';

export const SPEEDS = [0.8, 1, 1.25, 1.5] as const;
const speedLabel = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** The speed chosen last, for the next section (until the app closes). */
let lastRate = 1;

const synth = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

/** The device's pt-BR voice; browsers list their voices late, and say so with `voiceschanged`. */
export function useBrazilianVoice(): SpeechSynthesisVoice | undefined {
  const [voice, setVoice] = useState(() => brazilianVoice(synth()?.getVoices() ?? []));
  useEffect(() => {
    const s = synth();
    if (!s) return;
    const update = () => setVoice(brazilianVoice(s.getVoices()));
    update();
    s.addEventListener('voiceschanged', update);
    return () => s.removeEventListener('voiceschanged', update);
  }, []);
  return voice;
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => p.theme.space(2)};
  margin: 0 0 ${(p) => p.theme.space(3)};
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 600;
  }
  select {
    font: inherit;
    min-height: 44px;
    padding: 0 8px;
    border-radius: ${(p) => p.theme.radius.sm};
    border: 1px solid ${(p) => p.theme.color.border};
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
  }
`;
const Now = styled.p`
  flex-basis: 100%;
  margin: 0;
  padding: 8px 12px;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.primarySoft};
  mark {
    background: none;
    color: inherit;
  }
`;

type Status = 'idle' | 'playing' | 'paused';

export function ReadAloud({ section }: { section: RefObject<Element | null> }) {
  const voice = useBrazilianVoice();
  const [status, setStatus] = useState<Status>('idle');
  const [rate, setRate] = useState(lastRate);
  const [current, setCurrent] = useState<SpokenSentence | undefined>();
  const reader = useRef<SentenceReader | null>(null);

  // Leaving the section (or the chapter) ends the reading.
  useEffect(
    () => () => {
      if (reader.current?.active) {
        reader.current.stop();
        highlightSentence(undefined);
      }
    },
    [],
  );

  const s = synth();
  if (!voice || !s) return null;

  const finish = () => {
    setStatus('idle');
    setCurrent(undefined);
    highlightSentence(undefined);
  };
  const play = () => {
    const sentences = section.current ? sectionSentences(section.current) : [];
    const next = new SentenceReader(
      s,
      voice,
      sentences.map((x) => x.text),
      {
        sentence: (i) => {
          setCurrent(sentences[i]);
          setStatus('playing');
          highlightSentence(sentences[i]);
        },
        done: finish,
      },
    );
    next.rate = rate;
    reader.current = next;
    next.speakFrom(0);
  };
  const pause = () => {
    reader.current?.pause();
    setStatus('paused');
  };
  const stop = () => {
    reader.current?.stop();
    finish();
  };
  const changeRate = (value: number) => {
    lastRate = value;
    setRate(value);
    reader.current?.changeRate(value, status === 'playing');
  };

  return (
    <Controls data-no-read role="group" aria-label="Ouvir a seção">
      {status === 'idle' && (
        <Button type="button" $variant="secondary" onClick={play}>
          <Volume2 size={18} aria-hidden /> Ouvir
        </Button>
      )}
      {status === 'playing' && (
        <Button type="button" $variant="secondary" onClick={pause}>
          <Pause size={18} aria-hidden /> Pausar
        </Button>
      )}
      {status === 'paused' && (
        <Button type="button" $variant="secondary" onClick={() => reader.current?.resume()}>
          <Play size={18} aria-hidden /> Continuar
        </Button>
      )}
      {status !== 'idle' && (
        <Button type="button" $variant="ghost" onClick={stop}>
          <Square size={16} aria-hidden /> Parar
        </Button>
      )}
      <label>
        Velocidade
        <select value={rate} onChange={(e) => changeRate(Number(e.target.value))}>
          {SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {speedLabel.format(speed)}×
            </option>
          ))}
        </select>
      </label>
      {status !== 'idle' && current && (
        <Now>
          <strong>{status === 'paused' ? 'Pausado em:' : 'Lendo agora:'}</strong> <mark>{current.text}</mark>
        </Now>
      )}
    </Controls>
  );
}
