// Sets up the device's ICU (the locale data every Intl formatter reads) on a thread of its own, while the app's
// code arrives. The first Intl object a page makes loads that data, and on a cheap phone this took 80–120 ms of
// the main thread at 4× slowdown, in the middle of the start. The data is kept for the whole page (every thread
// of it), so the app's own formatters are then made in a fraction of a millisecond. Started by index.html; the
// same formatters as the app's first screens make (src/shared/format.ts, days.ts, counts.ts).
try {
  var now = new Date();
  var tz = 'America/Sao_Paulo';
  new Intl.NumberFormat('pt-BR').format(1250);
  new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 }).format(0.5);
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(1.5);
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(1);
  new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }).format(-1, 'day');
  new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(now);
  new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: tz }).format(now);
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(now);
  new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: tz }).format(now);
  new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' }).format(['a', 'b']);
} catch (e) {
  // An older engine without one of these: the app makes its formatters as before.
}
close();
