/** The streak: days in a row, the record, the last day studied, the protections held and the calendar. */
import Shield from 'lucide-react/icons/shield';
import { useAppSelector } from '../../app/hooks';
import { selectToday } from '../../app/selectors';
import { DAYS_PER_PROTECTION, MAX_PROTECTIONS } from '../../../shared/streak';
import { formatCount, formatDaysAgo } from '../../../shared/format';
import { Card, Muted } from '../../components/ui';
import { StreakCalendar } from './StreakCalendar';
import { selectStreakSummary } from './report-selectors';
import { ShareButton } from '../share/ShareButton';
import { streakImage } from '../share/share-actions';
import { streakMessage } from '../share/share-texts';
import { appUrl } from '../share/share';

export function StreakCard() {
  const streak = useAppSelector(selectStreakSummary);
  const today = useAppSelector(selectToday);
  return (
    <Card>
      <h2>Sequência: {formatCount(streak.current, 'dia', 'dias')}</h2>
      <Muted as="p">
        Recorde: {formatCount(streak.longest, 'dia', 'dias')}
        {streak.daysSinceLastStudy === null
          ? ''
          : ` · último estudo ${formatDaysAgo(streak.daysSinceLastStudy)}`}
      </Muted>
      <p>
        <Shield size={16} aria-hidden /> Proteções de sequência: {streak.protections} de {MAX_PROTECTIONS}.{' '}
        <Muted>
          Cada {DAYS_PER_PROTECTION} dias seguidos de estudo valem uma; se você perder um dia, ela é usada
          sozinha e a sequência continua.
        </Muted>
      </p>
      <StreakCalendar days={streak.days} today={today} />
      {streak.current > 0 && (
        <ShareButton
          label="Compartilhar sequência"
          message={streakMessage(streak.current, appUrl())}
          image={streakImage(streak.current)}
        />
      )}
    </Card>
  );
}
