/** The Perfil form: what it starts with, and which changes a save sends (only what the learner changed). */
import type { ProfileBody, User } from '../../../shared/api-schemas';
import { defaultDisplayName } from '../../../shared/display-name';
import { timeZoneAt } from '../../../shared/time-zone-at';

export interface ProfileDraft {
  name: string;
  displayName: string;
  timeZone: string;
}

/** The form as the profile is, with the time zone in force (a change waiting is shown beside it). */
export const draftFrom = (user: User, timeZone = user.timeZone): ProfileDraft => ({
  name: user.name,
  displayName: user.displayName,
  timeZone,
});

/**
 * The fields that differ from the learner's. A display name left empty, or equal to the default for the name,
 * goes back to the default (null), so it keeps following the name.
 */
export function profileChanges(user: User, draft: ProfileDraft, now = Date.now()): ProfileBody {
  const changes: ProfileBody = {};
  const name = draft.name.trim();
  if (name !== user.name) changes.name = name;
  const shown = draft.displayName.trim();
  if (shown !== user.displayName) {
    changes.displayName = shown === '' || shown === defaultDisplayName(name) ? null : shown;
  }
  if (draft.timeZone !== timeZoneAt(user, now)) changes.timeZone = draft.timeZone;
  return changes;
}
