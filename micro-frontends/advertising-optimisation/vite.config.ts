import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { widgetBuild } from '../shared/widget-build.ts';

/** The advertising optimisation widget as an ES module with one entry, served under `/api/advertisingoptimisation/widget/`. */
export default defineConfig(widgetBuild(fileURLToPath(new URL('.', import.meta.url)), 'advertising-optimisation', '/api/advertisingoptimisation/widget/'));
