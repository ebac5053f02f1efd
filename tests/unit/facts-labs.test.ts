/**
 * Facts and labs: every section states where its numbers come from, a broken fact reference fails the build,
 * a fact past its re-check date is listed, and the channel chapters have labs whose steps the rules accept.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { ContentError, dueFacts, loadCurriculum } from '../../src/content/load';
import { courseCopy, editYaml } from '../support/course-copy';
import { contentFiles } from '../../src/content/vite-plugin';
import { applyLearnerEvent, emptyProgress, RuleError } from '../../src/shared/progress';
import { rulesFromCurriculum } from '../../src/server/services/progress';
import { parseLearnerEvent } from '../../src/shared/events';

const curriculum = loadCurriculum();

describe('the registry of facts', () => {
  it('has every section say which facts it states, most with at least one dated source, every insight too', () => {
    const sections = curriculum.chapters.flatMap((c) => c.sections.map((s) => ({ c, s })));
    const undeclared = sections.filter(({ s }) => s.facts === undefined).map(({ c, s }) => `${c.id}#${s.id}`);
    expect(undeclared).toEqual([]);
    // A section may state nothing from outside the course (facts: []), but that is the exception.
    const sourced = sections.filter(({ s }) => (s.facts ?? []).length > 0).length;
    expect(sourced / sections.length).toBeGreaterThan(0.9);
    expect(curriculum.insights.filter((i) => i.sources.length === 0).map((i) => i.id)).toEqual([]);
  });

  it('resolves a section’s references into the chapter file the app downloads', () => {
    const chapter = curriculum.chapters[0]!;
    const section = chapter.sections[0]!;
    const json = JSON.parse(contentFiles(curriculum).get(`content/chapters/${chapter.id}.json`) as string);
    for (const id of section.facts!) {
      expect(json.facts[id]).toMatchObject({ id, source: { url: expect.stringMatching(/^https:\/\//) } });
      expect(json.facts[id].verified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // Only the facts the chapter uses travel with it.
    const used = new Set([
      ...chapter.sections.flatMap((s) => s.facts ?? []),
      ...chapter.labs.flatMap((l) => l.facts ?? []),
    ]);
    expect(Object.keys(json.facts).sort()).toEqual([...used].sort());
  });

  it('uses every fact it keeps, and keeps each once', () => {
    const used = new Set([
      ...curriculum.chapters.flatMap((c) => [
        ...c.sections.flatMap((s) => s.facts ?? []),
        ...c.labs.flatMap((l) => l.facts ?? []),
      ]),
      ...curriculum.insights.flatMap((i) => i.sources.map((f) => f.id)),
    ]);
    expect(curriculum.facts.filter((f) => !used.has(f.id)).map((f) => f.id)).toEqual([]);
    expect(new Set(curriculum.facts.map((f) => f.id)).size).toBe(curriculum.facts.length);
  });

  it('fails on a section that refers to a fact the registry does not have, naming file and field', () => {
    const dir = courseCopy();
    editYaml(join(dir, 'chapters', '05-email.yaml'), (c) => {
      c.sections[1].facts = [...(c.sections[1].facts ?? []), 'fato-que-nao-existe'];
    });
    expect(() => loadCurriculum(dir)).toThrow(ContentError);
    expect(() => loadCurriculum(dir)).toThrow(
      /05-email\.yaml: sections\.1\.facts\.\d+: fato "fato-que-nao-existe"/,
    );
  });

  it('fails on an insight or a lab with an unknown fact, and on a fact without an https source', () => {
    const a = courseCopy();
    editYaml(join(a, 'insights', '01-cookies-que-ficaram.yaml'), (i) => (i.facts = ['nao-existe']));
    expect(() => loadCurriculum(a)).toThrow(/01-cookies-que-ficaram\.yaml: facts\.0/);
    const b = courseCopy();
    editYaml(join(b, 'chapters', '06-analise-dados.yaml'), (c) => (c.labs[0].facts = ['nao-existe']));
    expect(() => loadCurriculum(b)).toThrow(/labs\.0\.facts\.0/);
    const c = courseCopy();
    editYaml(join(c, 'facts.yaml'), (facts) => (facts[0].source.url = 'http://exemplo.com.br/'));
    expect(() => loadCurriculum(c)).toThrow(/facts\.yaml: 0\.source\.url/);
  });

  it('lists first the facts nobody has re-seen, then those whose re-check date has come, soonest first', () => {
    const pending = curriculum.facts.filter((f) => f.status === 'a-reverificar');
    const seen = curriculum.facts.filter((f) => f.status !== 'a-reverificar');
    expect(pending.length).toBeGreaterThan(0);
    const earliest = seen.map((f) => f.recheck).sort()[0]!;
    const dayBefore = new Date(Date.parse(`${earliest}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    // Before any date has come, only the facts still to re-see.
    expect(dueFacts(curriculum.facts, dayBefore).map((f) => f.id)).toEqual(
      [...pending].sort((a, b) => a.recheck.localeCompare(b.recheck)).map((f) => f.id),
    );
    const due = dueFacts(curriculum.facts, earliest).slice(pending.length);
    expect(due.length).toBeGreaterThan(0);
    expect(due.every((f) => f.recheck === earliest)).toBe(true);
    const all = dueFacts(curriculum.facts, '2999-01-01');
    expect(all).toHaveLength(curriculum.facts.length);
    expect(all.slice(0, pending.length).every((f) => f.status === 'a-reverificar')).toBe(true);
    const rest = all.slice(pending.length).map((f) => f.recheck);
    expect(rest).toEqual([...rest].sort());
  });

  it('keeps re-check dates no further than a year after the check', () => {
    const late = curriculum.facts.filter(
      (f) => Date.parse(f.recheck) - Date.parse(f.verified) > 366 * 86_400_000,
    );
    expect(late.map((f) => f.id)).toEqual([]);
  });
});

describe('Mão na massa', () => {
  const channelChapters = curriculum.chapters.filter((c) => c.number >= 3 && c.number <= 8);

  it('has at least one lab in each channel chapter (3 to 8), each saying what it needs and what to do without', () => {
    expect(channelChapters).toHaveLength(6);
    for (const c of channelChapters) {
      expect(c.labs.length, `capítulo ${c.number}`).toBeGreaterThan(0);
      for (const lab of c.labs) {
        expect(lab.steps.length).toBeGreaterThanOrEqual(3);
        expect(lab.needs.length).toBeGreaterThan(20);
        expect(lab.without.length).toBeGreaterThan(20);
      }
    }
  });

  it('ticks and unticks a step, once, and refuses a step or lab the chapter does not have', () => {
    const rules = rulesFromCurriculum(curriculum);
    const chapter = channelChapters[0]!;
    const lab = chapter.labs[0]!;
    const step = lab.steps[1]!;
    const event = (stepId: string, done: boolean, labId = lab.id) => {
      const parsed = parseLearnerEvent(
        {
          id: crypto.randomUUID(),
          occurredAt: '2026-11-24T12:00:00.000Z',
          type: 'lab.step.set',
          chapterId: chapter.id,
          labId,
          stepId,
          done,
        },
        0,
      );
      if (!parsed.ok) throw new Error('evento inválido');
      return parsed.event;
    };
    const opts = { timeZone: 'America/Sao_Paulo', now: new Date('2026-11-24T12:00:00.000Z') };
    let state = emptyProgress();
    const first = applyLearnerEvent(state, event(step.id, true), rules, opts);
    state = first.state;
    expect(state.labs[chapter.id]![lab.id]).toEqual([step.id]);
    expect(first.outcome.pointsAwarded).toBe(0);
    expect(applyLearnerEvent(state, event(step.id, true), rules, opts).state.labs).toEqual(state.labs);
    state = applyLearnerEvent(state, event(step.id, false), rules, opts).state;
    expect(state.labs[chapter.id]![lab.id]).toEqual([]);
    expect(() => applyLearnerEvent(state, event('passo-inventado', true), rules, opts)).toThrow(RuleError);
    expect(() => applyLearnerEvent(state, event(step.id, true, 'pratica-inventada'), rules, opts)).toThrow(
      RuleError,
    );
  });

  it('keeps step ids unique within a lab', () => {
    const dir = courseCopy();
    editYaml(join(dir, 'chapters', '06-analise-dados.yaml'), (c) => {
      c.labs[0].steps[1].id = c.labs[0].steps[0].id;
    });
    expect(() => loadCurriculum(dir)).toThrow(/labs\.0\.steps\.1\.id/);
  });
});
