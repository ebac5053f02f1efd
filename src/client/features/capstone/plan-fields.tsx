/**
 * Fields of the 90-day plan. Each keeps what the learner types and saves it as a `plan.updated` event when
 * typing pauses or the field loses focus, so nothing typed is lost to a reload, offline included; while a
 * field is not being edited it shows what the store holds (another device's change, after a sync).
 */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';

export const SAVE_AFTER_MS = 1200;

export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 12px 0;
  label {
    font-weight: 600;
  }
  input,
  textarea {
    width: 100%;
    max-width: 100%;
    min-height: 44px;
    padding: 8px 12px;
    border-radius: ${(p) => p.theme.radius.md};
    border: 1px solid ${(p) => p.theme.color.border};
    background: ${(p) => p.theme.color.bg};
    color: ${(p) => p.theme.color.text};
    font: inherit;
  }
  textarea {
    resize: vertical;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

/** Local text that follows the store until edited, and saves after a pause or on blur. */
function useDraft<T>(stored: T, save: (value: T) => void) {
  const [value, setValue] = useState(stored);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ value, save });
  useEffect(() => {
    latest.current = { value, save };
  });

  useEffect(() => {
    if (!dirty.current) setValue(stored);
  }, [stored]);

  const flush = () => {
    clearTimeout(timer.current);
    if (!dirty.current) return;
    dirty.current = false;
    latest.current.save(latest.current.value);
  };
  // Leaving the screen saves what was typed.
  useEffect(() => () => flush(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const change = (next: T) => {
    setValue(next);
    dirty.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, SAVE_AFTER_MS);
  };
  return { value, change, flush };
}

export function PlanText({
  label,
  value: stored,
  onSave,
  max,
  rows = 0,
  hint,
  autoComplete = 'off',
}: {
  label: string;
  value: string;
  onSave: (value: string) => void;
  max: number;
  /** 0: a one-line input. */
  rows?: number;
  hint?: string;
  autoComplete?: string;
}) {
  const id = useId();
  const { value, change, flush } = useDraft(stored, onSave);
  const props = {
    id,
    value,
    maxLength: max,
    onBlur: flush,
    'aria-describedby': hint ? `${id}-dica` : undefined,
    autoComplete,
  };
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {rows > 0 ? (
        <textarea {...props} rows={rows} onChange={(e) => change(e.target.value)} />
      ) : (
        <input {...props} type="text" onChange={(e) => change(e.target.value)} />
      )}
      {hint && <small id={`${id}-dica`}>{hint}</small>}
    </FieldBox>
  );
}

/** Whole reais: digits only, shown and read without separators while typing. */
export function PlanReais({
  label,
  value: stored,
  onSave,
  max,
}: {
  label: string;
  value: number;
  onSave: (value: number) => void;
  max: number;
}) {
  const id = useId();
  const { value, change, flush } = useDraft(String(stored), (text) =>
    onSave(Math.min(max, Number(text.replace(/\D/g, '')) || 0)),
  );
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        onChange={(e) => change(e.target.value.replace(/\D/g, '').slice(0, 8))}
        onBlur={flush}
        aria-describedby={`${id}-moeda`}
      />
      <small id={`${id}-moeda`}>Em reais, sem centavos.</small>
    </FieldBox>
  );
}
