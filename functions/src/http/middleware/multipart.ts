import busboy from 'busboy';
import type { Request } from 'express';
import { AppError, ValidationError } from '../../domain/errors.js';
import { IMAGE_TOO_LARGE_MESSAGE, MAX_UPLOAD_BYTES } from '@school/shared/image-schemas';

export interface UploadedFile {
  field: string;
  /** As the browser sent it; never used as a storage name (those are content hashes). */
  filename: string;
  data: Buffer;
}

export interface MultipartBody {
  /** The last value of each field. */
  fields: Record<string, string>;
  /** Every value of each field in order, for fields a form may repeat (tags=a&tags=b). */
  fieldLists: Record<string, string[]>;
  files: UploadedFile[];
}

/**
 * Reads a multipart/form-data request into memory within limits. On Cloud Functions the
 * framework has already read the body into req.rawBody, so busboy parses that instead.
 */
export interface MultipartOptions {
  fileFields: string[];
  maxFiles: number;
  /** Per file, with the 413's text; the image limit unless a form says otherwise (documents). */
  maxFileBytes?: number;
  tooLargeMessage?: string;
}

export function readMultipart(req: Request, options: MultipartOptions): Promise<MultipartBody> {
  if (!req.is('multipart/form-data')) return Promise.reject(new ValidationError('Expected a multipart/form-data upload.'));
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    // No prototype: a field named __proto__ must not reach Object.prototype.
    const fieldLists: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
    const files: UploadedFile[] = [];
    let failure: AppError | null = null;
    const fail = (error: AppError) => {
      failure ??= error;
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          fileSize: options.maxFileBytes ?? MAX_UPLOAD_BYTES,
          files: options.maxFiles,
          fields: 50,
          fieldSize: 100_000,
          parts: options.maxFiles + 50,
        },
      });
    } catch {
      reject(new ValidationError('Malformed multipart upload.'));
      return;
    }
    parser.on('file', (field, stream, info) => {
      if (!options.fileFields.includes(field)) {
        fail(new ValidationError(`Unexpected file field "${field}".`));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new AppError(413, options.tooLargeMessage ?? IMAGE_TOO_LARGE_MESSAGE)));
      stream.on('close', () => files.push({ field, filename: info.filename ?? '', data: Buffer.concat(chunks) }));
    });
    parser.on('field', (name, value, info) => {
      // busboy cuts a field at fieldSize and says so; storing the cut text would change what staff wrote.
      if (info.valueTruncated || info.nameTruncated) fail(new AppError(413, 'A form field is too long (more than 100 kB).'));
      fields[name] = value;
      (fieldLists[name] ??= []).push(value);
    });
    parser.on('filesLimit', () => fail(new AppError(413, `Upload at most ${options.maxFiles} files at a time.`)));
    parser.on('fieldsLimit', () => fail(new ValidationError('Too many form fields.')));
    parser.on('partsLimit', () => fail(new ValidationError('Too many parts in the upload.')));
    parser.on('error', () => reject(new ValidationError('Malformed multipart upload.')));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, fieldLists, files })));
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (raw) parser.end(raw);
    else req.pipe(parser);
  });
}
