export { insights as handler } from './insights.ts';
