/**
 * "Resumo dos seus dados": what the JSON export holds that a learner wants to read, in sentences and pt-BR dates,
 * from what this device has of the account (the server's last answer, plus what is still to send).
 */
import { createSelector } from '@reduxjs/toolkit';
import {
  selectCatalogue,
  selectLevel,
  selectProgress,
  selectStreak,
  selectTimeZone,
  selectUser,
} from '../../app/selectors';
import { achievementName } from '../../../shared/achievement-texts';
import { counted } from '../../../shared/counts';
import { formatNumber, formatPoints } from '../../../shared/format';
import { longestStreak } from '../../../shared/streak';
import { selectQuizzesTaken } from '../progress/progress-selectors';
import { selectDevices } from './devicesSlice';
import { timeZoneLabel } from './time-zones';

export interface SummaryItem {
  term: string;
  /** The value in a sentence. */
  value: string;
  /** Its details, one a line (chapters, achievements, devices). */
  list?: string[];
}

/** "20 de nov. de 2026" on the learner's calendar. */
const dated = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
    new Date(iso),
  );

export const selectDataSummary = createSelector(
  [
    selectUser,
    selectProgress,
    selectCatalogue,
    selectLevel,
    selectStreak,
    selectQuizzesTaken,
    selectDevices,
    selectTimeZone,
  ],
  (user, progress, catalogue, level, streak, quizzes, devices, timeZone): SummaryItem[] => {
    if (!user) return [];
    const chapters = catalogue
      .filter((c) => progress.completedChapters[c.id])
      .map(
        (c) => `${c.number ?? c.id}. ${c.title}, em ${dated(progress.completedChapters[c.id]!, timeZone)}`,
      );
    const achievements = Object.entries(progress.achievements)
      .sort(([, a], [, b]) => a.localeCompare(b))
      .map(([id, at]) => `${achievementName(id)}, em ${dated(at, timeZone)}`);
    const deviceList = devices.list?.map(
      (d) =>
        `${d.device}${d.current ? ' (este aparelho)' : ''}: último uso em ${dated(d.lastSeenAt, timeZone)}`,
    );
    return [
      { term: 'Nome', value: user.name },
      { term: 'Nome na comunidade', value: user.displayName },
      { term: 'E-mail', value: user.email },
      { term: 'Conta criada em', value: dated(user.createdAt, timeZone) },
      { term: 'Fuso horário', value: timeZoneLabel(timeZone) },
      { term: 'Pontos', value: `${formatPoints(progress.points)}, nível ${level}` },
      {
        term: 'Capítulos concluídos',
        value: `${formatNumber(chapters.length)} de ${counted('chapters', catalogue.length)}`,
        list: chapters,
      },
      { term: 'Quizzes feitos', value: formatNumber(quizzes) },
      {
        term: 'Sequência de estudos',
        value: `${counted('daysInARow', streak)} agora; recorde de ${counted('daysInARow', longestStreak(progress.activityDays))}`,
      },
      {
        term: 'Conquistas',
        value: achievements.length === 0 ? 'nenhuma ainda' : formatNumber(achievements.length),
        list: achievements,
      },
      {
        term: 'Aparelhos conectados',
        value: deviceList ? formatNumber(deviceList.length) : 'Conecte-se para ver seus aparelhos.',
        list: deviceList,
      },
    ];
  },
);
