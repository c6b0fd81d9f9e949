import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { widgetBuild } from '../shared/widget-build.ts';

/** The advertising rules as an ES module with one entry, served under `/api/advertisingrules/`. */
export default defineConfig(widgetBuild(fileURLToPath(new URL('.', import.meta.url)), 'advertising-rules', '/api/advertisingrules/'));
