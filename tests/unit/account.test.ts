/** The pure parts of the account: display names, device names and what a profile save sends. */
import { describe, expect, it } from 'vitest';
import { defaultDisplayName, displayNameOf } from '../../src/shared/display-name';
import { deviceLabel } from '../../src/server/services/device-label';
import { draftFrom, profileChanges } from '../../src/client/features/settings/profile-form';
import { BRAZIL_TIME_ZONES, timeZoneGroups } from '../../src/client/features/settings/time-zones';
import { isValidTimeZone } from '../../src/shared/days';

describe('display names', () => {
  it('are the first name and the initial of the last one, unless the learner chose one', () => {
    expect(defaultDisplayName('Maria da Silva')).toBe('Maria S.');
    expect(defaultDisplayName('  joão   pereira ')).toBe('joão P.');
    expect(defaultDisplayName('Ana')).toBe('Ana');
    expect(defaultDisplayName('Íris Ñúñez')).toBe('Íris Ñ.');
    expect(displayNameOf('Maria da Silva', 'Mari')).toBe('Mari');
    expect(displayNameOf('Maria da Silva', null)).toBe('Maria S.');
  });
});

describe('device names', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'Chrome no Android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet no Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari no iPhone',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'Chrome no iPhone',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      'Edge no Windows',
    ],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox no Linux'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari no macOS',
    ],
    ['curl/8.5.0', 'Aparelho desconhecido'],
    [null, 'Aparelho desconhecido'],
  ])('%s → %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});

describe('the Perfil form', () => {
  const user = {
    id: 'u1',
    name: 'Maria da Silva',
    email: 'maria@exemplo.com.br',
    timeZone: 'America/Sao_Paulo',
    createdAt: '2026-11-01T00:00:00Z',
    displayName: 'Maria S.',
    communityHidden: false,
  };

  it('sends only what changed', () => {
    expect(profileChanges(user, draftFrom(user))).toEqual({});
    expect(profileChanges(user, { ...draftFrom(user), timeZone: 'America/Manaus' })).toEqual({
      timeZone: 'America/Manaus',
    });
    expect(profileChanges(user, { ...draftFrom(user), displayName: ' Mari ' })).toEqual({
      displayName: 'Mari',
    });
  });

  it('compares with the zone in force, so saving another field leaves a change waiting alone', () => {
    const waiting = {
      ...user,
      nextTimeZone: 'Asia/Tokyo',
      nextTimeZoneAt: '2026-11-26T03:00:00.000Z',
    };
    // The form starts from the zone in force: São Paulo before midnight.
    const before = Date.parse('2026-11-26T02:30:00Z');
    const draft = draftFrom(waiting, 'America/Sao_Paulo');
    expect(profileChanges(waiting, { ...draft, name: 'Maria Souza' }, before)).toEqual({
      name: 'Maria Souza',
    });
    // Once the day came, Tokyo is the zone in force, and choosing São Paulo is a change.
    const after = Date.parse('2026-11-26T03:30:00Z');
    const later = draftFrom(waiting, 'Asia/Tokyo');
    expect(profileChanges(waiting, later, after)).toEqual({});
    expect(profileChanges(waiting, { ...later, timeZone: 'America/Sao_Paulo' }, after)).toEqual({
      timeZone: 'America/Sao_Paulo',
    });
  });

  it('keeps the default display name following the name, and an emptied one goes back to it', () => {
    expect(profileChanges(user, { ...draftFrom(user), name: 'Maria Souza' })).toEqual({
      name: 'Maria Souza',
    });
    const custom = { ...user, displayName: 'Mari' };
    expect(profileChanges(custom, { ...draftFrom(custom), displayName: '' })).toEqual({ displayName: null });
    expect(profileChanges(custom, { ...draftFrom(custom), displayName: 'Maria S.' })).toEqual({
      displayName: null,
    });
  });
});

describe('time zones', () => {
  it('lists Brazil first, Brasília at the top, every zone valid, and keeps a zone the browser does not list', () => {
    const [brazil, ...others] = timeZoneGroups('America/Sao_Paulo');
    expect(brazil!.label).toBe('Brasil');
    expect(brazil!.options.slice(0, 4)).toEqual([
      { id: 'America/Sao_Paulo', label: 'Horário de Brasília (São Paulo)' },
      { id: 'America/Manaus', label: 'Horário do Amazonas (Manaus)' },
      { id: 'America/Rio_Branco', label: 'Horário do Acre (Rio Branco)' },
      { id: 'America/Noronha', label: 'Horário de Fernando de Noronha' },
    ]);
    expect(BRAZIL_TIME_ZONES.every((z) => isValidTimeZone(z.id))).toBe(true);
    const rest = others.flatMap((g) => g.options);
    expect(rest.some((z) => z.id === 'Europe/Lisbon')).toBe(true);
    expect(rest.some((z) => z.id === 'America/Manaus')).toBe(false);
    const missing = timeZoneGroups('Etc/GMT+3').find((g) => g.options.some((z) => z.id === 'Etc/GMT+3'));
    expect(missing!.options).toContainEqual({ id: 'Etc/GMT+3', label: 'GMT-3' });
  });

  it('names the other zones in Portuguese, by continent, in alphabetical order', () => {
    const groups = timeZoneGroups('America/Sao_Paulo').slice(1);
    expect(groups.map((g) => g.label).slice(0, 4)).toEqual(['Américas', 'Europa', 'África', 'Ásia']);
    const option = (id: string) => groups.flatMap((g) => g.options).find((z) => z.id === id);
    expect(option('America/New_York')!.label).toBe('Horário do Leste (New York)');
    expect(option('Asia/Tokyo')!.label).toBe('Horário Padrão do Japão (Tokyo)');
    expect(option('Europe/Lisbon')!.label).toBe('Horário da Europa Ocidental (Lisbon)');
    // No English id is shown as a name.
    expect(groups.flatMap((g) => g.options).some((z) => z.label.includes('/') || z.label.includes('_'))).toBe(
      false,
    );
    for (const { options } of groups) {
      const labels = options.map((z) => z.label);
      expect(labels).toEqual([...labels].sort(new Intl.Collator('pt-BR').compare));
    }
  });
});
