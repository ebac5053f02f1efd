/*
 * Lembretes: what the service worker does with a push message. Loaded by the generated worker
 * (workbox `importScripts` in vite.config.ts). On `push` it shows the notification the server sent; on
 * `notificationclick` it focuses a window of the app already open (taking it to the message's screen) or opens
 * one. Plain script, no build step: it runs as it is in the worker and in tests/unit/push-sw.test.ts.
 */
(function (scope) {
  'use strict';

  var FALLBACK = {
    title: 'Hub de Marketing Digital',
    body: 'Você tem um lembrete de estudo.',
    url: '/',
    tag: 'lembrete',
  };

  /** The message a push carries, or the fallback when it is missing or not ours (a notification must show). */
  function messageFrom(data) {
    var message = null;
    try {
      message = data ? data.json() : null;
    } catch (err) {
      message = null;
    }
    if (!message || typeof message.title !== 'string' || typeof message.body !== 'string') return FALLBACK;
    return {
      title: message.title,
      body: message.body,
      url: typeof message.url === 'string' ? message.url : '/',
      tag: typeof message.tag === 'string' ? message.tag : FALLBACK.tag,
    };
  }

  /** The absolute address to open: a path of this app; anything pointing elsewhere opens the app's start. */
  function targetUrl(url, origin) {
    try {
      var target = new URL(typeof url === 'string' && url ? url : '/', origin);
      return target.origin === origin ? target.href : origin + '/';
    } catch (err) {
      return origin + '/';
    }
  }

  /**
   * Focuses a window of the app (one already on the address first) and takes it to the address; opens a new
   * window when none is open or the open one cannot be moved.
   */
  function focusOrOpen(clients, url) {
    return clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var exact = windows.filter(function (w) {
        return w.url === url;
      })[0];
      var client = exact || windows[0];
      if (!client) return clients.openWindow(url);
      return client.focus().then(function (focused) {
        var win = focused || client;
        if (win.url === url || typeof win.navigate !== 'function') return win;
        return win.navigate(url).catch(function () {
          return clients.openWindow(url);
        });
      });
    });
  }

  scope.addEventListener('push', function (event) {
    var message = messageFrom(event.data);
    event.waitUntil(
      scope.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        // A newer reminder replaces the one on screen quietly; the test notification always shows.
        renotify: false,
        lang: 'pt-BR',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: message.url },
      }),
    );
  });

  scope.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var data = event.notification.data || {};
    event.waitUntil(focusOrOpen(scope.clients, targetUrl(data.url, scope.location.origin)));
  });

  scope.hubPush = { messageFrom: messageFrom, targetUrl: targetUrl, focusOrOpen: focusOrOpen };
})(self);
