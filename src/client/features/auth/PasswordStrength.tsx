/**
 * Strength meter for a new password: a bar and a sentence announced politely to screen readers, from the same
 * zxcvbn estimate the server uses to refuse weak passwords. It only helps; the server decides. Loaded on demand
 * (see PasswordField), and the estimate runs in a worker.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PasswordEstimate, PersonalData } from '../../../shared/password-strength';
import type { StrengthRequest, StrengthResponse } from './password-strength.worker';

export const STRENGTH_LABELS = ['Muito fraca', 'Fraca', 'Razoável', 'Boa', 'Forte'] as const;

const Bars = styled.div<{ $score: number; $tone: 'danger' | 'warning' | 'success' }>`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 4px;
  margin-top: 4px;
  span {
    height: 6px;
    border-radius: 3px;
    background: ${(p) => p.theme.color.border};
  }
  span:nth-child(-n + ${(p) => p.$score}) {
    background: ${(p) => p.theme.color[p.$tone]};
  }
`;
const Verdict = styled.p`
  margin: 4px 0 0;
  font-size: 0.9rem;
  color: ${(p) => p.theme.color.textMuted};
  strong {
    color: ${(p) => p.theme.color.text};
  }
`;

/** The latest estimate for the password, from a worker that lives as long as the meter. */
function usePasswordEstimate(password: string, personal: PersonalData): PasswordEstimate | null {
  const worker = useRef<Worker | null>(null);
  const lastId = useRef(0);
  const [estimate, setEstimate] = useState<PasswordEstimate | null>(null);

  useEffect(() => {
    // A worker that cannot start or load (offline before the first sign-up) leaves the meter empty, nothing else.
    let created: Worker;
    try {
      created = new Worker(new URL('./password-strength.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      return;
    }
    created.addEventListener('message', ({ data }: MessageEvent<StrengthResponse>) => {
      if (data.id === lastId.current) setEstimate(data.estimate);
    });
    worker.current = created;
    return () => {
      created.terminate();
      worker.current = null;
    };
  }, []);

  const { name, email } = personal;
  useEffect(() => {
    const id = ++lastId.current;
    if (!password) return;
    // Wait for a pause in typing, so the announcement follows the learner rather than every key.
    const timer = setTimeout(() => {
      worker.current?.postMessage({ id, password, personal: { name, email } } satisfies StrengthRequest);
    }, 250);
    return () => clearTimeout(timer);
  }, [password, name, email]);

  return password ? estimate : null;
}

export default function PasswordStrength({
  password,
  personal,
}: {
  password: string;
  personal: PersonalData;
}) {
  const estimate = usePasswordEstimate(password, personal);
  const score = estimate?.score ?? 0;
  return (
    <div>
      <Bars
        aria-hidden
        $score={estimate ? Math.max(1, score) : 0}
        $tone={score < 2 ? 'danger' : score < 3 ? 'warning' : 'success'}
      >
        <span />
        <span />
        <span />
        <span />
      </Bars>
      <Verdict role="status" aria-live="polite">
        {estimate && (
          <>
            Força da senha: <strong>{STRENGTH_LABELS[score]}</strong>. {estimate.feedback.join(' ')}
          </>
        )}
      </Verdict>
    </div>
  );
}
