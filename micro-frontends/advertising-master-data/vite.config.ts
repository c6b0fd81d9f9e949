import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { widgetBuild } from '../shared/widget-build.ts';

/** The advertising master data as an ES module with one entry, served under `/api/advertisingmasterdata/`. */
export default defineConfig(widgetBuild(fileURLToPath(new URL('.', import.meta.url)), 'advertising-master-data', '/api/advertisingmasterdata/'));
