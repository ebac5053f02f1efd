/** Renders screens the way the app does: a real store, the theme and a router at a given URL. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ThemeRoot } from '../../src/client/features/shell/theme';
import { learnerStore, type LearnerOptions } from './learner-store';

export { curriculum, learner, memoryStorage } from './learner-store';

export function renderApp(ui: ReactElement, options: LearnerOptions & { path?: string } = {}) {
  const store = learnerStore(options);
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const result = render(
    <Provider store={store}>
      <ThemeRoot>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </ThemeRoot>
    </Provider>,
  );
  return { ...result, store, location };
}
