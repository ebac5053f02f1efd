/**
 * Where a section's (or an insight's, or a lab's) numbers and dates come from, and when each was last checked
 * against its source: one line per fact of the registry (src/content/facts.yaml).
 */
import styled from 'styled-components';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Fold } from '../../components/Fold';
import type { Fact } from '../../../shared/content-schema';
import { factDateLabel } from '../../../shared/fact-label';
import { formatDay } from '../../../shared/format';
import { counted } from '../../../shared/counts';

const Box = styled(Fold)`
  margin: 12px 0 16px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 4px 12px;
  font-size: 0.92rem;
  ul {
    margin: 4px 0 8px;
    padding-left: 1.1em;
  }
  li {
    margin-bottom: 8px;
  }
  small {
    display: block;
    color: ${(p) => p.theme.color.textMuted};
    font-size: 0.88rem;
  }
`;

export function Sources({
  facts,
  declared = facts.length > 0,
  label = 'Fontes',
}: {
  facts: readonly Fact[];
  /** The text lists its facts (possibly none): say so, rather than show nothing. */
  declared?: boolean;
  label?: string;
}) {
  if (facts.length === 0) {
    return declared ? (
      <Note>
        {label}: esta parte não usa dados, datas nem regras de fora do curso; os números dos exemplos são
        fictícios.
      </Note>
    ) : null;
  }
  const seen = facts.filter((f) => f.status !== 'a-reverificar');
  const days = seen.map((f) => f.verified).sort();
  const short = (day: string) => formatDay(day, { day: 'numeric', month: 'short', year: 'numeric' });
  const first = days[0];
  const last = days[days.length - 1];
  const pending = facts.length - seen.length;
  // "3 verificadas" only when some are not: when all are, the count is already in the label.
  const checked = counted(pending > 0 ? 'sourcesChecked' : 'checkedWord', seen.length);
  const when = [
    first && last
      ? first === last
        ? `${checked} em ${short(first)}`
        : `${checked} de ${short(first)} a ${short(last)}`
      : '',
    pending > 0 ? counted('toRecheck', pending) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box>
      <summary>
        <ChevronRight size={18} aria-hidden />
        <span>
          {label} ({facts.length}) · {when}
        </span>
      </summary>
      {pending > 0 && (
        <small>
          “A reverificar”: a fonte foi indicada, mas ninguém a conferiu de novo desde essa data; trate o dado
          com cautela e confira antes de usar.
        </small>
      )}
      <ul>
        {facts.map((f) => (
          <li key={f.id}>
            {f.statement}
            <small>
              <a href={f.source.url} target="_blank" rel="noopener noreferrer">
                {f.source.title}
              </a>{' '}
              · {factDateLabel(f, formatDay(f.verified, { day: 'numeric', month: 'long', year: 'numeric' }))}
            </small>
          </li>
        ))}
      </ul>
    </Box>
  );
}

/** The facts a section or lab refers to, in its order (the loader has checked every id exists). */
const Note = styled.p`
  margin: 12px 0 16px;
  font-size: 0.88rem;
  color: ${(p) => p.theme.color.textMuted};
`;

export function factsOf(ids: readonly string[] | undefined, registry: Record<string, Fact>): Fact[] {
  return (ids ?? []).flatMap((id) => (registry[id] ? [registry[id]] : []));
}
