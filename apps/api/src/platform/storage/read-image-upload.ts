import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

const SIGNATURES: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47],
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
};

/** True when the name is png/jpg/jpeg and the first bytes say the same. */
export function isAcceptedImage(filename: string, data: Buffer): boolean {
  const extension = filename.split('.').pop()?.toLowerCase() ?? '';
  const magic = SIGNATURES[extension];
  return !!magic && data.length > 0 && magic.every((byte, i) => data[i] === byte);
}

/** Reads the one image of a multipart request (field `image`), refusing other types with the spec's message. */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw new AppError('IMAGE_FILE_TYPE');
  const data = await file.toBuffer();
  if (file.file.truncated)
    throw new AppError('FILE_TOO_LARGE', { params: { size: maxBytes / (1024 * 1024) } });
  if (!isAcceptedImage(file.filename, data)) throw new AppError('IMAGE_FILE_TYPE');
  return data;
}
