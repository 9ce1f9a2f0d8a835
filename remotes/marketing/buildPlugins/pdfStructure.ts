// The parts of a PDF that pdf-lib has no high-level call for: a clickable URI link and the
// document outline (the bookmarks a reader shows as the document's headings).
import {
  PDFArray,
  type PDFDocument,
  PDFName,
  PDFNumber,
  type PDFPage,
  type PDFRef,
  PDFString,
} from 'pdf-lib';

/** A clickable area on `page` that opens `url`. */
export function addUriLink(
  doc: PDFDocument,
  page: PDFPage,
  rect: { x: number; y: number; width: number; height: number },
  url: string,
): void {
  const annotation = doc.context.register(
    doc.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [rect.x, rect.y, rect.x + rect.width, rect.y + rect.height],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  page.node.addAnnot(annotation);
}

export interface OutlineEntry {
  title: string;
  page: PDFPage;
  /** Top of the heading on its page, in points from the bottom. */
  top: number;
}

/** A flat outline (one level), opened by readers in their bookmarks panel. */
export function addOutline(doc: PDFDocument, entries: readonly OutlineEntry[]): void {
  if (entries.length === 0) return;
  const outlineRef = doc.context.nextRef();
  const refs: PDFRef[] = entries.map(() => doc.context.nextRef());
  entries.forEach((entry, i) => {
    const destination = PDFArray.withContext(doc.context);
    destination.push(entry.page.ref);
    destination.push(PDFName.of('XYZ'));
    destination.push(PDFNumber.of(0));
    destination.push(PDFNumber.of(entry.top));
    destination.push(doc.context.obj(null));
    const item = doc.context.obj({
      Title: PDFString.of(entry.title),
      Parent: outlineRef,
      Dest: destination,
    });
    const previous = refs[i - 1];
    const next = refs[i + 1];
    if (previous) item.set(PDFName.of('Prev'), previous);
    if (next) item.set(PDFName.of('Next'), next);
    doc.context.assign(refs[i] as PDFRef, item);
  });
  doc.context.assign(
    outlineRef,
    doc.context.obj({
      Type: 'Outlines',
      First: refs[0] as PDFRef,
      Last: refs[refs.length - 1] as PDFRef,
      Count: entries.length,
    }),
  );
  doc.catalog.set(PDFName.of('Outlines'), outlineRef);
  // Open with the bookmarks panel showing, so the headings are one click away.
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}
