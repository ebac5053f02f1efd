/** The catalogue of chapters and insights, and the full chapters loaded so far (all from precached files). */
import { createSlice } from '@reduxjs/toolkit';
import type {
  Capstone,
  CapstoneSummary,
  Chapter,
  ChapterSummary,
  CourseModule,
  Insight,
} from '../../../shared/content-schema';
import { fetchCapstone, fetchCatalogue, fetchChapter } from '../../lib/content';
import { createAppAsyncThunk, type AppThunk } from '../../app/thunk';

export interface ChaptersState {
  /** Modules in course order (each lists its chapter ids). */
  modules: CourseModule[];
  catalogue: ChapterSummary[];
  insights: Insight[];
  details: Record<string, Chapter>;
  /** Projeto final: its catalogue entry, and its guidance once loaded. */
  capstone: CapstoneSummary | null;
  capstoneDetail: Capstone | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  failedChapters: string[];
}

const initialState: ChaptersState = {
  modules: [],
  catalogue: [],
  insights: [],
  details: {},
  capstone: null,
  capstoneDetail: null,
  status: 'idle',
  failedChapters: [],
};

// A second call while the first is loading fetches again (from the precache) rather than returning before the
// catalogue is there: sync awaits it to have the rules at hand.
export const loadCatalogue = createAppAsyncThunk('chapters/loadCatalogue', () => fetchCatalogue(), {
  condition: (_, { getState }) => getState().chapters.status !== 'ready',
});

/** Asks for the catalogue unless it is here or on its way (the app asks at start, before the first render). */
export const ensureCatalogue = (): AppThunk => (dispatch, getState) => {
  const { status } = getState().chapters;
  if (status === 'idle' || status === 'failed') void dispatch(loadCatalogue());
};

export const loadChapter = createAppAsyncThunk('chapters/loadChapter', (id: string) => fetchChapter(id), {
  condition: (id, { getState }) => !getState().chapters.details[id],
});

export const loadCapstone = createAppAsyncThunk('chapters/loadCapstone', () => fetchCapstone(), {
  condition: (_, { getState }) => !getState().chapters.capstoneDetail,
});

const chaptersSlice = createSlice({
  name: 'chapters',
  initialState,
  reducers: {},
  extraReducers: (b) => {
    b.addCase(loadCatalogue.pending, (s) => void (s.status = 'loading'));
    b.addCase(loadCatalogue.fulfilled, (s, a) => {
      s.status = 'ready';
      s.catalogue = a.payload.chapters;
      s.modules = a.payload.modules ?? [];
      s.insights = a.payload.insights;
      s.capstone = a.payload.capstone ?? null;
    });
    b.addCase(loadCapstone.fulfilled, (s, a) => void (s.capstoneDetail = a.payload));
    b.addCase(loadCatalogue.rejected, (s) => void (s.status = 'failed'));
    b.addCase(loadChapter.pending, (s, a) => {
      s.failedChapters = s.failedChapters.filter((id) => id !== a.meta.arg);
    });
    b.addCase(loadChapter.fulfilled, (s, a) => void (s.details[a.payload.id] = a.payload));
    b.addCase(loadChapter.rejected, (s, a) => void s.failedChapters.push(a.meta.arg));
  },
});

export default chaptersSlice.reducer;
