/** The pieces Ajustes' cards share: a titled card, labelled fields, a row of actions, result messages. */
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Banner, Card } from '../../components/ui';

const Section = styled(Card)`
  min-width: 0;
  /* Long e-mails and device names wrap instead of widening the page on a phone. */
  overflow-wrap: anywhere;
  h2 {
    margin-top: 0;
  }
`;

/** The cards, one under the other. */
export const Stack = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr);
`;

/** A card that is a named region, so it can be found (and announced) by its title. */
export function SettingsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Section>
  );
}

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 12px 0;
  label {
    font-weight: 600;
  }
  input,
  select {
    min-height: 44px;
    width: 100%;
    max-width: 100%;
    padding: 8px 12px;
    border-radius: ${(p) => p.theme.radius.md};
    border: 1px solid ${(p) => p.theme.color.border};
    background: ${(p) => p.theme.color.bg};
    color: ${(p) => p.theme.color.text};
    font: inherit;
  }
  small {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  align-items: center;
  margin-top: 8px;
`;

/** A few choices side by side, each a radio with its label as large as a finger (wrapping on a phone). */
export const RadioRow = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  min-width: 0;
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    padding: 10px 14px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    min-height: 44px;
    cursor: pointer;
  }
`;

/** An on/off choice that applies at once: a checkbox with the switch role, as large as a finger. */
export const SwitchLabel = styled.label`
  display: flex;
  gap: 12px;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  input {
    width: 22px;
    height: 22px;
    flex: none;
    accent-color: ${(p) => p.theme.color.primary};
  }
`;

/** How long a confirmation stays: long enough to read and be announced, then it leaves by itself. */
export const CONFIRMATION_MS = 5000;

/**
 * The outcome of the card's last action: a brief confirmation when it worked (announced by the status region,
 * then gone after CONFIRMATION_MS), an alert that stays when it did not.
 */
export function Outcome({ ok, error }: { ok?: string | null; error?: string | null }) {
  // The confirmation whose time is up; a new one (or the same again after a blank) shows at once.
  const [expired, setExpired] = useState<string | null>(null);
  const [previous, setPrevious] = useState(ok);
  if (ok !== previous) {
    setPrevious(ok);
    setExpired(null);
  }
  useEffect(() => {
    if (!ok) return;
    const timer = setTimeout(() => setExpired(ok), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [ok]);
  const shown = ok && ok !== expired ? ok : null;
  return (
    <>
      <div role="status">{shown && <Banner $tone="success">{shown}</Banner>}</div>
      {error && (
        <Banner $tone="danger" role="alert">
          {error}
        </Banner>
      )}
    </>
  );
}
