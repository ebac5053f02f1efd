/** The store factory, reused by the app and the tests. */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type Persistor,
  type Storage,
} from 'redux-persist';
import auth from '../features/auth/authSlice';
import progress from '../features/progress/progressSlice';
import outbox from '../features/progress/outboxSlice';
import chapters from '../features/chapters/chaptersSlice';
import ui from '../features/shell/uiSlice';
import sw from '../features/sw/swSlice';
import { persistConfig } from './persist';

const rootReducer = combineReducers({ auth, progress, outbox, chapters, ui, sw });
export type RootReducerState = ReturnType<typeof rootReducer>;

export function makeStore(options: { storage?: Storage; preloadedState?: Partial<RootReducerState> } = {}) {
  const reducer = persistReducer(persistConfig(options.storage), rootReducer);
  // The thunks' purge needs the persistor, which exists only once the store does.
  const persistorRef: { current?: Persistor } = {};
  const store = configureStore({
    reducer,
    preloadedState: options.preloadedState as never,
    middleware: (getDefault) =>
      getDefault({
        thunk: {
          extraArgument: { purgePersisted: () => persistorRef.current?.purge() ?? Promise.resolve() },
        },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  const persistor = persistStore(store);
  persistorRef.current = persistor;
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
