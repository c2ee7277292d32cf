import '../../messages';
import PDFDocument from 'pdfkit';
import type { AdmissionLetterData } from '../../../protocol/letter';
import { translate, type Locale } from '../../../schema-adapters';
import { letterFont } from './font';
import { contentParagraphs } from './html';

const MARGIN = 56;
const INK = '#1f1f1f';
const MUTED = '#4a4a4a';
/** The institutions are in mainland China: the letter's date is the day there. */
const LETTER_TIME_ZONE = 'Asia/Shanghai';
const LANG_TAGS: Record<Locale, string> = { sc: 'zh-Hans', tc: 'zh-Hant', en: 'en' };

/** Black or white, whichever reads better on `hex` (relative luminance of sRGB). */
function textOn(hex: string): string {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
  return luminance > 0.35 ? INK : '#ffffff';
}

/** The day a letter was published, in the reader's language (`2026年11月22日`, `22 November 2026`). */
export function letterDate(seconds: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : LANG_TAGS[locale], { dateStyle: 'long', timeZone: LETTER_TIME_ZONE }).format(new Date(seconds * 1000));
}

/** The file name of a letter's PDF, e.g. `录取通知书-张三.pdf`. */
export function letterFileName(letter: AdmissionLetterData, locale: Locale): string {
  const name = [...letter.applicant_name].filter((char) => char >= ' ' && !'\\/:*?"<>|'.includes(char)).join('').trim();
  return `${translate(locale, 'server.letter.pdf.fileName')}${name ? `-${name}` : ''}.pdf`;
}

/**
 * The letter as an A4 PDF: a letterhead in the project's colour with its title, then the title, the applicant, the
 * result, the content as paragraphs and the date. Noto Sans SC is embedded as a subset of the glyphs used.
 */
export async function renderLetterPdf(letter: AdmissionLetterData, locale: Locale): Promise<Buffer> {
  const font = await letterFont();
  const result = translate(locale, 'server.letter.pdf.result', { result: letter.result_text });
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: LANG_TAGS[locale],
    displayTitle: true,
    info: {
      Title: `${letter.title} · ${letter.applicant_name}`,
      Author: letter.project_title,
      Subject: `${result} · ${letter.applicant_name}`,
      Creator: letter.project_title,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('letter', font);
  doc.font('letter');
  const width = doc.page.width - MARGIN * 2;
  const color = letter.style.color;

  doc.fontSize(20);
  const bandHeight = Math.max(96, doc.heightOfString(letter.project_title, { width }) + 56);
  doc.rect(0, 0, doc.page.width, bandHeight).fill(color);
  doc.fillColor(textOn(color)).text(letter.project_title, MARGIN, (bandHeight - doc.heightOfString(letter.project_title, { width })) / 2, { width });

  doc.x = MARGIN;
  doc.y = bandHeight + 40;
  doc.fillColor(INK).fontSize(20).text(letter.title, { width, align: 'center' });
  doc.moveDown(1.2);
  doc.fontSize(11.5).fillColor(MUTED).text(translate(locale, 'server.letter.pdf.applicant', { name: letter.applicant_name }), { width });
  doc.fillColor(textOn(color) === INK ? INK : color).text(result, { width });
  doc.moveDown(1);
  doc.fillColor(INK).text(translate(locale, 'server.letter.pdf.greeting', { name: letter.applicant_name }), { width });
  doc.moveDown(0.5);
  for (const paragraph of contentParagraphs(letter.content)) {
    doc.text(paragraph, { width, lineGap: 4, paragraphGap: 8 });
  }
  doc.moveDown(2);
  doc.fillColor(MUTED).text(letter.project_title, { width, align: 'right' });
  doc.text(translate(locale, 'server.letter.pdf.date', { date: letterDate(letter.published_at, locale) }), { width, align: 'right' });
  doc.end();
  return finished;
}
