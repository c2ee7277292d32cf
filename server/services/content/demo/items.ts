import type { DemoProject } from '../../../seed/demoProjects';
import { projectWords } from './texts';
import type { DemoContent } from './types';

const DAY = 24 * 3600 * 1000;

type ProjectWords = ReturnType<typeof projectWords>;

/** One seeded `contents` row as data: its text may name the project; it was published `daysAgo` days before the seed. */
export type DemoItem = (p: ProjectWords) => Omit<DemoContent, 'publishedAt'> & { daysAgo: number };

/** The project's rows of a list of demo items, dated back from `now`. */
export function demoContents(items: readonly DemoItem[], project: DemoProject, now: number): DemoContent[] {
  const p = projectWords(project);
  return items.map((item) => {
    const { daysAgo, ...content } = item(p);
    return { ...content, publishedAt: now - daysAgo * DAY };
  });
}
