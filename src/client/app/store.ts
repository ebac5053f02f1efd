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
import outbox from '../features/sync/outboxSlice';
import chapters from '../features/chapters/chaptersSlice';
import ui from '../features/shell/uiSlice';
import sw from '../features/sw/swSlice';
import devices from '../features/settings/devicesSlice';
import community from '../features/community/communitySlice';
import exam from '../features/exam/examSlice';
import { createIdbOutboxStorage, type OutboxStorage } from '../features/sync/outbox-storage';
import { createSyncListener } from '../features/sync/sync-listener';
import { silentChannel, type TabChannel } from '../features/sync/tab-channel';
import { persistConfig } from './persist';
import type { ThunkExtra } from './thunk';

const rootReducer = combineReducers({
  auth,
  progress,
  outbox,
  chapters,
  ui,
  sw,
  devices,
  community,
  exam,
});
export type RootReducerState = ReturnType<typeof rootReducer>;

interface StoreOptions {
  /** redux-persist's storage (IndexedDB in the app). */
  storage?: Storage;
  /** The device's outbox, one entry per event (IndexedDB in the app). */
  outboxStorage?: OutboxStorage;
  /** How this tab talks to the learner's other tabs (BroadcastChannel in the app; silent by default). */
  channel?: TabChannel;
  preloadedState?: Partial<RootReducerState>;
}

export function makeStore(options: StoreOptions = {}) {
  const reducer = persistReducer(persistConfig(options.storage), rootReducer);
  // The thunks' purge and flush need the persistor, which exists only once the store does.
  const persistorRef: { current?: Persistor } = {};
  const extra: ThunkExtra = {
    // A reload (or the app closed) the moment the sign-in screen shows must not open on the learner who left, so
    // the stored copy goes first: writing pauses, what was waiting is written (or it would land after the
    // removal), the copy is removed, and writing resumes just before `signOut`. The signed-out state, with the
    // device's own preferences (theme, text size), is written at once after it, not a few ticks later.
    forgetStoredLearner: async (signOut) => {
      const persistor = persistorRef.current;
      if (!persistor) return signOut();
      persistor.pause();
      await persistor.flush();
      await persistor.purge();
      persistor.persist();
      signOut();
      await persistor.flush();
    },
    flushPersisted: () => persistorRef.current?.flush() ?? Promise.resolve(),
    outbox: options.outboxStorage ?? createIdbOutboxStorage(),
    channel: options.channel ?? silentChannel,
  };
  const store = configureStore({
    reducer,
    preloadedState: options.preloadedState as never,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).prepend(createSyncListener(extra)),
  });
  const persistor = persistStore(store);
  persistorRef.current = persistor;
  return { store, persistor, extra };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
