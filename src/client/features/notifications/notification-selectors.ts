/** The bell: its list, derived from the progress and the day, and how many are unread. */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { localHour } from '../../../shared/days';
import { deriveNotifications, unreadCount } from '../../../shared/notifications';
import { selectTimeZone, selectToday } from '../auth/auth-selectors';
import { selectTodaysInsight } from '../chapters/chapters-selectors';
import { selectProgress } from '../progress/progress-selectors';

export const selectNotifications = createSelector(
  [
    selectProgress,
    selectToday,
    selectTodaysInsight,
    (s: RootState) => s.sw.needRefresh,
    (s: RootState) => s.community.league?.history,
    // The hour only matters for "streak at risk": recompute when it changes.
    (s: RootState) => localHour(Date.now(), selectTimeZone(s)),
  ],
  (progress, today, insight, needRefresh, leagueResults, hour) => {
    const list = deriveNotifications(progress, {
      today,
      hour,
      leagueResults,
      insight: insight && { id: insight.id, title: insight.title },
      newVersion: needRefresh ? today : undefined,
    });
    return { list, unread: unreadCount(list, progress.notificationsRead) };
  },
);
