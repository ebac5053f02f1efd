/**
 * Event ids are UUIDs, which compare case-insensitively: the same id in upper case is the same event. Every
 * place that stores, looks up or compares an event id goes through here (kept apart from events.ts so the
 * first screen does not load zod for it).
 */
export const normaliseEventId = (id: string) => id.toLowerCase();

export const sameEventId = (a: string, b: string) => normaliseEventId(a) === normaliseEventId(b);
