import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { widgetBuild } from '../shared/widget-build.ts';

/** The vehicle assessment (and its shareable variant) as an ES module with one entry, served under `/api/vehicleassessment/`. */
export default defineConfig(widgetBuild(fileURLToPath(new URL('.', import.meta.url)), 'vehicle-assessment', '/api/vehicleassessment/'));
