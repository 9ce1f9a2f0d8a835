// Build step: the best-practices design guidelines PDF, generated from the same facts
// the FAQ shows (src/content/designGuidelines.ts), so the two never disagree. Set in the
// brand typeface (Inter, embedded and subset), with a title shown by readers, an outline of
// its headings, and a clickable link back to the FAQ when PUBLIC_SITE_URL is known.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { designGuidelines } from '../src/content/designGuidelines.ts';
import { facts } from '../src/content/facts.ts';
import { brandFontBold, brandFontRegular } from './brandFontFiles.ts';
import { addOutline, addUriLink, type OutlineEntry } from './pdfStructure.ts';
import { wrapWords } from './wrapWords.ts';

const PAGE = { width: 612, height: 792, margin: 56 } as const; // US Letter
const navy = rgb(0.12, 0.23, 0.37);
const coral = rgb(0.89, 0.34, 0.18);
const textColour = rgb(0.08, 0.09, 0.11);

// The embedded font is Inter's Latin subset: keep the text inside it (Latin-1 and general
// punctuation), so no glyph is ever missing.
const latin = (text: string): string =>
  text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2010-\u2027\u2030-\u205e\u20ac]/g, '');

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  return wrapWords(latin(text), maxWidth, (line) => font.widthOfTextAtSize(line, size));
}

/** Writes lines top-down, adding pages as needed. */
class Writer {
  private doc: PDFDocument;
  private page: PDFPage;
  private y: number;
  readonly body: PDFFont;
  readonly bold: PDFFont;

  constructor(doc: PDFDocument, body: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.body = body;
    this.bold = bold;
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  get current(): { page: PDFPage; y: number } {
    return { page: this.page, y: this.y };
  }

  space(points: number): void {
    this.y -= points;
  }

  ensure(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Draws wrapped text; returns where each line went (for links and the outline). */
  text(
    text: string,
    { size = 11, font = this.body, color = textColour, gap = 4 } = {},
  ): { page: PDFPage; x: number; y: number; width: number; height: number }[] {
    const width = PAGE.width - PAGE.margin * 2;
    const placed: { page: PDFPage; x: number; y: number; width: number; height: number }[] = [];
    for (const line of wrap(text, font, size, width)) {
      this.ensure(size * 1.4);
      this.y -= size * 1.25;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color });
      placed.push({
        page: this.page,
        x: PAGE.margin,
        y: this.y - size * 0.25,
        width: font.widthOfTextAtSize(line, size),
        height: size * 1.25,
      });
      this.y -= size * 0.2;
    }
    this.y -= gap;
    return placed;
  }
}

/** Draws the maximum imprint (12.5 x 16 in) to scale inside a T-shirt outline. */
function drawImprintDiagram(writer: Writer): void {
  const scale = 9; // points per inch
  const w = facts.maxImprint.widthIn * scale;
  const h = facts.maxImprint.heightIn * scale;
  writer.ensure(h + 90);
  const { page, y } = writer.current;
  const cx = PAGE.width / 2;
  const top = y - 20;
  page.drawSvgPath(
    'M-60 0 L-25 -8 Q0 10 25 -8 L60 0 L110 35 L90 70 L70 58 L70 200 L-70 200 L-70 58 L-90 70 L-110 35 Z',
    {
      x: cx,
      y: top,
      color: rgb(0.87, 0.9, 0.93),
      borderColor: navy,
      borderWidth: 1,
    },
  );
  page.drawRectangle({
    x: cx - w / 2,
    y: top - 40 - h,
    width: w,
    height: h,
    borderColor: coral,
    borderWidth: 1.5,
    borderDashArray: [4, 3],
  });
  page.drawText(latin(`max ${facts.maxImprint.label}`), {
    x: cx - w / 2 + 6,
    y: top - 40 - h / 2,
    size: 9,
    font: writer.bold,
    color: coral,
  });
  writer.space(h + 80);
}

export async function designGuidelinesPdf(brandName: string, siteUrl: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(latin(designGuidelines.title), { showInWindowTitleBar: true });
  doc.setAuthor(latin(brandName));
  doc.setSubject('Best practices for print-ready artwork');
  doc.setKeywords(['DTF', 'artwork', 'file formats', '300 dpi', 'PNG']);
  doc.setLanguage('en-US');
  // Fixed dates keep the file byte-identical between builds of the same content.
  doc.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  const body = await doc.embedFont(brandFontRegular(), { subset: true });
  const bold = await doc.embedFont(brandFontBold(), { subset: true });
  const writer = new Writer(doc, body, bold);
  const outline: OutlineEntry[] = [];
  const heading = (title: string, size: number, gap: number) => {
    const [first] = writer.text(title, { size, font: bold, color: navy, gap });
    if (first) outline.push({ title, page: first.page, top: first.y + first.height + 4 });
  };

  writer.text(brandName, { size: 12, font: bold, color: coral, gap: 2 });
  heading(designGuidelines.title, 20, 8);
  writer.text(designGuidelines.intro, { size: 11.5, gap: 14 });
  designGuidelines.sections.forEach((section, index) => {
    writer.ensure(60);
    heading(`${index + 1}. ${section.title}`, 14, 2);
    for (const paragraph of section.paragraphs) writer.text(paragraph, { size: 11 });
    if (section.id === 'printable-areas') drawImprintDiagram(writer);
    writer.space(8);
  });
  writer.text(designGuidelines.contact, { size: 11, font: bold, gap: 4 });
  // A bare path is no link in a PDF: with a public URL the FAQ is a clickable absolute
  // link; without one the line is left out.
  if (siteUrl) {
    const url = `${siteUrl.replace(/\/$/, '')}/faqs#design-guidelines`;
    for (const line of writer.text(`More answers: ${url}`, { size: 10, color: navy })) {
      line.page.drawLine({
        start: { x: line.x, y: line.y + 1 },
        end: { x: line.x + line.width, y: line.y + 1 },
        thickness: 0.5,
        color: navy,
      });
      addUriLink(doc, line.page, line, url);
    }
  }
  addOutline(doc, outline);

  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawText(latin(`${brandName} - Design Guidelines - page ${i + 1} of ${pages.length}`), {
      x: PAGE.margin,
      y: 28,
      size: 8.5,
      font: body,
      color: rgb(0.3, 0.32, 0.38),
    });
  });
  return doc.save({ useObjectStreams: false });
}
