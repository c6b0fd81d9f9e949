import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { widgetBuild } from '../shared/widget-build.ts';

/** The quick calculator as an ES module with one entry, served under `/api/quickcalculator/`. */
export default defineConfig(widgetBuild(fileURLToPath(new URL('.', import.meta.url)), 'quick-calculator', '/api/quickcalculator/'));
