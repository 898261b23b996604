import type { trainingCategories } from '../schema/index';
import { loadSeedData } from './load-data';
import { mapLocalized } from './text';

const TRAINING = loadSeedData('training');

/** `DCNA` and a track → `DCNA Routing and Switching`, in every language of the track. */
function subject(prefix: string, track: string) {
  const name = TRAINING.tracks[track];
  if (name === undefined) throw new Error(`Unknown training track ${track}`);
  return mapLocalized(name, (text) => `${prefix} ${text}`);
}

/** Training subjects (ids 1–99) and exam subjects (ids 101–199). */
export function seedTrainingCategories(): (typeof trainingCategories.$inferInsert)[] {
  return [
    ...TRAINING.courses.map(({ level, track }, i) => ({
      id: i + 1,
      kind: 'train' as const,
      position: i,
      name: subject(level, track),
    })),
    ...TRAINING.exams.map(({ code, level, track }, i) => ({
      id: 101 + i,
      kind: 'exam' as const,
      position: i,
      name: subject(`${code}: ${level}`, track),
    })),
  ];
}
