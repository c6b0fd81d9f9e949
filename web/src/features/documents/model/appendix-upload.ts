import { APPENDIX_MAX_BYTES, AppendixMessages } from '../../../../../domain/documents/print-options.ts';

/**
 * The appendix upload's checks before sending (spec part 1 §5): a label, a PDF, at most 4,194,304 bytes, each with its
 * own message. The server checks the same (the file's content, not only its name).
 */
export const appendixUploadErrors = (label: string, file: File | null): { label?: string; file?: string } => {
  const errors: { label?: string; file?: string } = {};
  if (!label.trim()) errors.label = AppendixMessages.labelRequired;
  else if (label.trim().length > 200) errors.label = AppendixMessages.labelTooLong;
  if (!file) errors.file = AppendixMessages.fileRequired;
  else if (file.size > APPENDIX_MAX_BYTES) errors.file = AppendixMessages.tooLarge;
  else if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) errors.file = AppendixMessages.notPdf;
  return errors;
};
