import type { ReceiptContent } from './receipt-content.ts';
import type { StatementContent } from './statement-content.ts';

type Doc = PDFKit.PDFDocument;

/** How a document looks: the shop's logo (PNG) and colour, else the platform's. */
export type Branding = { logo: Buffer | null; color: string | null };

const INK = '#112c56';
const MUTED = '#5b6b82';
const ACCENT = '#d45d00';
const MARGIN = 50;

const colorOf = (branding: Branding) =>
  branding.color && /^#[0-9a-fA-F]{6}$/.test(branding.color) ? branding.color : INK;

/** pdfkit, loaded the first time a document is drawn (the API starts without it). */
async function newDocument(title: string, locale: string): Promise<{ doc: Doc; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: locale,
    info: { Title: title, Producer: 'Merchant payments platform' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The logo (if any) and the issuer's name and details, top left; returns the y below them. */
function drawIssuer(doc: Doc, issuer: ReceiptContent['issuer'], branding: Branding): number {
  const top = MARGIN;
  let x = MARGIN;
  if (branding.logo) {
    try {
      doc.image(branding.logo, MARGIN, top, { fit: [64, 64] });
      x = MARGIN + 76;
    } catch {
      // An unreadable logo leaves the document without it rather than failing.
    }
  }
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(14).text(issuer.name, x, top, { width: 300 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  for (const line of issuer.lines) doc.text(line, x, doc.y, { width: 300 });
  return Math.max(doc.y, branding.logo ? top + 64 : doc.y) + 24;
}

function drawTitle(doc: Doc, title: string, subtitle: string | null, y: number, color: string): number {
  doc.rect(MARGIN, y, doc.page.width - 2 * MARGIN, 3).fill(color);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(title, MARGIN, y + 14);
  if (subtitle)
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(MUTED)
      .text(subtitle, MARGIN, doc.y + 2);
  return doc.y + 16;
}

function drawSandbox(doc: Doc, note: string | null, y: number): number {
  if (!note) return y;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(ACCENT).text(note, MARGIN, y);
  return doc.y + 12;
}

function drawFooter(doc: Doc, footer: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Written inside the bottom margin: lifted for the footer, or pdfkit would start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 10;
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(footer, MARGIN, y, { width: 380, lineBreak: false });
    doc.text(`${i + 1} / ${range.count}`, doc.page.width - MARGIN - 60, y, {
      width: 60,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }
}

/** A receipt as PDF bytes. */
export async function renderReceiptPdf(content: ReceiptContent, branding: Branding): Promise<Buffer> {
  const { doc, done } = await newDocument(content.title, content.locale);
  const color = colorOf(branding);
  let y = drawIssuer(doc, content.issuer, branding);
  y = drawTitle(doc, content.title, content.intro, y, color);
  y = drawSandbox(doc, content.sandboxNote, y);

  const width = doc.page.width - 2 * MARGIN;
  const labelWidth = 170;
  for (const line of content.details) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(line.label, MARGIN, y, { width: labelWidth });
    doc.fillColor(INK).text(line.value, MARGIN + labelWidth, y, { width: width - labelWidth });
    y = Math.max(doc.y, y + 14) + 6;
  }

  y += 10;
  const boxHeight = content.amounts.length * 22 + 16;
  doc.roundedRect(MARGIN, y, width, boxHeight, 6).lineWidth(1).strokeColor(color).stroke();
  let row = y + 12;
  content.amounts.forEach((line, i) => {
    const total = i === content.amounts.length - 1;
    doc
      .font(total ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(total ? 13 : 11)
      .fillColor(INK);
    doc.text(line.label, MARGIN + 14, row, { width: width / 2 });
    doc.text(line.value, MARGIN + width / 2, row, { width: width / 2 - 14, align: 'right' });
    row += 22;
  });

  drawFooter(doc, content.footer);
  doc.end();
  return done;
}

/** A monthly statement as PDF bytes: one table of movements over as many pages as it takes. */
export async function renderStatementPdf(content: StatementContent, branding: Branding): Promise<Buffer> {
  const { doc, done } = await newDocument(`${content.title} ${content.period}`, content.locale);
  const color = colorOf(branding);
  let y = drawIssuer(doc, content.issuer, branding);
  y = drawTitle(doc, content.title, `${content.period} · ${content.shop}`, y, color);
  y = drawSandbox(doc, content.sandboxNote, y);

  const width = doc.page.width - 2 * MARGIN;
  const cols = [
    { key: 'date', x: 0, w: 76, align: 'left' },
    { key: 'label', x: 80, w: 100, align: 'left' },
    { key: 'reference', x: 184, w: 150, align: 'left' },
    { key: 'amount', x: 336, w: 78, align: 'right' },
    { key: 'balance', x: 416, w: width - 416, align: 'right' },
  ] as const;
  const bottom = () => doc.page.height - MARGIN - 20;

  const summary = (label: string, value: string) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(label, MARGIN, y, { width: width - 140 });
    doc.text(value, MARGIN + width - 140, y, { width: 140, align: 'right' });
    y = doc.y + 10;
  };
  const header = () => {
    doc.rect(MARGIN, y - 4, width, 18).fill('#eef1f6');
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(INK);
    const h = content.headers;
    const texts = {
      date: h.date,
      label: h.movement,
      reference: h.reference,
      amount: h.amount,
      balance: h.balance,
    };
    for (const c of cols)
      doc.text(texts[c.key], MARGIN + c.x, y, { width: c.w, align: c.align, lineBreak: false });
    y += 20;
  };

  summary(content.opening.label, content.opening.value);
  header();
  for (const r of content.rows) {
    if (y > bottom()) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    doc.font('Helvetica').fontSize(8.5).fillColor(INK);
    let next = y;
    for (const c of cols) {
      doc.text(r[c.key], MARGIN + c.x, y, { width: c.w, align: c.align });
      next = Math.max(next, doc.y);
    }
    y = next + 4;
  }
  if (content.empty) {
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED).text(content.empty, MARGIN, y);
    y = doc.y + 8;
  }
  y += 6;
  if (y > bottom() - 160) {
    doc.addPage();
    y = MARGIN;
  }
  summary(content.closing.label, content.closing.value);

  y += 8;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(content.totalsTitle, MARGIN, y);
  y = doc.y + 6;
  for (const line of content.totals) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(line.label, MARGIN, y, { width: width - 140 });
    doc.text(line.value, MARGIN + width - 140, y, { width: 140, align: 'right' });
    y = doc.y + 4;
  }
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(content.note, MARGIN, y + 10, { width });

  drawFooter(doc, content.footer);
  doc.end();
  return done;
}
