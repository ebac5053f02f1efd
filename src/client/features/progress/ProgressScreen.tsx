/** Progresso: level, streak, achievements, every chapter's state and the last days of study. */
import styled from 'styled-components';
import { Award, Lock } from 'lucide-react';
import { useAppSelector } from '../../app/hooks';
import {
  selectAchievements,
  selectCatalogue,
  selectLevel,
  selectStreak,
  selectToday,
} from '../../app/selectors';
import { ACHIEVEMENTS } from '../../../shared/achievements';
import { levelProgress } from '../../../shared/levels';
import { longestStreak } from '../../../shared/streak';
import { formatCount, formatDay, formatPoints, formatDaysAgo } from '../../../shared/format';
import { addDays, daysBetween } from '../../../shared/days';
import { quizPercent } from '../../../shared/progress';
import { Card, Grid, Muted, Page, Pill, ProgressBar, SectionTitle } from '../../components/ui';
import { CertificateCard } from './CertificateCard';

const Week = styled.ol`
  list-style: none;
  padding: 0;
  margin: 12px 0 0;
  display: grid;
  grid-template-columns: repeat(7, 1fr);
  gap: 6px;
  li {
    text-align: center;
    font-size: 0.75rem;
  }
  span {
    display: block;
    height: 28px;
    border-radius: 8px;
    margin-bottom: 4px;
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  li[data-active='true'] span {
    background: ${(p) => p.theme.color.success};
  }
`;
const Badge = styled.li<{ $earned: boolean }>`
  display: flex;
  gap: 10px;
  align-items: center;
  padding: 10px;
  border-radius: 12px;
  border: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => (p.$earned ? p.theme.color.successSoft : p.theme.color.surface)};
  opacity: ${(p) => (p.$earned ? 1 : 0.85)};
  strong {
    display: block;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  th,
  td {
    text-align: left;
    padding: 8px 6px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
`;

export default function ProgressScreen() {
  const progress = useAppSelector((s) => s.progress.state);
  const catalogue = useAppSelector(selectCatalogue);
  const level = useAppSelector(selectLevel);
  const streak = useAppSelector(selectStreak);
  const today = useAppSelector(selectToday);
  const earned = new Set(useAppSelector(selectAchievements).map((a) => a.id));
  const syncedAt = useAppSelector((s) => s.progress.syncedAt);
  const lp = levelProgress(progress.points);
  const week = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  const lastDay = progress.activityDays.at(-1);

  return (
    <Page>
      <h1>Seu progresso</h1>
      <Grid $min={240}>
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
          <h2>Sequência: {formatCount(streak, 'dia', 'dias')}</h2>
          <Muted as="p">
            Recorde: {formatCount(longestStreak(progress.activityDays), 'dia', 'dias')}
            {lastDay ? ` · último estudo ${formatDaysAgo(daysBetween(lastDay, today))}` : ''}
          </Muted>
          <Week aria-label="Últimos 7 dias">
            {week.map((d) => (
              <li key={d} data-active={progress.activityDays.includes(d)}>
                <span aria-hidden />
                {formatDay(d, { weekday: 'short' })}
                <span className="visually-hidden">
                  {progress.activityDays.includes(d) ? ': estudou' : ': sem estudo'}
                </span>
              </li>
            ))}
          </Week>
        </Card>
      </Grid>
      <CertificateCard />

      <SectionTitle>
        Conquistas ({earned.size} de {ACHIEVEMENTS.length})
      </SectionTitle>
      <Grid as="ul" $min={220} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {ACHIEVEMENTS.map((a) => (
          <Badge key={a.id} $earned={earned.has(a.id)}>
            {earned.has(a.id) ? <Award aria-hidden /> : <Lock aria-hidden />}
            <span>
              <strong>{a.name}</strong>
              <small>
                {a.description} {earned.has(a.id) ? '(conquistada)' : '(bloqueada)'}
              </small>
            </span>
          </Badge>
        ))}
      </Grid>

      <SectionTitle>Capítulos</SectionTitle>
      <Card style={{ overflowX: 'auto' }}>
        <Table>
          <thead>
            <tr>
              <th scope="col">Capítulo</th>
              <th scope="col">Situação</th>
              <th scope="col">Melhor quiz</th>
              <th scope="col">Checklist</th>
            </tr>
          </thead>
          <tbody>
            {catalogue.map((c) => {
              const best = progress.quizBests[c.id];
              const done = (progress.checklist[c.id] ?? []).length;
              return (
                <tr key={c.id}>
                  <td>
                    {c.id}. {c.title}
                  </td>
                  <td>
                    {progress.completedChapters[c.id] ? (
                      <Pill $tone="success">Concluído</Pill>
                    ) : (
                      <Pill>Pendente</Pill>
                    )}
                  </td>
                  <td>{best ? `${quizPercent(best.correct, best.total)}%` : '—'}</td>
                  <td>
                    {done}/{c.checklistCount}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Card>
      <Muted as="p" style={{ marginTop: 12 }}>
        {syncedAt
          ? `Sincronizado com o servidor em ${new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(syncedAt))}.`
          : 'Ainda não sincronizado com o servidor.'}
      </Muted>
    </Page>
  );
}
