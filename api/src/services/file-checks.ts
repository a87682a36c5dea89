/** File types judged by content (magic bytes), never by the name or the declared type alone. */
import { fileTypeFromBuffer } from 'file-type';

export interface Detected {
  ext: string;
  mime: string;
}

/** PDF, DOCX (zip with a Word part) or DOC (OLE compound file holding a WordDocument stream). */
export async function detectResume(data: Buffer): Promise<Detected | undefined> {
  const type = await fileTypeFromBuffer(data);
  if (!type) return undefined;
  if (type.ext === 'pdf') return { ext: 'pdf', mime: 'application/pdf' };
  if (type.ext === 'docx') return { ext: 'docx', mime: type.mime };
  if (type.ext === 'cfb' && data.includes(Buffer.from('WordDocument', 'utf16le'))) {
    return { ext: 'doc', mime: 'application/msword' };
  }
  return undefined;
}

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export async function detectImage(data: Buffer): Promise<Detected | undefined> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !(type.ext in IMAGE_TYPES)) return undefined;
  return { ext: type.ext, mime: IMAGE_TYPES[type.ext]! };
}

export const IMAGE_CONTENT_TYPES: Record<string, string> = { ...IMAGE_TYPES, jpeg: 'image/jpeg' };
