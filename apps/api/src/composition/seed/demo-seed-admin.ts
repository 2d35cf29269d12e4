import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { newId } from '../../platform/db/ids.ts';
import { kycDocuments, merchants, users } from '../../platform/db/schema/index.ts';
import { createFileStorage } from '../../platform/storage/file-storage.ts';

type AdminDemoAccount = { email: string; password: string; what: string };

/** One staff user per main back-office role (spec section 6). */
const STAFF = [
  ['gestion@demo.local', 'ADMIN', 'Gestion'],
  ['validation@demo.local', 'VALIDATION', 'Validation'],
  ['paiements@demo.local', 'PAYMENT_REQUEST', 'Paiements'],
  ['marchands@demo.local', 'MERCHANTS', 'Marchands'],
  ['comptable@demo.local', 'COMPTABLE', 'Comptabilité'],
] as const;

/** The emails of the back-office's demo accounts, one per role. */
export const STAFF_DEMO_EMAILS: readonly string[] = STAFF.map(([email]) => email);

/** A small real PNG (48×32, orange with a navy band), so staff can view it inline. */
function demoPng(): Buffer {
  const width = 48;
  const height = 32;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const band = y > 10 && y < 20;
      raw.set(band ? [17, 44, 86] : [212, 93, 0], row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function demoPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

/**
 * Back-office demo data (h/admin-core): a staff user per main role, and the documents of the
 * merchant waiting for validation (written under the uploads directory when one is given).
 */
export async function seedAdminDemo(
  db: Db,
  passwordHash: string,
  password: string,
  options: { uploadsDir?: string | undefined } = {},
): Promise<AdminDemoAccount[]> {
  const now = new Date();
  await db.insert(users).values(
    STAFF.map(([email, role, lastName]) => ({
      id: newId('usr'),
      email,
      passwordHash,
      firstName: 'Équipe',
      lastName,
      role,
      isActive: true,
      emailVerifiedAt: now,
      termsAcceptedAt: now,
    })),
  );

  const [waiting] = await db.select().from(users).where(eq(users.email, 'nouveau@demo.local'));
  if (waiting?.merchantId && options.uploadsDir) {
    const storage = createFileStorage(options.uploadsDir);
    const merchantId = waiting.merchantId;
    const files = [
      { kind: 'id_document', name: 'piece-identite.png', mime: 'image/png', ext: 'png', data: demoPng() },
      {
        kind: 'business_document',
        name: 'registre-commerce.pdf',
        mime: 'application/pdf',
        ext: 'pdf',
        data: demoPdf('Registre du commerce - Nouvelle Boutique'),
      },
    ];
    const rows = [];
    for (const f of files) {
      rows.push({
        id: newId('doc'),
        merchantId,
        uploadedBy: waiting.id,
        kind: f.kind,
        originalName: f.name,
        mimeType: f.mime,
        sizeBytes: f.data.length,
        storageKey: await storage.save(`kyc/${merchantId}`, f.ext, f.data),
        expiresOn: f.kind === 'id_document' ? '2031-12-31' : null,
      });
    }
    await db.insert(kycDocuments).values(rows);
    await db
      .update(merchants)
      .set({
        identity: {
          phone: '+228 90 00 00 00',
          birth_date: '1988-02-03',
          id_document_type: 'NATIONAL_ID',
          id_document_number: 'TG-0042-88',
          legal_form: 'SOLE_PROPRIETORSHIP',
          trade_register_number: 'TG-LOM-2024-A-0042',
          tax_id: '',
          activity: 'Vente de pagnes en ligne',
          address: 'Boulevard du 13 Janvier',
          city: 'Lomé',
          website: '',
        },
        identitySubmittedAt: new Date(now.getTime() - 26 * 3600_000),
      })
      .where(eq(merchants.id, merchantId));
  }

  return STAFF.map(([email, role]) => ({ email, password, what: `staff, role ${role}` }));
}
