/**
 * The floor app of the benchmarks: the design card's libraries alone (React, React DOM, Redux Toolkit, React
 * Redux, redux-persist, styled-components, workbox-window), rendering a sign-in form and, once "signed in", the
 * learner's numbers from the persisted store. bench:web and bench:offline build and measure it in the same run as
 * the product, so our figures read as ratios to what the required stack costs by itself.
 */
import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { Provider, useDispatch, useSelector } from 'react-redux';
import {
  persistReducer,
  persistStore,
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import localStorageEngine from 'redux-persist/lib/storage';
import styled, { createGlobalStyle } from 'styled-components';
import { Workbox } from 'workbox-window';

interface Learner {
  name: string;
  points: number;
}
const auth = createSlice({
  name: 'auth',
  initialState: { learner: null as Learner | null },
  reducers: {
    signedIn: (state, action: PayloadAction<Learner>) => {
      state.learner = action.payload;
    },
  },
});
// redux-persist ships CommonJS: depending on the bundler's interop the engine is the default export or inside it.
type Engine = typeof localStorageEngine;
const storage: Engine = (localStorageEngine as Engine & { default?: Engine }).default ?? localStorageEngine;
const store = configureStore({
  reducer: persistReducer({ key: 'floor', storage }, auth.reducer),
  middleware: (d) =>
    d({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }),
});
const persistor = persistStore(store);
type State = ReturnType<typeof store.getState>;

const color = { brand: '#4338ca', text: '#111827', surface: '#ffffff', page: '#f6f7fb' };
const Global = createGlobalStyle`
  body { margin: 0; font-family: system-ui, sans-serif; background: ${color.page}; color: ${color.text}; }
`;
const Card = styled.main`
  max-width: 420px;
  margin: 48px auto;
  padding: 24px;
  background: ${color.surface};
  border-radius: 16px;
`;
const Field = styled.label`
  display: grid;
  gap: 6px;
  margin-bottom: 16px;
  font-weight: 600;
  input {
    min-height: 44px;
    font: inherit;
    padding: 0 12px;
  }
`;
const Submit = styled.button`
  min-height: 48px;
  width: 100%;
  border: 0;
  border-radius: 12px;
  font: inherit;
  font-weight: 700;
  color: #fff;
  background: ${color.brand};
`;

function SignIn() {
  const dispatch = useDispatch();
  const [email, setEmail] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(auth.actions.signedIn({ name: email, points: 1250 }));
  };
  return (
    <Card>
      <h1>Entrar</h1>
      <form onSubmit={submit}>
        <Field>
          E-mail
          <input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field>
          Senha
          <input type="password" autoComplete="current-password" />
        </Field>
        <Submit type="submit">Começar</Submit>
      </form>
    </Card>
  );
}

function Home({ learner }: { learner: Learner }) {
  return (
    <Card>
      <h1>Olá, {learner.name}</h1>
      <p aria-label="Seu progresso">{new Intl.NumberFormat('pt-BR').format(learner.points)} pontos</p>
    </Card>
  );
}

function App() {
  const learner = useSelector((s: State) => s.learner);
  return learner ? <Home learner={learner} /> : <SignIn />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <Global />
        <App />
      </PersistGate>
    </Provider>
  </StrictMode>,
);

if ('serviceWorker' in navigator) void new Workbox('/sw.js').register();
