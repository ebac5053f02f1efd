// Runs before the first paint: applies the saved theme (or the system's) so the app never flashes the wrong one.
(function () {
  var choice = 'system';
  try {
    choice = localStorage.getItem('hub-theme') || 'system';
  } catch (e) {}
  var dark = choice === 'dark' || (choice === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#0f1220' : '#f6f7fb');
})();
