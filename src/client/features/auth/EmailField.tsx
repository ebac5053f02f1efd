/**
 * The e-mail field of Entrar and Cadastrar: its error under it, and "Você quis dizer …?" when the domain looks
 * like a slip ("gmail.con"), with one button that takes the suggestion.
 */
import { useEffect, useRef, type Ref } from 'react';
import { Field, FieldError, FieldSuggestion, InlineAction } from './auth-layout';

interface Props {
  /** The input's id (and the start of its messages' ids); `email` on Entrar and Cadastrar. */
  id?: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  autoComplete: 'username' | 'email' | 'off';
  autoFocus?: boolean;
  error?: string;
  /** The address the learner probably meant, when it is to be shown. */
  suggestion: string | null;
  onAccept: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Whether a finger or mouse is down. A tap on a button blurs the field when it starts; a suggestion shown then
 * would push the button down before the tap ends, and the tap would miss it.
 */
function usePressing() {
  const pressing = useRef(false);
  useEffect(() => {
    const down = () => void (pressing.current = true);
    const up = () => void (pressing.current = false);
    window.addEventListener('pointerdown', down, true);
    window.addEventListener('pointerup', up, true);
    window.addEventListener('pointercancel', up, true);
    return () => {
      window.removeEventListener('pointerdown', down, true);
      window.removeEventListener('pointerup', up, true);
      window.removeEventListener('pointercancel', up, true);
    };
  }, []);
  return pressing;
}

/** Runs `fn` once the tap under way has ended (and its click has been handled). */
function afterTap(fn: () => void) {
  const done = () => {
    window.removeEventListener('pointerup', done, true);
    window.removeEventListener('pointercancel', done, true);
    setTimeout(fn, 0);
  };
  window.addEventListener('pointerup', done, true);
  window.addEventListener('pointercancel', done, true);
}

export function EmailField({
  id = 'email',
  label = 'E-mail',
  value,
  onChange,
  onBlur,
  autoComplete,
  autoFocus,
  error,
  suggestion,
  onAccept,
  inputRef,
}: Props) {
  const pressing = usePressing();
  const errorId = `${id}-erro`;
  const suggestionId = `${id}-sugestao`;
  const describedBy = [error && errorId, suggestion && suggestionId].filter(Boolean).join(' ');
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {/* The e-mail is the account's username: managers fill it on Entrar and save it on Cadastrar. */}
      <input
        ref={inputRef}
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete={autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => (pressing.current ? afterTap(onBlur) : onBlur())}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        required
      />
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
      <FieldSuggestion aria-live="polite">
        {suggestion && (
          <>
            <span id={suggestionId}>
              Você quis dizer <strong>{suggestion}</strong>?
            </span>
            <InlineAction type="button" onClick={onAccept}>
              Corrigir o e-mail
            </InlineAction>
          </>
        )}
      </FieldSuggestion>
    </Field>
  );
}
