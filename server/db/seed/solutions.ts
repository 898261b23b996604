import { loadSeedData } from './load-data';

const FILE = loadSeedData('solutions');

/** Industry solutions, in the order the solution page lists them, with their industry's name. */
export const SOLUTIONS = FILE.solutions.map((solution) => ({
  ...solution,
  // The schema has checked that every solution names a known industry.
  industryName: FILE.industries[solution.industry] ?? { en: solution.industry },
}));
