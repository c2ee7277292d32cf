import type { LocalizedText } from '../../../../schema-adapters';
import type { DemoProject } from '../../../seed/demoProjects';

/** Trilingual text. */
export const t = (sc: string, tc: string, en: string): Required<LocalizedText> => ({ sc, tc, en });

/** Paragraphs as simple HTML (the portal sanitises it). */
export const html = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** Each language's paragraphs as HTML. */
export function htmlText(sc: string[], tc: string[], en: string[]): Required<LocalizedText> {
  return t(html(...sc), html(...tc), html(...en));
}

/** The project's name and contact in each language, for templated text. */
export function projectWords(project: DemoProject) {
  const title = project.title;
  return {
    sc: title.sc ?? '',
    tc: title.tc ?? '',
    en: title.en ?? '',
    email: project.contact.email,
    phone: project.contact.phone,
  };
}
