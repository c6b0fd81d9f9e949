import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { widgetBuild } from '../shared/widget-build.ts';

/** Market insights as an ES module with one entry, served under `/api/marketinsights/`. */
export default defineConfig(widgetBuild(fileURLToPath(new URL('.', import.meta.url)), 'market-insights', '/api/marketinsights/'));
