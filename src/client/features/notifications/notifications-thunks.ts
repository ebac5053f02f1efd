/** The bell's learner actions. */
import { createAppAsyncThunk } from '../../app/thunk';
import { NOTIFICATIONS_READ_AT_ONCE } from '../../../shared/notifications';
import { recordAction } from '../sync/sync-thunks';

/**
 * Marks notifications read, on every device: only those not read yet, and no more than one event carries
 * (the rest stay unread until the next time).
 */
export const markNotificationsRead = createAppAsyncThunk(
  'notifications/markRead',
  async (ids: string[], { getState, dispatch }) => {
    const read = getState().progress.state.notificationsRead;
    const fresh = ids.filter((id) => !read.includes(id)).slice(0, NOTIFICATIONS_READ_AT_ONCE);
    if (fresh.length > 0) await dispatch(recordAction({ type: 'notifications.read', ids: fresh }));
  },
);
