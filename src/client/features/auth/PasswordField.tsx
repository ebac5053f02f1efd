/**
 * A password field with a show/hide toggle and, for a new password, the strength meter. The meter's code is
 * loaded only when it is wanted: at once where the screen is about choosing a password (`meterNow`), otherwise
 * when the field gets focus, so the first screen's JavaScript stays small.
 */
import { lazy, Suspense, useState, type ChangeEvent, type Ref } from 'react';
import styled from 'styled-components';
import type { PersonalData } from '../../../shared/password-strength';
import { LinkButton } from '../../components/ui';
import { Field, FieldError } from './auth-layout';

const PasswordStrength = lazy(() => import('./PasswordStrength'));

const LabelRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

interface Props {
  /** Defaults to the autocomplete value, the id password managers look for. */
  id?: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  hint?: string;
  /** For a new password: the learner's name and e-mail, which it should not contain. Shows the meter. */
  personal?: PersonalData;
  meterNow?: boolean;
  /** What is wrong with the value, shown under the field (which is then marked invalid). */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

export function PasswordField({
  id: givenId,
  label,
  autoComplete,
  value,
  onChange,
  hint,
  personal,
  meterNow,
  error,
  inputRef,
  autoFocus,
}: Props) {
  const id = givenId ?? autoComplete;
  const [shown, setShown] = useState(false);
  const [meter, setMeter] = useState(Boolean(meterNow));
  const hintId = hint ? `${id}-dica` : undefined;
  const errorId = error ? `${id}-erro` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <LabelRow>
        <label htmlFor={id}>{label}</label>
        <LinkButton type="button" aria-pressed={shown} aria-controls={id} onClick={() => setShown(!shown)}>
          {shown ? 'Ocultar senha' : 'Mostrar senha'}
        </LinkButton>
      </LabelRow>
      <input
        ref={inputRef}
        autoFocus={autoFocus}
        id={id}
        name="password"
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={value}
        onChange={onChange}
        onFocus={() => setMeter(true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        required
      />
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
      {hint && <small id={hintId}>{hint}</small>}
      {personal && meter && (
        <Suspense fallback={null}>
          <PasswordStrength password={value} personal={personal} />
        </Suspense>
      )}
    </Field>
  );
}
