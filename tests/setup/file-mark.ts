import { startNewMark } from '../api/case-support.ts';

/** Before each API and end-to-end test file: a mark of its own for what it creates (a project's files share their modules). */
startNewMark();
