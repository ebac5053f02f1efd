/** A throwaway copy of the course files, for unit tests that change the content and load it again. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { parse, stringify } from 'yaml';
import { CONTENT_DIR } from '../../src/content/load';

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the course to change freely; removed when the test file ends. */
export function courseCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hub-course-'));
  copies.push(dir);
  cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

/** Reads a YAML file, lets `change` edit the data, and writes it back. */
export function editYaml(file: string, change: (data: any) => void) {
  const data = parse(readFileSync(file, 'utf8'));
  change(data);
  writeFileSync(file, stringify(data));
}
