import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { widgetBuild } from '../shared/widget-build.ts';

/** The dealer subscription upgrade as an ES module with one entry, served under `/api/dealersubscription/`. */
export default defineConfig(widgetBuild(fileURLToPath(new URL('.', import.meta.url)), 'dealer-subscription', '/api/dealersubscription/'));
