/**
 * A list of the plan whose rows the learner adds and removes (objectives, channels): each row is a numbered
 * group of fields, and every change saves the whole list.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui';
import { canAddRow, canRemoveRow, removeAt, replaceAt } from './plan-edits';

const Row = styled.fieldset`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  padding: ${(p) => p.theme.space(1)} ${(p) => p.theme.space(3)} ${(p) => p.theme.space(3)};
  margin: ${(p) => p.theme.space(3)} 0;
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0 ${(p) => p.theme.space(1)};
  }
`;

export function RepeatableRows<T>({
  rows,
  max,
  noun,
  newRow,
  onSave,
  children,
}: {
  rows: T[];
  max: number;
  /** What a row is, in pt-BR, as it reads after "Adicionar" ("objetivo", "canal"). */
  noun: string;
  newRow: () => T;
  onSave: (rows: T[]) => void;
  /** A row's fields; `update` saves the parts of the row given; `index` is the row's, from 0. */
  children: (row: T, update: (part: Partial<T>) => void, index: number) => ReactNode;
}) {
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <>
      {rows.map((row, i) => (
        <Row key={i}>
          <legend>
            {title} {i + 1}
          </legend>
          {children(row, (part) => onSave(replaceAt(rows, i, { ...row, ...part })), i)}
          {canRemoveRow(rows) && (
            <Button type="button" $variant="secondary" onClick={() => onSave(removeAt(rows, i))}>
              Remover {noun} {i + 1}
            </Button>
          )}
        </Row>
      ))}
      {canAddRow(rows, max) && (
        <Button type="button" $variant="secondary" onClick={() => onSave([...rows, newRow()])}>
          Adicionar {noun}
        </Button>
      )}
    </>
  );
}
