import { writeFileSync } from 'node:fs';
import { apiDocument } from '../functions/api-document.ts';

/** Writes the API's OpenAPI description (what `GET /api/openapi.json` answers) to the file named, or to stdout. */
const text = `${JSON.stringify(await apiDocument(), null, 2)}\n`;
const file = process.argv[2];
if (file) writeFileSync(file, text);
else process.stdout.write(text);
