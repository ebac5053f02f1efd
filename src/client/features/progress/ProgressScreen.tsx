/**
 * Progresso: level, streak with its calendar and protections, points per day, achievements with their
 * progress and dates, and each chapter's mastery (best quiz and daily-review strength).
 */
import styled from 'styled-components';
import { Award, Lock, Shield } from 'lucide-react';
import { useAppSelector } from '../../app/hooks';
import { selectCatalogue, selectLevel, selectRules, selectTimeZone, selectToday } from '../../app/selectors';
import {
  ACHIEVEMENT_FAMILIES,
  ACHIEVEMENTS,
  achievementProgress,
  statsOf,
} from '../../../shared/achievements';
import { levelProgress } from '../../../shared/levels';
import { ACHIEVEMENT_TEXTS } from '../../../shared/achievement-texts';
import { longestStreak, MAX_PROTECTIONS, streakStatus } from '../../../shared/streak';
import { formatCount, formatDay, formatDaysAgo, formatNumber, formatPoints } from '../../../shared/format';
import { dayKey, daysBetween } from '../../../shared/days';
import { quizPercent } from '../../../shared/progress';
import { parseReviewKey } from '../../../shared/daily-quiz';
import { weekEnd } from '../../../shared/league';
import { Card, Grid, Muted, Page, Pill, ProgressBar, SectionTitle } from '../../components/ui';
import { CertificateCard } from './CertificateCard';
import { StreakCalendar } from './StreakCalendar';
import { PointsChart } from './PointsChart';

const Badge = styled.li<{ $earned: boolean }>`
  display: flex;
  gap: 10px;
  align-items: center;
  padding: 10px;
  border-radius: 12px;
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => (p.$earned ? p.theme.color.successSoft : p.theme.color.surface)};
  min-width: 0;
  svg {
    flex: none;
  }
  strong {
    display: block;
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Chapters = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 8px;
  li {
    min-width: 0;
    padding: 12px;
    border-radius: 12px;
    border: 1px solid ${(p) => p.theme.color.border};
    background: ${(p) => p.theme.color.surface};
    overflow-wrap: anywhere;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin: 6px 0 0;
    font-size: 0.9rem;
  }
  dt {
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0 0 0 4px;
    font-weight: 600;
  }
  dl div {
    display: flex;
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 8px;
  margin: 0;
  div {
    padding: 10px;
    border-radius: 12px;
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  dt {
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-size: 1.2rem;
    font-weight: 800;
  }
`;

const unlockedOn = (iso: string) =>
  formatDay(iso.slice(0, 10), { day: 'numeric', month: 'short', year: 'numeric' });

export default function ProgressScreen() {
  const progress = useAppSelector((s) => s.progress.state);
  const catalogue = useAppSelector(selectCatalogue);
  const rules = useAppSelector(selectRules);
  const level = useAppSelector(selectLevel);
  const today = useAppSelector(selectToday);
  const timeZone = useAppSelector(selectTimeZone);
  const syncedAt = useAppSelector((s) => s.progress.syncedAt);
  const lp = levelProgress(progress.points);
  const status = streakStatus(progress.activityDays, today);
  const lastDay = progress.activityDays.at(-1);
  // League promotions come from the league's history (the server's progress does not hold them).
  const promotions = (useAppSelector((s) => s.community.league?.history) ?? [])
    .filter((r) => r.outcome === 'promoted')
    .sort((a, b) => a.week.localeCompare(b.week));
  const stats = { ...statsOf(progress, rules), leaguePromotions: promotions.length };
  const leagueDates: Record<string, string | undefined> = {
    'liga-subiu': promotions[0] && `${weekEnd(promotions[0].week)}T23:59:00.000Z`,
    'liga-escalada': promotions[2] && `${weekEnd(promotions[2].week)}T23:59:00.000Z`,
  };
  // Earned before dates were kept: shown as earned, without a date, until the next action records it.
  const isEarned = (a: (typeof ACHIEVEMENTS)[number]) =>
    Boolean(progress.achievements[a.id]) || a.earned(stats);
  const earned = ACHIEVEMENTS.filter(isEarned).length;

  return (
    <Page>
      <h1>Seu progresso</h1>
      <Grid $min={280}>
        <Card>
          <h2>Nível {level}</h2>
          <p>{formatPoints(progress.points)}</p>
          <ProgressBar value={lp.ratio} label={`Progresso até o nível ${level + 1}`} />
          <Muted as="p" style={{ marginTop: 6 }}>
            {lp.next === null
              ? 'Nível máximo alcançado.'
              : `Faltam ${formatPoints(lp.next - progress.points)} para o nível ${level + 1}.`}
          </Muted>
        </Card>
        <Card>
          <h2>Sequência: {formatCount(status.current, 'dia', 'dias')}</h2>
          <Muted as="p">
            Recorde: {formatCount(longestStreak(progress.activityDays), 'dia', 'dias')}
            {lastDay ? ` · último estudo ${formatDaysAgo(daysBetween(lastDay, today))}` : ''}
          </Muted>
          <p>
            <Shield size={16} aria-hidden /> Proteções de sequência: {status.protections} de {MAX_PROTECTIONS}
            .{' '}
            <Muted>
              Cada 7 dias seguidos de estudo valem uma; se você perder um dia, ela é usada sozinha e a
              sequência continua.
            </Muted>
          </p>
          <StreakCalendar days={status.days} today={today} />
        </Card>
      </Grid>

      <SectionTitle>Pontos por dia</SectionTitle>
      <Card>
        <PointsChart pointsByDay={progress.pointsByDay} today={today} goal={progress.dailyGoal} />
      </Card>

      <CertificateCard />

      <SectionTitle id="conquistas">
        Conquistas ({earned} de {ACHIEVEMENTS.length})
      </SectionTitle>
      {ACHIEVEMENT_FAMILIES.map((family) => (
        <section key={family} aria-labelledby={`familia-${family}`}>
          <h3 id={`familia-${family}`} style={{ fontSize: '1rem', margin: '16px 0 8px' }}>
            {family}
          </h3>
          <Grid as="ul" $min={220} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ACHIEVEMENTS.filter((a) => a.family === family).map((a) => {
              const at = progress.achievements[a.id] ?? leagueDates[a.id];
              const got = isEarned(a);
              const { value, target } = achievementProgress(a, stats);
              return (
                <Badge key={a.id} $earned={got}>
                  {got ? <Award aria-hidden /> : <Lock aria-hidden />}
                  <span>
                    <strong>{ACHIEVEMENT_TEXTS[a.id]!.name}</strong>
                    <small>{ACHIEVEMENT_TEXTS[a.id]!.description}</small>
                    <small>
                      {at
                        ? `Conquistada em ${unlockedOn(at)}`
                        : got
                          ? 'Conquistada'
                          : `${formatNumber(value)} de ${formatCount(target, a.unit[0], a.unit[1])}`}
                    </small>
                  </span>
                </Badge>
              );
            })}
          </Grid>
        </section>
      ))}

      <SectionTitle>Capítulos</SectionTitle>
      <Chapters>
        {catalogue.map((c) => {
          const best = progress.quizBests[c.id];
          const done = (progress.checklist[c.id] ?? []).length;
          const cards = Object.entries(progress.review).filter(([k]) => parseReviewKey(k).chapterId === c.id);
          // A question is firm when it is not due yet and its last answer earned more than a day's rest.
          const firm = cards.filter(
            ([, card]) => dayKey(card.due, timeZone) > today && card.scheduled_days >= 2,
          ).length;
          return (
            <li key={c.id}>
              <strong>
                {c.number ?? ''}. {c.title}
              </strong>{' '}
              {progress.completedChapters[c.id] ? (
                <Pill $tone="success">Concluído</Pill>
              ) : (
                <Pill>Pendente</Pill>
              )}
              <dl>
                <div>
                  <dt>Melhor quiz:</dt>
                  <dd>{best ? `${quizPercent(best.correct, best.total)}%` : '—'}</dd>
                </div>
                <div>
                  <dt>Checklist:</dt>
                  <dd>
                    {done}/{c.checklistCount}
                  </dd>
                </div>
                <div>
                  <dt>Revisão:</dt>
                  <dd>
                    {cards.length === 0
                      ? 'ainda não revisado'
                      : `${firm} de ${c.questionCount} perguntas firmes`}
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </Chapters>

      <SectionTitle>Totais</SectionTitle>
      <Totals>
        <div>
          <dt>Capítulos concluídos</dt>
          <dd>
            {stats.chaptersCompleted}/{catalogue.length}
          </dd>
        </div>
        <div>
          <dt>Quizzes enviados</dt>
          <dd>{formatNumber(stats.quizzesTaken)}</dd>
        </div>
        <div>
          <dt>Quizzes diários</dt>
          <dd>{formatNumber(stats.dailyQuizzes)}</dd>
        </div>
        <div>
          <dt>Metas cumpridas</dt>
          <dd>{formatNumber(stats.goalsMet)}</dd>
        </div>
        <div>
          <dt>Dias de estudo</dt>
          <dd>{formatNumber(progress.activityDays.length)}</dd>
        </div>
        <div>
          <dt>Insights lidos</dt>
          <dd>{formatNumber(stats.insightsRead)}</dd>
        </div>
      </Totals>
      <Muted as="p" style={{ marginTop: 12 }}>
        {syncedAt
          ? `Sincronizado com o servidor em ${new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(syncedAt))}.`
          : 'Ainda não sincronizado com o servidor.'}
      </Muted>
    </Page>
  );
}
