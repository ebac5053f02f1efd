/**
 * What the league says about a group, for every size and state: a group still forming (no more people than the
 * promotion zone) is said to be forming, with who goes up once it fills, instead of marking everyone "▲ sobe";
 * the top division has nowhere to go up, Bronze nowhere to go down. The zones follow the server's rules
 * (src/server/services/league.ts): the first PROMOTED go up, and the last RELEGATED of those below them go down,
 * so a week that closes on a group of PROMOTED or fewer moves all of them up.
 */
import type { League } from '../../../shared/api-schemas';
import { counted } from '../../../shared/counts';
import { GROUP_SIZE, PROMOTED, RELEGATED, TOP_TIER, tierName } from '../../../shared/league';

type Group = NonNullable<League['group']>;

export interface LeagueSentences {
  /** How full the group is. */
  size: string;
  /** Who goes up and down on Sunday night. */
  zones: string;
  /** Whether the rows are marked "▲ sobe" / "▼ desce" (never while everyone would be in the zone). */
  markRows: boolean;
}

/** The group is still forming while it holds no more people than the promotion zone. */
export const isForming = (group: Pick<Group, 'members'>) => group.members.length <= PROMOTED;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function leagueSentences(group: Group, tier: number): LeagueSentences {
  const n = group.members.length;
  const top = tier >= TOP_TIER;
  const division = `divisão ${tierName(tier)}`;
  // Alone in the group is its own sentence, not a count.
  const alone = n === 1;
  const size =
    n >= GROUP_SIZE
      ? `Grupo completo: ${counted('people', n)} da ${division}.`
      : alone
        ? `Por enquanto, só você está no grupo. Ele se forma ao longo da semana com quem ganhar pontos na ${division}, até ${counted('people', GROUP_SIZE)}.`
        : `Seu grupo ainda está se formando: ${counted('people', n)} até agora, de até ${GROUP_SIZE}. Entra quem ganhar pontos na ${division} esta semana.`;

  if (isForming(group)) {
    const past = `Quando o grupo passar de ${counted('people', PROMOTED)}`;
    const zones = top
      ? `Você está na divisão mais alta: daqui ninguém sobe. ${past}, os últimos (até ${RELEGATED}) descem no domingo à noite.`
      : `${past}, ${counted('leaguePromoted', PROMOTED)} de divisão no domingo à noite` +
        (tier > 1 ? ` e os últimos (até ${RELEGATED}) descem.` : '.') +
        (alone
          ? ' Se a semana terminar com o grupo assim, você sobe.'
          : ' Se a semana terminar com o grupo assim, todos sobem.');
    return { size, zones, markRows: false };
  }

  const down = group.relegate > 0 ? counted('leagueRelegated', group.relegate) : '';
  const zones = top
    ? `Você está na divisão mais alta: daqui ninguém sobe${down ? `, e ${down} no domingo à noite` : ''}.`
    : `${capitalised(counted('leaguePromoted', group.promote))} de divisão${down ? ` e ${down}` : ''} no domingo à noite.` +
      (tier > 1 ? '' : ' Da Bronze ninguém desce.');
  return { size, zones, markRows: true };
}

/** "termina hoje às 23h59", "falta 1 dia", "faltam 3 dias". */
export const weekLeft = (daysLeft: number) =>
  daysLeft === 0 ? 'termina hoje às 23h59' : counted('daysLeft', daysLeft);
