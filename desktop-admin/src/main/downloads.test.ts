import { describe, expect, it, vi } from 'vitest';
import { safeFileName, saveDownload } from './downloads';

describe('downloads', () => {
  it('makes file names safe', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\x\\cv.pdf')).toBe('cv.pdf');
    expect(safeFileName('a<b>:c?.pdf')).toBe('a_b__c_.pdf');
    expect(safeFileName('CON')).toBe('download');
    expect(safeFileName('...')).toBe('download');
    expect(safeFileName('Jane Doe – CV.pdf')).toBe('Jane Doe – CV.pdf');
  });

  it('asks where to save, with the server file name, and writes the bytes', async () => {
    const data = new Uint8Array([37, 80, 68, 70]);
    const writeFile = vi.fn(async () => undefined);
    const chooseSavePath = vi.fn(async (name: string) => `/home/me/Downloads/${name}`);
    const result = await saveDownload(
      {
        forwarder: {
          download: async () => ({
            status: 200,
            data,
            contentType: 'application/pdf',
            fileName: 'jane-cv.pdf',
          }),
        },
        chooseSavePath,
        writeFile,
      },
      '/api/careers/applications/1/resume',
      'resume.pdf',
    );
    expect(chooseSavePath).toHaveBeenCalledWith('jane-cv.pdf');
    expect(writeFile).toHaveBeenCalledWith('/home/me/Downloads/jane-cv.pdf', data);
    expect(result).toEqual({ saved: true, filePath: '/home/me/Downloads/jane-cv.pdf' });
  });

  it('writes nothing when cancelled or when the server refuses', async () => {
    const writeFile = vi.fn(async () => undefined);
    const file = (status: number) => ({
      download: async () => ({ status, data: new Uint8Array(), contentType: '', fileName: null }),
    });
    expect(
      await saveDownload(
        { forwarder: file(200), chooseSavePath: async () => undefined, writeFile },
        '/api/x',
        'x.pdf',
      ),
    ).toEqual({ saved: false });
    const chooseSavePath = vi.fn(async () => '/tmp/x');
    expect(
      await saveDownload({ forwarder: file(404), chooseSavePath, writeFile }, '/api/x', 'x.pdf'),
    ).toEqual({
      saved: false,
      error: 'The file was not found on the server',
    });
    expect(chooseSavePath).not.toHaveBeenCalled();
    expect(writeFile).not.toHaveBeenCalled();
  });
});
