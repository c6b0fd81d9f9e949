import { badRequest } from '../platform/errors.ts';
import { command } from '../platform/http/endpoint.ts';
import { fileParts } from '../platform/http/multipart.ts';
import { querySchema } from '../platform/http/request-schemas.ts';
import { PictureMessages } from '../../domain/cars/pictures.ts';
import { newsIdField } from './news-commands.ts';
import { newsImageLinks, storeNewsImage } from './news-images.ts';
import { uploadImageResponse } from './responses.ts';

/**
 * POST /api/Admin/News/UploadImage/{id} with one JPG, GIF or PNG as multipart/form-data: stores it with its thumbnail
 * and answers its Guid and links. The picture becomes part of the item (with its caption) when the item is saved.
 */
export const handler = command({
  summary: 'Uploader et billede (JPG, GIF eller PNG) til en nyhed.',
  responses: { 200: uploadImageResponse },
  query: querySchema({ id: newsIdField('id') }),
  async run(context) {
    const parts = fileParts(context.event);
    if (parts.length > 1) throw badRequest('file', 'Send ét billede ad gangen.');
    const file = parts[0]?.data;
    if (!file?.length) throw badRequest('file', PictureMessages.unreadable);
    const guid = await storeNewsImage(file);
    return { Guid: guid, ...(await newsImageLinks(guid)) };
  },
});
