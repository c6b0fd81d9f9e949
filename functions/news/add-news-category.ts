import { addNewsName } from './add-news-name.ts';

export const handler = addNewsName('category');
