/**
 * The time left in the attempt: shown every second, announced to screen readers only at 30, 10, 5 and 1
 * minutes (a live region that spoke every second would drown the questions).
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import Clock from 'lucide-react/icons/clock';
import { formatCount } from '../../../shared/format';
import { counted } from '../../../shared/counts';

const Time = styled.p<{ $low: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${(p) => p.theme.space(1)};
  margin: 0;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$low ? p.theme.color.danger : p.theme.color.text)};
`;

const ANNOUNCED_AT = [30, 10, 5, 1];

function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

export function ExamTimer({ deadline, onOver }: { deadline: string; onOver: () => void }) {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState('');
  const left = end - now;
  const minutes = Math.ceil(left / 60_000);
  // The smallest mark already reached; the one at first render is not announced (the clock says it).
  const reached = ANNOUNCED_AT.filter((m) => left <= m * 60_000).pop() ?? null;
  const lastReached = useRef(reached);
  const over = useRef(false);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  useEffect(() => {
    if (left <= 0) {
      if (!over.current) {
        over.current = true;
        setAnnouncement('O tempo acabou. A prova foi corrigida com as respostas salvas.');
        onOver();
      }
      return;
    }
    if (reached !== null && reached !== lastReached.current)
      setAnnouncement(counted('examMinutesLeft', reached));
    lastReached.current = reached;
  }, [left, reached, onOver]);
  return (
    <>
      <Time
        $low={left < 5 * 60_000}
        role="timer"
        aria-label={`Tempo restante: ${formatCount(Math.max(0, minutes), 'minuto', 'minutos')}`}
      >
        <Clock size={18} aria-hidden /> Tempo restante: {clock(left)}
      </Time>
      <span className="visually-hidden" aria-live="assertive">
        {announcement}
      </span>
    </>
  );
}
