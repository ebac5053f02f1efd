/**
 * The state of the Entrar / Cadastrar form: what was typed (shared by both tabs, so switching keeps it), each
 * field's problem, the e-mail suggestion, and where focus goes after a failed submit.
 */
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  signInProblems,
  signUpProblems,
  type CredentialField,
  type FieldProblems,
} from '../../../shared/credentials';
import type { emailSuggestion } from '../../../shared/email-typos';
import { login, register } from './auth-thunks';
import {
  authErrorCleared,
  selectAuthError,
  selectAuthErrorField,
  selectAuthStatus,
  selectWrongCredentials,
  selectEmailTaken,
} from './authSlice';

export type Mode = 'entrar' | 'cadastrar';
const FIELD_ORDER: readonly CredentialField[] = ['name', 'email', 'password'];
const fieldsOf = (mode: Mode): readonly CredentialField[] =>
  mode === 'entrar' ? ['email', 'password'] : FIELD_ORDER;
const OFFLINE = 'Você está offline. Conecte-se à internet para entrar.';

export function useCredentialsForm(mode: Mode) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const serverError = useAppSelector(selectAuthError);
  const serverField = useAppSelector(selectAuthErrorField);
  const wrongCredentials = useAppSelector(selectWrongCredentials);
  const emailTaken = useAppSelector(selectEmailTaken);
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const [problems, setProblems] = useState<FieldProblems>({});
  const [offline, setOffline] = useState(false);
  // The address for which "Você quis dizer …?" was offered (on leaving the field, or on submit).
  const [offeredFor, setOfferedFor] = useState<string | null>(null);
  // Cadastrar stops once to offer the suggestion; sent as it is the second time.
  const [stoppedFor, setStoppedFor] = useState<string | null>(null);
  const inputs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const formError = useRef<HTMLParagraphElement>(null);
  // The providers' list and its comparison load once the form has shown, not before it.
  const [suggest, setSuggest] = useState<typeof emailSuggestion | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../../shared/email-typos').then((m) => live && setSuggest(() => m.emailSuggestion));
    return () => {
      live = false;
    };
  }, []);

  const email = form.email.trim();
  const suggestion = suggest ? suggest(email) : null;
  const fieldOfServer =
    serverError && fieldsOf(mode).includes(serverField as CredentialField)
      ? (serverField as CredentialField)
      : null;
  const errors: FieldProblems = fieldOfServer ? { ...problems, [fieldOfServer]: serverError! } : problems;
  const summary = offline ? OFFLINE : serverError && !fieldOfServer ? serverError : null;

  // After the server said no: focus the field it named, or the message (then Tab reaches "Cadastre-se").
  useEffect(() => {
    if (!serverError) return;
    if (fieldOfServer) inputs[fieldOfServer].current?.focus();
    else formError.current?.focus();
    // Only when a new answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverError]);

  const change = (field: CredentialField) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (problems[field]) setProblems(({ [field]: _gone, ...rest }) => rest);
    if (serverError) dispatch(authErrorCleared());
    setOffline(false);
  };

  const focusFirst = (bad: FieldProblems) => {
    const first = fieldsOf(mode).find((f) => bad[f]);
    if (first) inputs[first].current?.focus();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    dispatch(authErrorCleared());
    setOffline(false);
    const found = mode === 'entrar' ? signInProblems(form) : signUpProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setOfferedFor(email);
    if (mode === 'cadastrar' && suggestion && stoppedFor !== email) {
      setStoppedFor(email);
      inputs.email.current?.focus();
      return;
    }
    if (!navigator.onLine) return setOffline(true);
    void dispatch(
      mode === 'entrar'
        ? login({ email, password: form.password })
        : register({ name: form.name.trim(), email, password: form.password }),
    );
  };

  const acceptSuggestion = () => {
    if (!suggestion) return;
    change('email')(suggestion);
    inputs.email.current?.focus();
  };

  /** A new tab starts without the other one's messages. */
  const reset = () => {
    setProblems({});
    setOffline(false);
    dispatch(authErrorCleared());
  };

  return {
    form,
    change,
    submit,
    reset,
    errors,
    summary,
    busy: status === 'loading',
    /** The sign-in failed on the e-mail and password: the account may not exist. */
    offerSignUp: mode === 'entrar' && wrongCredentials && Boolean(serverError),
    /** Cadastrar failed because the e-mail has an account already: Entrar, with it, is the way in. */
    offerSignIn: mode === 'cadastrar' && emailTaken && Boolean(serverError),
    suggestion: suggestion && offeredFor === email ? suggestion : null,
    offerSuggestion: () => setOfferedFor(email),
    acceptSuggestion,
    inputs,
    formError,
  };
}
