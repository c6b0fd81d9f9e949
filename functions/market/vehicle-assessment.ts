export { assessment as handler } from './insights.ts';
