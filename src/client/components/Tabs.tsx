/**
 * Accessible tabs (WAI-ARIA tabs pattern: role="tab", roving focus with arrow keys, Home and End; automatic
 * activation). Hand-written rather than Radix Tabs because Radix cost 8,9 KB gzip on the sign-in screen's
 * critical path (docs/decisions/004-hand-written-tabs.md).
 */
import { createContext, useContext, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

interface TabsCtx {
  value: string;
  onValueChange: (v: string) => void;
  baseId: string;
}
const Ctx = createContext<TabsCtx | null>(null);
const useTabs = () => {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('Tabs components must be inside <TabsRoot>');
  return ctx;
};
const slug = (v: string) => v.replace(/[^a-z0-9-]/gi, '-');

export function TabsRoot({
  value,
  onValueChange,
  children,
}: {
  value: string;
  onValueChange: (v: string) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  return <Ctx.Provider value={{ value, onValueChange, baseId }}>{children}</Ctx.Provider>;
}

const List = styled.div<{ $grid?: boolean }>`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceAlt};
  margin-bottom: 16px;
  /* On a narrow phone the tabs wrap to a second row rather than hide behind a sideways scroll. */
  flex-wrap: wrap;
  /* Four tabs or more: a tidy grid (two columns on a phone) instead of a lone tab on a second row. */
  ${(p) => (p.$grid ? 'display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));' : '')}
`;

export function TabsList({
  children,
  'aria-label': label,
  grid = false,
}: {
  children: ReactNode;
  'aria-label': string;
  grid?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const tabs = [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const i = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (i < 0) return;
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    tab?.focus();
    tab?.click();
  };
  return (
    <List ref={ref} role="tablist" aria-label={label} onKeyDown={onKeyDown} $grid={grid}>
      {children}
    </List>
  );
}

const Trigger = styled.button`
  flex: 1 1 auto;
  min-height: 44px;
  padding: 8px 8px;
  font-size: 0.92rem;
  border: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  background: transparent;
  color: ${(p) => p.theme.color.textMuted};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${(p) => p.theme.color.surface};
    color: ${(p) => p.theme.color.text};
    box-shadow: ${(p) => p.theme.shadow};
  }
`;

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  const { value: current, onValueChange, baseId } = useTabs();
  const selected = current === value;
  return (
    <Trigger
      type="button"
      role="tab"
      id={`${baseId}-tab-${slug(value)}`}
      aria-selected={selected}
      aria-controls={`${baseId}-panel-${slug(value)}`}
      tabIndex={selected ? 0 : -1}
      onClick={() => !selected && onValueChange(value)}
    >
      {children}
    </Trigger>
  );
}

export function TabsContent({ value, children }: { value: string; children: ReactNode }) {
  const { value: current, baseId } = useTabs();
  if (current !== value) return null;
  return (
    <div
      role="tabpanel"
      id={`${baseId}-panel-${slug(value)}`}
      aria-labelledby={`${baseId}-tab-${slug(value)}`}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
