/**
 * Lembretes in the browser: the service worker shows a push message delivered through the DevTools protocol
 * (as the browser's push service would); the offer after a completed lesson and Ajustes ask the browser only on
 * a tap; with notifications granted the device subscribes and "Enviar notificação de teste" reaches it through a
 * local push service; refused, the learner reads why and the bell stays; on an iPhone outside the home screen,
 * the card explains what to do.
 *
 * Chromium's own push service (Google's) is out of reach here, so the page's PushManager hands out a subscription
 * made at the local push service (web-push-testing); everything else — permission, the server, VAPID, encryption,
 * the push service's answer — is real.
 */
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  hasChromium,
  newLearner,
  PHONE,
  poll,
  signUp,
  useApp,
  waitForServiceWorker,
} from '../support/browser';
import { startPushService } from '../support/push-service';

let push: Awaited<ReturnType<typeof startPushService>> | undefined;

describe.skipIf(!hasChromium)('e2e: lembretes', () => {
  beforeAll(async () => {
    push = await startPushService();
  });
  afterAll(async () => push?.close());
  const app = useApp({ env: () => ({ PUSH_ALLOWED_ORIGINS: push!.origin }) });

  /** The notifications the service worker shows now. */
  const shown = (page: Page) =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      }));
    });

  it('o service worker mostra a notificação de um push entregue pelo DevTools', async () => {
    const { context, page } = await app.open();
    await context.grantPermissions(['notifications'], { origin: app.url });
    await signUp(page, app.url, newLearner('Carla Dias'));
    await waitForServiceWorker(page);

    const cdp = await context.newCDPSession(page);
    const registrations: { registrationId: string; scopeURL: string }[] = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: typeof registrations }) =>
      registrations.push(...e.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await poll(() => registrations.length).toBeGreaterThan(0);
    const registration = registrations.find((r) => r.scopeURL.startsWith(app.url))!;
    const message = {
      title: 'Sua sequência de 1 dia termina hoje',
      body: 'O quiz diário leva 2 minutos: responda agora e mantenha a sequência.',
      url: '/quiz-diario',
      tag: 'lembrete',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(app.url).origin,
      registrationId: registration.registrationId,
      data: JSON.stringify(message),
    });
    await poll(() => shown(page)).toEqual([
      { title: message.title, body: message.body, tag: 'lembrete', data: { url: '/quiz-diario' } },
    ]);
    // A newer reminder replaces the one not yet read (same tag).
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(app.url).origin,
      registrationId: registration.registrationId,
      data: JSON.stringify({ ...message, title: 'Hora de estudar' }),
    });
    await poll(async () => (await shown(page)).map((n) => n.title)).toEqual(['Hora de estudar']);
  });

  it('com a permissão concedida, ativa depois da primeira lição e o teste chega ao aparelho', async () => {
    const { context, page } = await app.open();
    await context.grantPermissions(['notifications'], { origin: app.url });
    const { publicKey } = (await (await fetch(`${app.url}/api/push/public-key`)).json()) as {
      publicKey: string;
    };
    const local = await push!.subscribe(publicKey);
    await context.addInitScript((sub) => {
      // The browser's push service, answered by the local one (see the file's comment).
      let current: unknown = null;
      const made = {
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { applicationServerKey: null },
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
        unsubscribe: async () => ((current = null), true),
      };
      PushManager.prototype.subscribe = async () => (current = made) as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    }, local);
    const learner = newLearner('Davi Rocha');
    await signUp(page, app.url, learner);
    await waitForServiceWorker(page);

    // Nothing is asked on load: the offer comes after the first completed lesson.
    await page.goto(`${app.url}/capitulos/1?secao=resumo`);
    const offer = page.getByRole('region', { name: 'Quer um lembrete para estudar?' });
    expect(await offer.count()).toBe(0);
    await page.getByRole('button', { name: 'Marcar como concluído' }).click();
    await offer.getByRole('button', { name: 'Ativar lembretes' }).click();
    await offer.getByText('Pronto: este aparelho vai receber os lembretes.').waitFor();

    await page.goto(`${app.url}/ajustes`);
    const card = page.getByRole('region', { name: 'Lembretes' });
    await card.getByText('Este aparelho recebe os lembretes.').waitFor();
    await card.getByRole('button', { name: 'Enviar notificação de teste' }).click();
    await card.getByText(/Notificação de teste enviada/).waitFor();
    expect(await push!.messages(local.clientHash)).toEqual([
      expect.objectContaining({ title: 'Lembretes ligados', url: '/ajustes#ajustes-lembretes' }),
    ]);

    // The choices are saved at once.
    await card.getByLabel('Horário do lembrete de estudo').selectOption('19');
    await card.getByRole('switch', { name: /Resultado da liga/ }).uncheck();
    await card.getByText('Lembretes atualizados.').waitFor();
    const saved = await (await context.request.get(`${app.url}/api/me/reminders`)).json();
    expect(saved).toMatchObject({
      settings: { hour: 19, league: false, study: true, streak: true },
      subscribed: true,
    });

    await card.getByRole('button', { name: 'Desativar neste aparelho' }).click();
    await card.getByRole('button', { name: 'Ativar lembretes neste aparelho' }).waitFor();
  });

  it('com a permissão negada, explica e o sininho continua', async () => {
    const { context, page } = await app.open();
    await context.clearPermissions();
    await signUp(page, app.url, newLearner('Elisa Prado'));
    await page.goto(`${app.url}/ajustes`);
    const card = page.getByRole('region', { name: 'Lembretes' });
    await card.getByText('Quer um lembrete para estudar?').waitFor();
    await card.getByRole('button', { name: 'Ativar lembretes neste aparelho' }).click();
    await card.getByRole('alert').filter({ hasText: 'As notificações foram bloqueadas' }).waitFor();
    expect(await card.getByRole('alert').textContent()).toMatch(/sininho do app/);
    const saved = await (await context.request.get(`${app.url}/api/me/reminders`)).json();
    expect(saved).toMatchObject({ subscribed: false, devices: 0 });
    await page.getByRole('button', { name: /^Notificações/ }).waitFor();
  });

  it('no iPhone fora da tela de início, explica que o app precisa ser adicionado primeiro', async () => {
    const { page } = await app.open({
      ...PHONE,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    });
    await signUp(page, app.url, newLearner('Fábio Nunes'));
    await page.goto(`${app.url}/ajustes`);
    const card = page.getByRole('region', { name: 'Lembretes' });
    await card.getByText(/Adicionar à Tela de Início/).waitFor();
    expect(await card.getByRole('button', { name: 'Ativar lembretes neste aparelho' }).count()).toBe(0);
  });
});
