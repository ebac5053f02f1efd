// A test that makes the code log an error (or a React warning) fails: such output hides real bugs.
import { afterEach, beforeEach, vi } from 'vitest';

let calls: unknown[][] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void calls.push(args));
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length > 0)
    throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
});
