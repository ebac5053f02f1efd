/**
 * Fields of the 90-day plan. Each keeps what the learner types and saves it as a `plan.updated` event when
 * typing pauses or the field loses focus, so nothing typed is lost to a reload, offline included; while a
 * field is not being edited it shows what the store holds (another device's change, after a sync). A field
 * the check finds lacking says why below it (plan-check.ts), tied to the control by aria-describedby.
 */
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PlanField } from '../../../shared/capstone-plan';
import { planFieldId, useFieldProblem } from './plan-check';
import { groupedDigits } from './plan-format';

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
  [aria-invalid='true'] {
    border-color: ${(p) => p.theme.color.danger};
    border-width: 2px;
  }
`;

/** What the field lacks, in the theme's danger colour. */
export const FieldProblem = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.danger};
  font-size: 0.92rem;
  font-weight: 600;
`;

/**
 * The field's id, and its problem once it should show: after the learner left the field having typed in it, or
 * tried to complete the plan. `describedBy` lists the hint and the problem shown.
 */
function useFieldCheck(field: PlanField | undefined, index: number | undefined, hint: boolean) {
  const generated = useId();
  const id = field ? planFieldId(field, index) : generated;
  const { message, attempted } = useFieldProblem(field, index);
  const [left, setLeft] = useState(false);
  const typed = useRef(false);
  const shown = message && (attempted || left) ? message : undefined;
  const describedBy = [hint && `${id}-dica`, shown && `${id}-problema`].filter(Boolean).join(' ');
  return {
    id,
    control: {
      'aria-invalid': shown ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    },
    typing: () => {
      typed.current = true;
    },
    leaving: () => {
      if (typed.current) setLeft(true);
    },
    problem: shown && <FieldProblem id={`${id}-problema`}>{shown}</FieldProblem>,
  };
}

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
  field,
  index,
}: {
  label: string;
  value: string;
  onSave: (value: string) => void;
  max: number;
  /** 0: a one-line input. */
  rows?: number;
  hint?: string;
  autoComplete?: string;
  /** The plan's field, so the check's problem about it shows here (and completing can focus it). */
  field?: PlanField;
  /** The row, for the fields of a list. */
  index?: number;
}) {
  const check = useFieldCheck(field, index, Boolean(hint));
  const { id } = check;
  const { value, change, flush } = useDraft(stored, onSave);
  const props = {
    id,
    value,
    maxLength: max,
    onBlur: () => {
      flush();
      check.leaving();
    },
    ...check.control,
    autoComplete,
  };
  const edit = (text: string) => {
    check.typing();
    change(text);
  };
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {rows > 0 ? (
        <textarea {...props} rows={rows} onChange={(e) => edit(e.target.value)} />
      ) : (
        <input {...props} type="text" onChange={(e) => edit(e.target.value)} />
      )}
      {hint && <small id={`${id}-dica`}>{hint}</small>}
      {check.problem}
    </FieldBox>
  );
}

/** "R$" before the amount, outside the field, so the field holds only the number. */
const Money = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  span {
    font-weight: 600;
  }
  input {
    flex: 1;
    min-width: 0;
  }
`;

/**
 * Whole reais: the learner types digits ("3000"), the field shows them grouped ("3.000") after "R$"; nothing
 * typed yet is an empty field, not "0". Its problem (the budget does not
 * add up) shows only once the learner tries to complete: the total is typed before the channels, and the line
 * under them already says how the budget stands.
 */
export function PlanReais({
  label,
  value: stored,
  onSave,
  max,
  field,
  index,
}: {
  label: string;
  value: number;
  onSave: (value: number) => void;
  max: number;
  field?: PlanField;
  index?: number;
}) {
  const check = useFieldCheck(field, index, false);
  const { id } = check;
  const { value, change, flush } = useDraft(stored > 0 ? String(stored) : '', (digits) =>
    onSave(Math.min(max, Number(digits) || 0)),
  );
  const describedBy = [`${id}-moeda`, check.control['aria-describedby']].filter(Boolean).join(' ');
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <Money>
        <span aria-hidden>R$</span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          value={groupedDigits(value)}
          onChange={(e) => change(e.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 8))}
          onBlur={flush}
          aria-invalid={check.control['aria-invalid']}
          aria-describedby={describedBy}
        />
      </Money>
      <small id={`${id}-moeda`}>Em reais, sem centavos.</small>
      {check.problem}
    </FieldBox>
  );
}
