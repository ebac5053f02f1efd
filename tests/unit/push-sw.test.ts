/**
 * The service worker's push handlers (public/push-sw.js), run with a stand-in `self`: a push shows the
 * server's notification; a tap focuses an open window of the app and takes it to the message's screen, or opens
 * one; an address pointing outside the app opens the app's start instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://hub.exemplo.com.br';
const source = readFileSync(join(process.cwd(), 'public/push-sw.js'), 'utf8');

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(url: string, { navigates = true } = {}): FakeWindow {
  const win: FakeWindow = {
    url,
    focus: vi.fn(async () => win),
    navigate: vi.fn(async (to: string) => {
      if (!navigates) throw new TypeError('not controlled');
      win.url = to;
      return win;
    }),
  };
  return win;
}

/** Loads the script into a stand-in worker scope; returns the scope and a way to fire its events. */
function loadWorker(windows: FakeWindow[] = []) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, handler: (event: unknown) => void) => (handlers[type] = handler),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (url: string) => fakeWindow(url)),
    },
  };
  new Function('self', source)(scope);
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    handlers[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    return waited;
  };
  return { scope, fire };
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
});

const click = (url: unknown) => ({ notification: { close: vi.fn(), data: { url } } });

describe('push', () => {
  it('shows the notification the server sent, with its tag and screen', async () => {
    const { scope, fire } = loadWorker();
    await fire('push', {
      data: pushData({
        title: 'Hora de estudar',
        body: 'Continue “SEO” de onde parou.',
        url: '/capitulos/3',
        tag: 'lembrete',
      }),
    });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Hora de estudar',
      expect.objectContaining({
        body: 'Continue “SEO” de onde parou.',
        tag: 'lembrete',
        data: { url: '/capitulos/3' },
      }),
    );
  });

  it('still shows a notification when the message cannot be read', async () => {
    const { scope, fire } = loadWorker();
    await fire('push', { data: { json: () => JSON.parse('not json') } });
    await fire('push', { data: null });
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(2);
    expect(scope.registration.showNotification).toHaveBeenLastCalledWith(
      'Hub de Marketing Digital',
      expect.anything(),
    );
  });
});

describe('notificationclick', () => {
  it('focuses the open window and takes it to the message’s screen', async () => {
    const open = fakeWindow(`${ORIGIN}/`);
    const { scope, fire } = loadWorker([open]);
    const event = click('/quiz-diario');
    await fire('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/quiz-diario`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('prefers a window already on that screen, and leaves it where it is', async () => {
    const home = fakeWindow(`${ORIGIN}/`);
    const quiz = fakeWindow(`${ORIGIN}/quiz-diario`);
    const { fire } = loadWorker([home, quiz]);
    await fire('notificationclick', click('/quiz-diario'));
    expect(quiz.focus).toHaveBeenCalled();
    expect(quiz.navigate).not.toHaveBeenCalled();
    expect(home.focus).not.toHaveBeenCalled();
  });

  it('opens the screen when no window of the app is open', async () => {
    const { scope, fire } = loadWorker([]);
    await fire('notificationclick', click('/comunidade'));
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/comunidade`);
  });

  it('opens a new window when the open one cannot be moved', async () => {
    const stuck = fakeWindow(`${ORIGIN}/`, { navigates: false });
    const { scope, fire } = loadWorker([stuck]);
    await fire('notificationclick', click('/ajustes'));
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/ajustes`);
  });

  it.each(['https://outro-site.example/phishing', '//outro-site.example/x', 'javascript:alert(1)', 42])(
    'opens the app’s start for an address outside it (%s)',
    async (url) => {
      const { scope, fire } = loadWorker([]);
      await fire('notificationclick', click(url));
      expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
    },
  );
});
