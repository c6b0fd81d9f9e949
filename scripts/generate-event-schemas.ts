import { mkdirSync, writeFileSync } from 'node:fs';
import { leadEventSchemaFiles } from '../events/lead-event-schemas.ts';

/** `npm run schemas`: writes the lead events' JSON Schema into events/schemas/ for analytics consumers. */
const directory = new URL('../events/schemas/', import.meta.url);
mkdirSync(directory, { recursive: true });
for (const { file, json } of leadEventSchemaFiles()) {
  writeFileSync(new URL(file, directory), json);
  console.log(`events/schemas/${file}`);
}
