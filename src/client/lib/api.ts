/** The API client: JSON over fetch with the session cookie; responses parsed with the shared schemas. */
import type { ZodType } from 'zod';
import {
  AboutSchema,
  DeviceSessionListSchema,
  EventsResponseSchema,
  LeagueSchema,
  MessageSchema,
  SnapshotSchema,
  type ChangePasswordBody,
  type EmailChangeBody,
  type LoginBody,
  type PasswordResetConfirmBody,
  type PasswordResetRequestBody,
  type ProfileBody,
  type RegisterBody,
} from '../../shared/api-schemas';
import type { LearnerEvent } from '../../shared/events';
import type { PushSubscriptionBody, ReminderSettings } from '../../shared/reminders';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** How long the server asked to wait before trying again (`Retry-After`), when it said. */
    readonly retryAfterMs?: number,
    /** The request's field the server's message is about, when it said. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** The request never got an answer: offline, server down, or timed out. */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

const OFFLINE_MESSAGE = 'Sem conexão com o servidor. Verifique sua internet e tente de novo.';

/** The server takes request bodies up to 256 KB; a batch stays well under it. */
const MAX_BATCH_BYTES = 200 * 1024;

/**
 * The first events of `events` that fit in one request (at least one): a learner who saved the plan many
 * times offline has more waiting than one body may carry.
 */
export function eventsThatFit<T>(events: readonly T[]): T[] {
  const encoder = new TextEncoder();
  let bytes = 0;
  let n = 0;
  while (n < events.length) {
    bytes += encoder.encode(JSON.stringify(events[n])).length + 1;
    if (n > 0 && bytes > MAX_BATCH_BYTES) break;
    n++;
  }
  return events.slice(0, n);
}

/** After a refusal that gives no time to wait: 1 minute, then twice as long each time, up to an hour. */
const FIRST_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 3_600_000;

/**
 * When to try again after the server refused to store events for now (429: too many sends or the day's cap;
 * 413: the account is full): the time it gave in `Retry-After`, else a back-off that grows with the refusals
 * in a row. Undefined for any other failure. (Here, not in the sync code: it loads with the API, after the
 * first screen.)
 */
export function retryAtAfter(err: unknown, refusalsInARow: number, now = Date.now()): number | undefined {
  if (!(err instanceof ApiError) || (err.status !== 429 && err.status !== 413)) return undefined;
  const wait = err.retryAfterMs ?? Math.min(FIRST_BACKOFF_MS * 2 ** refusalsInARow, MAX_BACKOFF_MS);
  return now + Math.max(wait, 1000);
}

/** `Retry-After` in seconds or as an HTTP date, in milliseconds from now. */
function retryAfterMs(res: Response): number | undefined {
  const value = res.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/**
 * The schemas of answers the first sync never gets (the certificate, the exam, reminders), loaded with the first
 * request that needs them: making zod schemas is work, and this module loads with the first sync, in one task a
 * learner's first tap could wait behind.
 */
type LazySchema<T> = () => Promise<ZodType<T>>;
const examSchemas = () => import('../../shared/exam');
const reminderSchemas = () => import('../../shared/reminders');
const certificateSchema = () => import('../../shared/certificate').then((m) => m.CertificateSchema);
const examStatus = () => examSchemas().then((m) => m.ExamStatusSchema);
const reminders = () => reminderSchemas().then((m) => m.RemindersSchema);

async function request<T>(
  method: string,
  path: string,
  schemaOf: ZodType<T> | LazySchema<T> | null,
  body?: unknown,
  extra: { headers?: Record<string, string>; seen?: (res: Response) => void } = {},
): Promise<T> {
  let schema: ZodType<T> | null;
  try {
    // Before the request: one that changes something is never sent when its answer could not be read.
    schema = typeof schemaOf === 'function' ? await schemaOf() : schemaOf;
  } catch {
    // Its code could not be had (offline on a first visit, before the service worker holds the app).
    throw new ApiError(0, 'NETWORK', OFFLINE_MESSAGE);
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', OFFLINE_MESSAGE);
  }
  extra.seen?.(res);
  // 304: the server's numbers are still those the app holds (it asked with their tag).
  if (res.status === 204 || res.status === 304) return null as T;
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    // a proxy or captive portal answered with something that is not our JSON
  }
  if (!res.ok) {
    const err = (data as { error?: { code?: string; message?: string; field?: string } } | null)?.error;
    if (res.status >= 500 || !err) {
      throw new ApiError(
        res.status >= 500 ? 0 : res.status,
        'SERVER',
        'O servidor não respondeu como esperado. Tente de novo em instantes.',
      );
    }
    throw new ApiError(
      res.status,
      err.code ?? 'ERROR',
      err.message ?? 'Não foi possível concluir a ação.',
      retryAfterMs(res),
      typeof err.field === 'string' ? err.field : undefined,
    );
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(0, 'BAD_RESPONSE', 'Resposta inesperada do servidor.');
  return parsed.data;
}

export const api = {
  login: (body: LoginBody) => request('POST', '/api/auth/login', SnapshotSchema, body),
  register: (body: RegisterBody) => request('POST', '/api/auth/register', SnapshotSchema, body),
  logout: () => request('POST', '/api/auth/logout', null),
  requestPasswordReset: (body: PasswordResetRequestBody) =>
    request('POST', '/api/auth/password-reset', MessageSchema, body),
  confirmEmail: (token: string) =>
    request('POST', '/api/auth/email-confirmation/confirm', MessageSchema, { token }),
  resendEmailConfirmation: () => request('POST', '/api/me/email-confirmation', MessageSchema),
  requestEmailChange: (body: EmailChangeBody) => request('POST', '/api/me/email', MessageSchema, body),
  confirmEmailChange: (token: string) =>
    request('POST', '/api/auth/email-change/confirm', MessageSchema, { token }),
  confirmPasswordReset: (body: PasswordResetConfirmBody) =>
    request('POST', '/api/auth/password-reset/confirm', SnapshotSchema, body),
  me: () => request('GET', '/api/me', SnapshotSchema),
  /**
   * The snapshot and its tag, or null when it is still the one whose tag the app sends (the server answers 304
   * without a body: an app polling with an unchanged history costs the server almost nothing, decision 027).
   */
  meIfChanged: async (tag?: string | null) => {
    let etag: string | null = null;
    const snapshot = await request('GET', '/api/me', SnapshotSchema, undefined, {
      headers: tag ? { 'if-none-match': tag } : {},
      seen: (res) => void (etag = res.headers.get('etag')),
    });
    return snapshot ? { snapshot, tag: etag as string | null } : null;
  },
  /** `rev`: the revision of the server's numbers this device holds (the answer then carries what changed). */
  sendEvents: (events: LearnerEvent[], rev?: number) =>
    request('POST', '/api/events', EventsResponseSchema, rev === undefined ? { events } : { events, rev }),
  league: () => request('GET', '/api/league', LeagueSchema),
  deleteAccount: (password: string) => request('DELETE', '/api/me', null, { password }),
  updateProfile: (body: ProfileBody) => request('PATCH', '/api/me/profile', SnapshotSchema, body),
  changePassword: (body: ChangePasswordBody) => request('POST', '/api/me/password', null, body),
  devices: () => request('GET', '/api/me/sessions', DeviceSessionListSchema),
  endDevice: (id: string) =>
    request('DELETE', `/api/me/sessions/${encodeURIComponent(id)}`, DeviceSessionListSchema),
  signOutOtherDevices: () => request('POST', '/api/me/sessions/sign-out-others', DeviceSessionListSchema),
  certificate: () =>
    request('GET', '/api/me/certificate', () => certificateSchema().then((c) => c.nullable())),
  about: () => request('GET', '/api/about', AboutSchema),
  issueCertificate: () => request('POST', '/api/me/certificate', certificateSchema),
  exam: () => request('GET', '/api/exam', examStatus),
  startExam: () => request('POST', '/api/exam/attempts', examStatus),
  saveExamAnswer: (attemptId: string, questionId: string, answer: number) =>
    request(
      'PUT',
      `/api/exam/attempts/${encodeURIComponent(attemptId)}/answers/${encodeURIComponent(questionId)}`,
      () => examSchemas().then((m) => m.ExamAnswerSavedSchema),
      { answer },
    ),
  pushPublicKey: () =>
    request('GET', '/api/push/public-key', () => reminderSchemas().then((m) => m.PushPublicKeySchema)),
  reminders: () => request('GET', '/api/me/reminders', reminders),
  saveReminderSettings: (settings: ReminderSettings) =>
    request('PUT', '/api/me/reminders', reminders, settings),
  savePushSubscription: (subscription: PushSubscriptionBody) =>
    request('PUT', '/api/me/push-subscription', reminders, subscription),
  removePushSubscription: () => request('DELETE', '/api/me/push-subscription', reminders),
  sendTestPush: () => request('POST', '/api/me/push-subscription/test', MessageSchema),
  finishExam: (attemptId: string) =>
    request('POST', `/api/exam/attempts/${encodeURIComponent(attemptId)}/finish`, examStatus),
};
