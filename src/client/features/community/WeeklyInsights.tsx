/** The week's insights, today's first: they come with the app, so they work offline. */
import styled from 'styled-components';
import { Link } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { selectInsights, selectToday } from '../../app/selectors';
import { formatDay } from '../../../shared/format';
import { addDays } from '../../../shared/days';
import { Card, Muted } from '../../components/ui';
import { featuredDay } from '../../../shared/insight-rotation';
import { selectInsightsRead } from '../progress/progress-selectors';
import { paths } from '../../app/paths';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: 10px 0;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
  }
  /* A title on one line is still a 44 px target. */
  li > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

export function WeeklyInsights() {
  const insights = useAppSelector(selectInsights);
  const read = useAppSelector(selectInsightsRead);
  const today = useAppSelector(selectToday);
  const dated = insights
    .map((insight) => ({ insight, day: featuredDay(insight.order, insights.length, today) }))
    .sort((a, b) => b.day.localeCompare(a.day));

  return (
    <Card>
      <List>
        {dated.map(({ insight: i, day }) => (
          <li key={i.id}>
            <Link href={paths.insight(i.id)}>{i.title}</Link>
            <br />
            <Muted>
              {day === today
                ? 'Hoje'
                : day === addDays(today, -1)
                  ? 'Ontem'
                  : formatDay(day, { weekday: 'long', day: 'numeric', month: 'long' })}{' '}
              · {i.readMinutes} min
              {read.includes(i.id) ? ' · lido' : ''}
            </Muted>
          </li>
        ))}
      </List>
    </Card>
  );
}
